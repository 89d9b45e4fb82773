/**
 * The payer's X12 835 (005010X221A1) remittance advice, read strictly (issue 20): separators as the
 * ISA declares them, the envelope (ISA…IEA, GS…GE, ST…SE) opened, counted and closed in order with
 * its control numbers, each transaction's body read and balanced by x12-835-transaction.ts. Every
 * problem is collected as a sentence naming where it is; bad input never throws. Pure, one pass.
 */
import { REMITTANCE_MAX_LINES, RemittanceMsg } from '@hearth/shared';
import {
  BODY,
  openTransaction,
  transactionProblems,
  type FileContext,
  type Remit835Transaction,
  type Tx,
} from './x12-835-transaction.js';

export type { CasAdjustment, Remit835Claim, Remit835Line, Remit835Transaction } from './x12-835-transaction.js';
export type Parse835Result =
  { ok: true; transactions: Remit835Transaction[]; lineCount: number } | { ok: false; problems: string[] };

/** Past this many problems the rest are counted, not listed. */
const MAX_PROBLEMS = 50;
const SEGMENT_ID = /^[A-Z][A-Z0-9]{1,2}$/;

type Reader = FileContext & {
  transactions: Remit835Transaction[];
  isa13: string;
  groupCount: number;
  ended: boolean;
  group: { control: string; sets: number; is835: boolean } | null;
  tx: Tx | null;
  /** A stray segment was reported since the last ST: one message per run of them. */
  strayReported: boolean;
};

function closeTransaction(r: Reader, se: string[] | null) {
  const tx = r.tx!;
  r.tx = null;
  const trace = tx.data.trace.number;
  const label = `Transaction ${tx.data.controlNumber}${trace ? ` (trace ${trace})` : ''}`;
  if (!se) r.problems.push(`${label} is not closed by an SE.`);
  else if (Number(se[1] || NaN) !== tx.segments + 1) {
    r.problems.push(`${label}: SE01 says ${se[1] ?? ''} segments but the transaction has ${tx.segments + 1}.`);
  }
  if (se && se[2] !== tx.data.controlNumber) {
    r.problems.push(`${label}: SE02 "${se[2] ?? ''}" is not the transaction's control number ST02.`);
  }
  if (tx.foreign) return;
  r.problems.push(...transactionProblems(tx, r.lineCount > r.maxLines).map((n) => `${label}: ${n}`));
  r.transactions.push(tx.data);
}

function closeGroup(r: Reader, ge: string[] | null) {
  const g = r.group!;
  r.group = null;
  if (!ge) return r.problems.push(`Functional group ${g.control} is not closed by a GE.`);
  if (Number(ge[1] || NaN) !== g.sets) {
    r.problems.push(`Functional group ${g.control}: GE01 says ${ge[1] ?? ''} transactions but it holds ${g.sets}.`);
  }
  if (ge[2] !== g.control) r.problems.push(`Functional group ${g.control}: GE02 "${ge[2] ?? ''}" is not its GS06.`);
}

const notEnded = (r: Reader, n: number, id: string) =>
  r.ended ? void r.problems.push(`Segment ${n} (${id}) comes after the IEA that ends the interchange.`) : true;

/** ISA…IEA, GS…GE, ST…SE: opened, counted and closed in order. */
const ENVELOPE_READERS: Record<string, (r: Reader, el: string[], n: number) => void> = {
  ISA: (r, _el, n) => r.problems.push(`A second interchange starts at segment ${n}: send one ISA…IEA per file.`),
  GS: (r, el, n) => {
    if (!notEnded(r, n, 'GS')) return;
    if (r.tx) closeTransaction(r, null);
    if (r.group) closeGroup(r, null);
    const is835 = el[1] === 'HP' && (el[8] ?? '').startsWith('005010X221');
    if (!is835 && !r.problems.includes(RemittanceMsg.not835)) r.problems.push(RemittanceMsg.not835);
    r.group = { control: el[6] ?? '', sets: 0, is835 };
    r.groupCount += 1;
  },
  ST: (r, el, n) => {
    if (!notEnded(r, n, 'ST')) return;
    if (r.tx) closeTransaction(r, null);
    if (!r.group) r.problems.push(`Transaction ${el[2] ?? ''} at segment ${n} is outside a functional group (GS…GE).`);
    if (el[1] !== '835' && !r.problems.includes(RemittanceMsg.not835)) r.problems.push(RemittanceMsg.not835);
    if (r.group) r.group.sets += 1;
    r.tx = openTransaction(el[2] ?? '', el[1] !== '835' || r.group?.is835 === false);
    r.strayReported = false;
  },
  SE: (r, el, n) => (r.tx ? closeTransaction(r, el) : r.problems.push(`Segment ${n} (SE) closes no transaction.`)),
  GE: (r, el, n) => {
    if (r.tx) closeTransaction(r, null);
    if (r.group) closeGroup(r, el);
    else r.problems.push(`Segment ${n} (GE) closes no functional group.`);
  },
  IEA: (r, el, n) => {
    if (!notEnded(r, n, 'IEA')) return;
    if (r.tx) closeTransaction(r, null);
    if (r.group) closeGroup(r, null);
    r.ended = true;
    const at = `Interchange ${r.isa13}`;
    if (Number(el[1] || NaN) !== r.groupCount) {
      r.problems.push(`${at}: IEA01 says ${el[1] ?? ''} functional groups but it holds ${r.groupCount}.`);
    }
    if (el[2] !== r.isa13) r.problems.push(`${at}: IEA02 "${el[2] ?? ''}" is not its control number ISA13.`);
  },
};

const ENVELOPE = new Map(Object.entries(ENVELOPE_READERS));

/** The separators the ISA declares: element (4th character), component (ISA16), segment (after ISA16). */
function separators(text: string): { element: string; component: string; segment: string } | string {
  const element = text[3] ?? '';
  let at = 3;
  for (let n = 1; n < 16 && at >= 0; n += 1) at = text.indexOf(element, at + 1);
  const [component = '', segment = ''] = at >= 0 ? [text[at + 1], text[at + 2]] : [];
  const all = [element, component, segment];
  if (all.some((c) => c === '' || /[A-Za-z0-9 ]/.test(c)) || new Set(all).size < 3) {
    return 'The ISA segment is malformed: it must hold 16 elements and declare distinct separators.';
  }
  return { element, component, segment };
}

/** An 835 file read into its payments, or every problem found in it (nothing is half read). */
export function parse835(text: string, opts: { maxLines?: number } = {}): Parse835Result {
  const input = text.trimStart();
  if (!input.startsWith('ISA')) return { ok: false, problems: [RemittanceMsg.notX12] };
  const seps = separators(input);
  if (typeof seps === 'string') return { ok: false, problems: [seps] };
  const isaEnd = input.indexOf(seps.segment);
  const isa = input.slice(0, isaEnd).split(seps.element);
  const r: Reader = {
    component: seps.component,
    maxLines: opts.maxLines ?? REMITTANCE_MAX_LINES,
    lineCount: 0,
    problems: [],
    transactions: [],
    isa13: isa[13] ?? '',
    groupCount: 0,
    ended: false,
    group: null,
    tx: null,
    strayReported: false,
  };
  if (isa[11] && !/[A-Za-z0-9 ]/.test(isa[11]) && Object.values(seps).includes(isa[11])) {
    r.problems.push('ISA11 declares a repetition separator that is also another separator.');
  }
  // One pass by indexOf: a segment the reader skips is never split into elements.
  for (let start = isaEnd + 1, n = 1; start < input.length;) {
    const stop = input.indexOf(seps.segment, start);
    const end = stop < 0 ? input.length : stop;
    let [from, to] = [start, end];
    start = end + 1;
    while (from < to && input.charCodeAt(from) <= 32) from += 1; // line breaks between segments
    while (to > from && input.charCodeAt(to - 1) <= 32) to -= 1;
    if (from === to) continue;
    n += 1;
    const idEnd = input.indexOf(seps.element, from);
    const id = input.slice(from, idEnd < 0 || idEnd > to ? to : idEnd);
    if (r.tx && id !== 'SE') r.tx.segments += 1;
    const envelope = ENVELOPE.get(id);
    const body = r.tx && !r.tx.foreign ? BODY.get(id) : undefined;
    if (envelope || body) {
      const el = input.slice(from, to).split(seps.element);
      if (envelope) envelope(r, el, n);
      else body!(r.tx!, el, r);
    } else if (!SEGMENT_ID.test(id)) {
      r.problems.push(`Segment ${n} "${input.slice(from, Math.min(to, from + 20))}" does not start with a segment id.`);
    } else if (!r.tx && !r.strayReported) {
      r.strayReported = true;
      r.problems.push(`Segment ${n} (${id}) ${r.ended ? 'comes after the IEA' : 'is outside a transaction (ST…SE)'}.`);
    }
  }
  if (r.tx) closeTransaction(r, null);
  if (r.group) closeGroup(r, null);
  if (!r.ended) r.problems.push('The interchange is not closed by an IEA.');
  const { problems } = r;
  if (problems.length > MAX_PROBLEMS) {
    problems.splice(MAX_PROBLEMS, Infinity, `…and ${problems.length - MAX_PROBLEMS} more problems.`);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, transactions: r.transactions, lineCount: r.lineCount };
}
