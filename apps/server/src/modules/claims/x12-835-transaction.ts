/**
 * One 835 transaction set's body, segment by segment (the 1000A/B parties, the 2100 claims, their
 * 2110 lines, the PLB), as x12-835.ts hands them over: the values it keeps, money as integer cents
 * read from the decimal's digits (never through a float), and the TR3's balancing — each line
 * (SVC02 − its CAS = SVC03), each claim (CLP03 − all its CAS = CLP04) and the payment
 * (BPR02 = Σ CLP04 − Σ PLB). A value it cannot read is a note naming the element, never a throw.
 */
import { RemittanceMsg } from '@hearth/shared';

export type CasAdjustment = { group: string; reason: string; cents: number; units: number | null };
export type Remit835Line = {
  procedureCode: string;
  modifiers: string[];
  billedCents: number;
  paidCents: number;
  units: number | null;
  /** DTM*472 (else DTM*150), 'YYYY-MM-DD' */
  serviceDate: string | null;
  /** REF*6R: the line control number Hearth sent (the work entry id). */
  lineControl: string | null;
  adjustments: CasAdjustment[];
  /** LQ*HE remark codes. */
  remarks: string[];
};
export type Remit835Claim = {
  /** CLP01: the CLM01 Hearth sent. */
  patientControl: string;
  statusCode: string;
  billedCents: number;
  paidCents: number;
  patientRespCents: number;
  filingIndicator: string | null;
  /** CLP07 */
  payerControl: string | null;
  /** NM1*QC: 'LAST, FIRST' */
  patientName: string | null;
  /** Claim-level CAS. */
  adjustments: CasAdjustment[];
  /** MOA03–07 and MIA05, MIA20–23 remark codes. */
  remarks: string[];
  lines: Remit835Line[];
};
export type Remit835Transaction = {
  /** ST02 */
  controlNumber: string;
  /** BPR02, BPR03, BPR04, BPR16 ('YYYY-MM-DD'). */
  payment: { amountCents: number; creditDebit: string; method: string; date: string | null };
  /** TRN02, TRN03 */
  trace: { number: string; originatorId: string | null };
  /** N1*PR: N104, else REF*2U. */
  payer: { name: string; id: string | null };
  payee: { name: string | null; id: string | null };
  claims: Remit835Claim[];
  /** PLB pairs: a positive amount reduces the payment. */
  providerAdjustments: { fiscalPeriodEnd: string | null; reason: string; reference: string; cents: number }[];
};
const DECIMAL = /^-?(?:\d+(?:\.\d{1,2})?|\.\d{1,2})$/;
const DATE8 = /^\d{8}$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const QUANTITY = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** Dollars for messages: -$1,234.50. */
const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${Math.floor(Math.abs(cents) / 100).toLocaleString('en-US')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const sum = <T>(items: T[], cents: (item: T) => number) => items.reduce((total, item) => total + cents(item), 0);

/** An X12 decimal ('123.4', '-12', '.5') as integer cents from its digits (no float), or null. */
function toCents(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const dot = text.indexOf('.');
  const digits = dot < 0 ? `${text}00` : text.slice(0, dot) + text.slice(dot + 1).padEnd(2, '0');
  const cents = Number(digits);
  return Number.isSafeInteger(cents) ? cents + 0 : null; // + 0 turns -0 into 0
}

export type Tx = {
  data: Remit835Transaction;
  /** Segments from ST on, for SE01. */
  segments: number;
  notes: string[];
  claim: Remit835Claim | null;
  line: Remit835Line | null;
  lineNumber: number;
  /** N101 of the last N1 before the claims: PR (payer) or PE (payee). */
  party: string;
  seen: Set<string>;
  /** ST01 or its GS08 says another transaction: its body is not read. */
  foreign: boolean;
};
/** What the transaction shares with the file: the component separator and the line budget. */
export type FileContext = { component: string; maxLines: number; lineCount: number; problems: string[] };

const name = (el: string[], i: number) => `${el[0]}${String(i).padStart(2, '0')}`;
function note(tx: Tx, message: string) {
  const at = tx.line ? `, line ${tx.lineNumber}` : '';
  tx.notes.push(tx.claim ? `claim ${tx.claim.patientControl || '(no CLP01)'}${at}: ${message}` : message);
}
function amount(tx: Tx, el: string[], i: number, required = true): number {
  const text = el[i] ?? '';
  if (text === '' && !required) return 0;
  const cents = toCents(text);
  if (cents === null) {
    note(tx, text === '' ? `${name(el, i)} is missing.` : `${name(el, i)} "${text}" is not an amount in dollars.`);
  }
  return cents ?? 0;
}
function quantity(tx: Tx, el: string[], i: number): number | null {
  const text = el[i] ?? '';
  if (text === '') return null;
  if (QUANTITY.test(text)) return Number(text);
  note(tx, `${name(el, i)} "${text}" is not a quantity.`);
  return null;
}
function date(tx: Tx, el: string[], i: number): string | null {
  const text = el[i] ?? '';
  if (text === '') return null;
  const [year, month, day] = [Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6, 8))];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const lastDay = (MONTH_DAYS[month - 1] ?? 0) + (month === 2 && leap ? 1 : 0);
  const iso = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  if (DATE8.test(text) && day >= 1 && day <= lastDay) return iso;
  note(tx, `${name(el, i)} "${text}" is not a date (CCYYMMDD).`);
  return null;
}
function once(tx: Tx, id: string) {
  if (tx.seen.has(id)) note(tx, `${id} appears more than once.`);
  tx.seen.add(id);
}
const codes = (el: string[], positions: number[]) => positions.map((i) => el[i] ?? '').filter(Boolean);

/** What each 835 segment Hearth reads adds; any other segment is skipped (not even split). */
const BODY_READERS: Record<string, (tx: Tx, el: string[], r: FileContext) => void> = {
  BPR: (tx, el) => {
    once(tx, 'BPR');
    const [creditDebit = '', method = ''] = [el[3], el[4]];
    tx.data.payment = { amountCents: amount(tx, el, 2), creditDebit, method, date: date(tx, el, 16) };
  },
  TRN: (tx, el) => {
    once(tx, 'TRN');
    tx.data.trace = { number: el[2] ?? '', originatorId: el[3] || null };
    if (!el[2]) note(tx, 'TRN02 (the trace number) is missing.');
  },
  N1: (tx, el) => {
    tx.party = el[1] ?? '';
    if (tx.party === 'PR') tx.data.payer = { name: el[2] ?? '', id: el[4] || null };
    if (tx.party === 'PE') tx.data.payee = { name: el[2] || null, id: el[4] || null };
  },
  REF: (tx, el) => {
    if (tx.line && el[1] === '6R') tx.line.lineControl = el[2] || null;
    else if (!tx.claim && tx.party === 'PR' && el[1] === '2U') tx.data.payer.id ??= el[2] || null;
  },
  LX: (tx) => {
    tx.claim = null;
    tx.line = null;
    tx.party = '';
  },
  CLP: (tx, el) => {
    const claim: Remit835Claim = {
      patientControl: el[1] ?? '',
      statusCode: el[2] ?? '',
      billedCents: 0,
      paidCents: 0,
      patientRespCents: 0,
      filingIndicator: el[6] || null,
      payerControl: el[7] || null,
      patientName: null,
      adjustments: [],
      remarks: [],
      lines: [],
    };
    tx.claim = claim;
    tx.line = null;
    tx.lineNumber = 0;
    tx.party = '';
    tx.data.claims.push(claim);
    if (!claim.patientControl) note(tx, 'CLP01 (the patient control number) is missing.');
    if (!claim.statusCode) note(tx, 'CLP02 (the claim status) is missing.');
    claim.billedCents = amount(tx, el, 3);
    claim.paidCents = amount(tx, el, 4);
    claim.patientRespCents = amount(tx, el, 5, false);
  },
  CAS: (tx, el) => {
    const target = tx.line ?? tx.claim;
    if (!target) return note(tx, 'CAS comes before any CLP.');
    if (!el[1]) note(tx, 'CAS01 (the adjustment group) is missing.');
    if (el.length > 19) note(tx, 'CAS holds more than 6 adjustments.');
    for (let k = 2; k < el.length; k += 3) {
      if (!el[k] && !el[k + 1] && !el[k + 2]) continue;
      if (!el[k]) note(tx, `${name(el, k)} (the reason of an adjustment) is missing.`);
      const [group = '', reason = ''] = [el[1], el[k]];
      target.adjustments.push({ group, reason, cents: amount(tx, el, k + 1), units: quantity(tx, el, k + 2) });
    }
  },
  NM1: (tx, el) => {
    if (tx.claim && !tx.line && el[1] === 'QC') tx.claim.patientName = codes(el, [3, 4]).join(', ') || null;
  },
  MOA: (tx, el) => void tx.claim?.remarks.push(...codes(el, [3, 4, 5, 6, 7])),
  MIA: (tx, el) => void tx.claim?.remarks.push(...codes(el, [5, 20, 21, 22, 23])),
  SVC: (tx, el, r) => {
    if (!tx.claim) return note(tx, 'SVC comes before any CLP.');
    const [qualifier = '', procedureCode = '', ...rest] = (el[1] ?? '').split(r.component);
    const line: Remit835Line = {
      procedureCode,
      modifiers: rest.slice(0, 4).filter(Boolean),
      billedCents: 0,
      paidCents: 0,
      units: null,
      serviceDate: null,
      lineControl: null,
      adjustments: [],
      remarks: [],
    };
    tx.line = line;
    tx.lineNumber += 1;
    r.lineCount += 1;
    if (r.lineCount <= r.maxLines) tx.claim.lines.push(line);
    else if (r.lineCount === r.maxLines + 1) r.problems.push(RemittanceMsg.tooManyLines(r.maxLines));
    if (!qualifier || !procedureCode) note(tx, `SVC01 "${el[1] ?? ''}" does not name a procedure (qualifier:code).`);
    line.billedCents = amount(tx, el, 2);
    line.paidCents = amount(tx, el, 3);
    line.units = quantity(tx, el, 5);
  },
  DTM: (tx, el) => {
    if (tx.line && (el[1] === '472' || (el[1] === '150' && !tx.line.serviceDate))) {
      tx.line.serviceDate = date(tx, el, 2);
    }
  },
  LQ: (tx, el) => void (tx.line && el[1] === 'HE' && el[2] && tx.line.remarks.push(el[2])),
  PLB: (tx, el, r) => {
    tx.claim = null;
    tx.line = null;
    const fiscalPeriodEnd = date(tx, el, 2);
    if (el.length > 15) note(tx, 'PLB holds more than 6 adjustments.');
    for (let k = 3; k < el.length; k += 2) {
      if (!el[k] && !el[k + 1]) continue;
      const [reason = '', reference = ''] = (el[k] ?? '').split(r.component);
      if (!reason) note(tx, `${name(el, k)} (the adjustment reason) is missing.`);
      tx.data.providerAdjustments.push({ fiscalPeriodEnd, reason, reference, cents: amount(tx, el, k + 1) });
    }
  },
};

export const BODY = new Map(Object.entries(BODY_READERS));

/** Every line, claim and the payment balanced to the cent. */
function balance(tx: Tx): string[] {
  const { data } = tx;
  const out: string[] = [];
  for (const claim of data.claims) {
    let adjusted = sum(claim.adjustments, (a) => a.cents);
    claim.lines.forEach((line, i) => {
      const lineAdjusted = sum(line.adjustments, (a) => a.cents);
      adjusted += lineAdjusted;
      if (line.billedCents - lineAdjusted !== line.paidCents) {
        out.push(
          `claim ${claim.patientControl}, line ${i + 1}: SVC02 ${dollars(line.billedCents)} less its adjustments ${dollars(lineAdjusted)} is ${dollars(line.billedCents - lineAdjusted)} but SVC03 is ${dollars(line.paidCents)}.`,
        );
      }
    });
    if (claim.billedCents - adjusted !== claim.paidCents) {
      out.push(
        `claim ${claim.patientControl}: CLP03 ${dollars(claim.billedCents)} less its adjustments ${dollars(adjusted)} is ${dollars(claim.billedCents - adjusted)} but CLP04 is ${dollars(claim.paidCents)}.`,
      );
    }
  }
  const net = sum(data.claims, (c) => c.paidCents) - sum(data.providerAdjustments, (p) => p.cents);
  // BPR02 is never negative: a debit (BPR03 D) takes the amount back from the provider.
  const paid = data.payment.creditDebit === 'D' ? -data.payment.amountCents : data.payment.amountCents;
  if (tx.seen.has('BPR') && paid !== net) {
    out.push(
      `BPR02 is ${dollars(data.payment.amountCents)} but the claims' payments less provider adjustments come to ${dollars(net)}.`,
    );
  }
  return out;
}

/** A transaction as its ST opens it; `foreign` (not an 835) keeps its body unread. */
export function openTransaction(controlNumber: string, foreign: boolean): Tx {
  const data: Remit835Transaction = {
    controlNumber,
    payment: { amountCents: 0, creditDebit: '', method: '', date: null },
    trace: { number: '', originatorId: null },
    payer: { name: '', id: null },
    payee: { name: null, id: null },
    claims: [],
    providerAdjustments: [],
  };
  return { data, segments: 1, notes: [], claim: null, line: null, lineNumber: 0, party: '', seen: new Set(), foreign };
}

/**
 * What is wrong in a closed transaction: the values it could not read, a missing BPR or TRN, then
 * what does not balance — unless a figure was unreadable or lines past the limit were dropped,
 * which make the sums meaningless (the file is refused for those alone).
 */
export function transactionProblems(tx: Tx, linesDropped: boolean): string[] {
  const missing = ['BPR', 'TRN'].filter((id) => !tx.seen.has(id)).map((id) => `${id} is missing.`);
  const sums = tx.notes.length > 0 || linesDropped ? [] : balance(tx);
  return [...tx.notes, ...missing, ...sums];
}
