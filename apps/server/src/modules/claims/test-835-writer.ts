/**
 * A writer of X12 835 (005010X221A1) remittance files, for tests and benchmarks only: what a payer
 * would send back for Hearth's claims. `build835` writes structured payments (the parser's own
 * shapes, in cents) with every envelope count and control number and, unless given, every total
 * computed so the file balances; `remittanceFor837` answers a Hearth 837P claim by claim ("pay all
 * in full", "deny claim 2 with CO-16 and N290", "pay this line short with CO-45 and PR-1").
 *
 * Every value goes through the element cleaner (x12-elements.ts `x12Element`, and with custom
 * separators those stripped too), so no value can add an element, component or segment.
 */
import { parse837Strict, elementOf, type ParsedSegment } from './test-x12-parser.js';
import type { CasAdjustment, Remit835Transaction } from './x12-835.js';
import { x12Amount, x12Quantity } from './x12-837p.js';
import { SEPARATORS, x12Element } from './x12-elements.js';

export type Separators = { element: string; component: string; repetition: string; segment: string };

export type Build835Line = {
  procedureCode: string;
  modifiers?: string[];
  billedCents: number;
  paidCents: number;
  units?: number | null;
  /** 'YYYY-MM-DD', written as DTM*472. */
  serviceDate?: string | null;
  /** REF*6R */
  lineControl?: string | null;
  adjustments?: CasAdjustment[];
  /** LQ*HE */
  remarks?: string[];
};

export type Build835Claim = {
  patientControl: string;
  /** CLP02, default '1' (processed as primary). */
  statusCode?: string;
  /** Default: the lines' billed amounts. */
  billedCents?: number;
  /** Default: billed less every adjustment of the claim and its lines (so the claim balances). */
  paidCents?: number;
  /** Default: every PR adjustment of the claim and its lines. */
  patientRespCents?: number;
  /** CLP06, default 'MC' (Medicaid). */
  filingIndicator?: string | null;
  payerControl?: string | null;
  /** 'LAST, FIRST' as NM1*QC. */
  patientName?: string | null;
  adjustments?: CasAdjustment[];
  /** MOA03–07 (at most 5). */
  remarks?: string[];
  lines?: Build835Line[];
};

export type Build835Transaction = {
  /** ST02, default 0001, 0002, … in file order. */
  controlNumber?: string;
  /** BPR02 defaults to the claims' payments less the provider adjustments; BPR03 C, BPR04 ACH. */
  payment?: { amountCents?: number; creditDebit?: string; method?: string; date?: string | null };
  trace: { number: string; originatorId?: string | null };
  payer?: { name: string; id: string | null };
  /** Where the payer's id goes: N1*PR N104 (default) or a REF*2U after it. */
  payerIdAs?: 'N104' | 'REF*2U';
  payee?: { name: string | null; id: string | null };
  claims: Build835Claim[];
  providerAdjustments?: Remit835Transaction['providerAdjustments'];
};

export type Build835Input = {
  /** ISA13, default 1001; GS06 of group n defaults to this + n. */
  controlNumber?: number;
  senderId?: string;
  receiverId?: string;
  /** 'YYYY-MM-DD' and 'HH:mm'. */
  date?: string;
  time?: string;
  test?: boolean;
  /** One functional group per entry; a file of one group may give `transactions` instead. */
  groups?: { controlNumber?: number; transactions: Build835Transaction[] }[];
  transactions?: Build835Transaction[];
};

export type Build835Options = {
  separators?: Separators;
  /** A line feed after each terminator (default true; never doubled when the terminator is one). */
  lineBreaks?: boolean;
  /** Wrong envelope values, each in the first SE, GS, ST or GE. */
  corrupt?: {
    seCount?: number;
    se02?: string;
    geCount?: number;
    ieaCount?: number;
    iea02?: string;
    gs08?: string;
    st01?: string;
  };
};

export const DEFAULT_PAYER = { name: 'PA DHS PROMISE', id: 'PAPROMISE' };
export const DEFAULT_PAYEE = { name: 'KEYSTONE COMMUNITY SUPPORTS LLC', id: '1234567893' };

const total = <T>(items: readonly T[] | undefined, cents: (item: T) => number) =>
  (items ?? []).reduce((sum, item) => sum + cents(item), 0);
const compactDate = (iso: string) => iso.replace(/-/g, '');

type Element = string | number | null | undefined | readonly (string | number | null | undefined)[];

/** Segments as text with one set of separators; values cleaned of every separator. */
function segmentWriter(separators: Separators, lineBreaks: boolean) {
  const custom = [separators.element, separators.component, separators.repetition, separators.segment];
  const isDefault = custom.join('') === Object.values(SEPARATORS).join('');
  const clean = (value: string | number | null | undefined): string => {
    let text = x12Element(value ?? '');
    if (isDefault) return text;
    for (const c of custom) text = text.split(c).join(' ');
    return text.replace(/ {2,}/g, ' ').trim();
  };
  const dropEmptyTail = (values: string[]) => {
    while (values.length > 1 && values.at(-1) === '') values.pop();
    return values;
  };
  const element = (e: Element) =>
    Array.isArray(e) ? dropEmptyTail(e.map(clean)).join(separators.component) : clean(e as string);
  const end = separators.segment + (lineBreaks && separators.segment !== '\n' ? '\n' : '');
  return {
    segment: (id: string, ...elements: Element[]) =>
      dropEmptyTail([id, ...elements.map(element)]).join(separators.element) + end,
    clean,
    end,
  };
}

type Writer = ReturnType<typeof segmentWriter>;

function isaSegment(
  w: Writer,
  s: Separators,
  input: Required<Pick<Build835Input, 'senderId' | 'receiverId' | 'date' | 'time' | 'test'>>,
  control: number,
) {
  const fixed = (value: string, width: number) => w.clean(value).padEnd(width, ' ').slice(0, width);
  const elements = [
    'ISA',
    '00',
    fixed('', 10),
    '00',
    fixed('', 10),
    'ZZ',
    fixed(input.senderId, 15),
    'ZZ',
    fixed(input.receiverId, 15),
    fixed(compactDate(input.date).slice(2), 6),
    fixed(input.time.replace(':', ''), 4),
    s.repetition,
    '00501',
    String(control).padStart(9, '0'),
    '0',
    input.test ? 'T' : 'P',
    s.component,
  ];
  return elements.join(s.element) + w.end;
}

/** CAS segments: consecutive adjustments of one group, at most six to a segment. */
function casSegments(adjustments: CasAdjustment[] | undefined): [string, ...Element[]][] {
  const out: [string, ...Element[]][] = [];
  for (const a of adjustments ?? []) {
    const last = out.at(-1);
    const triple: Element[] = [a.reason, x12Amount(a.cents), a.units == null ? '' : x12Quantity(a.units)];
    if (last && last[1] === a.group && last.length < 2 + 18) last.push(...triple);
    else out.push(['CAS', a.group, ...triple]);
  }
  return out;
}

function claimSegments(claim: Build835Claim): [string, ...Element[]][] {
  const lines = claim.lines ?? [];
  const { billed, paid, patientResp } = claimFigures(claim);
  const [last = '', first = ''] = (claim.patientName ?? '').split(', ');
  const out: [string, ...Element[]][] = [
    [
      'CLP',
      claim.patientControl,
      claim.statusCode ?? '1',
      x12Amount(billed),
      x12Amount(paid),
      patientResp === 0 ? '' : x12Amount(patientResp),
      claim.filingIndicator === undefined ? 'MC' : claim.filingIndicator,
      claim.payerControl,
    ],
    ...casSegments(claim.adjustments),
  ];
  if (claim.patientName) out.push(['NM1', 'QC', '1', last, first]);
  if (claim.remarks?.length) out.push(['MOA', '', '', ...claim.remarks.slice(0, 5)]);
  for (const line of lines) {
    out.push([
      'SVC',
      ['HC', line.procedureCode, ...(line.modifiers ?? [])],
      x12Amount(line.billedCents),
      x12Amount(line.paidCents),
      '',
      line.units == null ? '' : x12Quantity(line.units),
    ]);
    if (line.serviceDate) out.push(['DTM', '472', compactDate(line.serviceDate)]);
    out.push(...casSegments(line.adjustments));
    if (line.lineControl) out.push(['REF', '6R', line.lineControl]);
    // The allowed amount: what the payer paid and what the patient owes.
    const patientOwes = total(line.adjustments, (a) => (a.group === 'PR' ? a.cents : 0));
    out.push(['AMT', 'B6', x12Amount(line.paidCents + patientOwes)]);
    for (const remark of line.remarks ?? []) out.push(['LQ', 'HE', remark]);
  }
  return out;
}

/** PLB segments: consecutive adjustments of one fiscal period, at most six pairs to a segment. */
function plbSegments(tx: Build835Transaction, providerId: string): [string, ...Element[]][] {
  const out: [string, ...Element[]][] = [];
  for (const p of tx.providerAdjustments ?? []) {
    const last = out.at(-1);
    const pair: Element[] = [[p.reason, p.reference], x12Amount(p.cents)];
    const period = p.fiscalPeriodEnd ? compactDate(p.fiscalPeriodEnd) : '';
    if (last && last[2] === period && last.length < 3 + 12) last.push(...pair);
    else out.push(['PLB', providerId, period, ...pair]);
  }
  return out;
}

/** The segments of one transaction, ST to the one before SE. */
function transactionSegments(tx: Build835Transaction, control: string, date: string): [string, ...Element[]][] {
  const claimsPaid = total(tx.claims, (c) => claimFigures(c).paid);
  const amount = tx.payment?.amountCents ?? claimsPaid - total(tx.providerAdjustments, (p) => p.cents);
  const method = tx.payment?.method ?? 'ACH';
  const bank =
    method === 'ACH'
      ? ['CCP', '01', '999999992', 'DA', '123456', '1512345678', '', '01', '031302955', 'DA', '98765']
      : Array<string>(11).fill('');
  const payer = tx.payer ?? DEFAULT_PAYER;
  const payee = tx.payee ?? DEFAULT_PAYEE;
  const paymentDate = tx.payment?.date === undefined ? date : tx.payment.date;
  const inRef = tx.payerIdAs === 'REF*2U';
  const out: [string, ...Element[]][] = [
    ['ST', '835', control],
    [
      'BPR',
      amount === 0 ? 'H' : 'I',
      x12Amount(amount),
      tx.payment?.creditDebit ?? 'C',
      method,
      ...bank,
      paymentDate ? compactDate(paymentDate) : '',
    ],
    ['TRN', '1', tx.trace.number, tx.trace.originatorId === undefined ? '1512345678' : tx.trace.originatorId],
    ['DTM', '405', compactDate(date)],
    ['N1', 'PR', payer.name, payer.id && !inRef ? 'XV' : '', inRef ? '' : payer.id],
    ['N3', 'PO BOX 8000'],
    ['N4', 'HARRISBURG', 'PA', '17105'],
    ...(inRef && payer.id ? [['REF', '2U', payer.id] as [string, ...Element[]]] : []),
    ['PER', 'BL', 'PROVIDER SERVICES', 'TE', '8005375227'],
    ['N1', 'PE', payee.name, payee.id ? 'XX' : '', payee.id],
    ['LX', '1'],
    ...tx.claims.flatMap(claimSegments),
    ...plbSegments(tx, payee.id ?? '1234567893'),
  ];
  return out;
}

/**
 * CLP03, CLP04, CLP05 as the file will carry them: given, or computed so the claim balances —
 * billed the lines' charges, paid billed less every adjustment (claim and lines), PR the patient's.
 */
function claimFigures(claim: Build835Claim) {
  const lines = claim.lines ?? [];
  const every = [...(claim.adjustments ?? []), ...lines.flatMap((l) => l.adjustments ?? [])];
  const billed = claim.billedCents ?? total(lines, (l) => l.billedCents);
  const paid = claim.paidCents ?? billed - total(every, (a) => a.cents);
  const patientResp = claim.patientRespCents ?? total(every, (a) => (a.group === 'PR' ? a.cents : 0));
  return { billed, paid, patientResp };
}

/** An 835 file of the given payments, valid and balanced unless `corrupt` says otherwise. */
export function build835(input: Build835Input, opts: Build835Options = {}): string {
  const separators = opts.separators ?? { ...SEPARATORS };
  const w = segmentWriter(separators, opts.lineBreaks ?? true);
  const corrupt = opts.corrupt ?? {};
  const control = input.controlNumber ?? 1001;
  const header = {
    senderId: input.senderId ?? 'PAPROMISE',
    receiverId: input.receiverId ?? 'KCS0001',
    date: input.date ?? '2026-11-20',
    time: input.time ?? '10:15',
    test: input.test ?? true,
  };
  const groups = input.groups ?? [{ transactions: input.transactions ?? [] }];
  let text = isaSegment(w, separators, header, control);
  let stNumber = 0;
  groups.forEach((group, g) => {
    const gs06 = group.controlNumber ?? control + g;
    const gs08 = g === 0 && corrupt.gs08 ? corrupt.gs08 : '005010X221A1';
    text += w.segment(
      'GS',
      'HP',
      header.senderId,
      header.receiverId,
      compactDate(header.date),
      header.time.replace(':', ''),
      gs06,
      'X',
      gs08,
    );
    for (const tx of group.transactions) {
      stNumber += 1;
      const st02 = tx.controlNumber ?? String(stNumber).padStart(4, '0');
      const segments = transactionSegments(tx, st02, header.date);
      if (stNumber === 1 && corrupt.st01) segments[0]![1] = corrupt.st01;
      text += segments.map(([id, ...elements]) => w.segment(id, ...elements)).join('');
      const first = stNumber === 1;
      text += w.segment(
        'SE',
        first && corrupt.seCount !== undefined ? corrupt.seCount : segments.length + 1,
        first && corrupt.se02 !== undefined ? corrupt.se02 : st02,
      );
    }
    text += w.segment(
      'GE',
      g === 0 && corrupt.geCount !== undefined ? corrupt.geCount : group.transactions.length,
      gs06,
    );
  });
  text += w.segment('IEA', corrupt.ieaCount ?? groups.length, corrupt.iea02 ?? String(control).padStart(9, '0'));
  return text;
}

/** A claim of a Hearth 837P, as `remittanceFor837` hands it to `decide`. */
export type Claim837 = {
  /** CLM01: 'batch-claim'. */
  patientControl: string;
  /** NM1*IL: 'LAST, FIRST'. */
  patientName: string;
  lines: { workEntryId: number; procedureCode: string; serviceDate: string; chargeCents: number; units: number }[];
};

/** What the payer does with one line; unnamed lines of a paid or partial claim are paid in full. */
export type LineDecision = {
  /** Default: the charge (paid, partial), nothing (denied). */
  paidCents?: number;
  /** The line's CAS. Whatever they leave of charge − paid is added as CO-45 (or, denied, the denial). */
  adjustments?: CasAdjustment[];
  /** LQ*HE remark codes. */
  remarks?: string[];
};

/**
 * The payer's answer to one claim (null: the claim is not in this remittance). 'reversal' takes
 * back what a 'paid' answer would have paid: CLP02 22, every amount negative.
 */
export type ClaimDecision = {
  status: 'paid' | 'partial' | 'denied' | 'reversal';
  /** By work entry id (the 837's REF*6R). */
  lines?: Record<number, LineDecision>;
  /** The adjustment of a denied line's charge, default CO-16 (claim lacks information). */
  denial?: { group: string; reason: string };
  /** Claim-level CAS: they reduce CLP04 below the lines' payments. */
  adjustments?: CasAdjustment[];
  /** MOA remark codes. */
  remarks?: string[];
  /** CLP07, default 'ICN' and CLP01's digits. */
  payerControl?: string;
  /** CLP02 instead of the status's (1, 1, 4, 22). */
  statusCode?: string;
};

export type RemittanceExtras = {
  transaction?: Partial<Omit<Build835Transaction, 'claims'>>;
  interchange?: Omit<Build835Input, 'groups' | 'transactions'>;
  options?: Build835Options;
};

const STATUS_CODES: Record<ClaimDecision['status'], string> = { paid: '1', partial: '1', denied: '4', reversal: '22' };
const centsOf = (decimal: string) => Math.round(Number(decimal) * 100);
const isoOf = (d8: string) => `${d8.slice(0, 4)}-${d8.slice(4, 6)}-${d8.slice(6, 8)}`;

/** The claims of a Hearth 837P (read by the strict test parser), and its payer and billing provider. */
export function read837(x12: string) {
  const file = parse837Strict(x12);
  const claims: Claim837[] = [];
  let patientName = '';
  let payer = DEFAULT_PAYER;
  let payee = DEFAULT_PAYEE;
  const v = (s: ParsedSegment, i: number) => elementOf(s, i);
  for (const s of file.segments) {
    const claim = claims.at(-1);
    const line = claim?.lines.at(-1);
    if (s.id === 'NM1' && v(s, 1) === 'IL') patientName = `${v(s, 3)}, ${v(s, 4)}`;
    if (s.id === 'NM1' && v(s, 1) === 'PR') payer = { name: v(s, 3), id: v(s, 9) };
    if (s.id === 'NM1' && v(s, 1) === '85') payee = { name: v(s, 3), id: v(s, 9) };
    if (s.id === 'CLM') claims.push({ patientControl: v(s, 1), patientName, lines: [] });
    if (s.id === 'SV1' && claim) {
      const [, procedureCode = ''] = s.elements[0] ?? [];
      const units = Number(v(s, 4));
      claim.lines.push({ workEntryId: 0, procedureCode, serviceDate: '', chargeCents: centsOf(v(s, 2)), units });
    }
    if (s.id === 'DTP' && v(s, 1) === '472' && line) line.serviceDate = isoOf(v(s, 3));
    if (s.id === 'REF' && v(s, 1) === '6R' && line) line.workEntryId = Number(v(s, 2));
  }
  return { claims, payer, payee, controlNumber: file.isa[13]!, submitterId: file.isa[6]!.trim() };
}

/** One 837 line answered: its payment, and adjustments that make up the rest of its charge. */
function answerLine(line: Claim837['lines'][number], decision: ClaimDecision): Build835Line {
  const d = decision.lines?.[line.workEntryId] ?? {};
  const denied = decision.status === 'denied';
  const paidCents = d.paidCents ?? (denied ? 0 : line.chargeCents);
  const adjustments = [...(d.adjustments ?? [])];
  const rest = line.chargeCents - paidCents - total(adjustments, (a) => a.cents);
  const fill = denied ? (decision.denial ?? { group: 'CO', reason: '16' }) : { group: 'CO', reason: '45' };
  if (rest !== 0) adjustments.push({ ...fill, cents: rest, units: null });
  return {
    procedureCode: line.procedureCode,
    billedCents: line.chargeCents,
    paidCents,
    units: line.units,
    serviceDate: line.serviceDate,
    lineControl: String(line.workEntryId),
    adjustments,
    remarks: d.remarks ?? [],
  };
}

const negate = (a: CasAdjustment): CasAdjustment => ({ ...a, cents: -a.cents });

function answerClaim(claim: Claim837, decision: ClaimDecision): Build835Claim {
  const reversal = decision.status === 'reversal';
  const lines = claim.lines.map((line) => {
    const answered = answerLine(line, decision);
    if (!reversal) return answered;
    const { billedCents, paidCents, adjustments = [] } = answered;
    return { ...answered, billedCents: -billedCents, paidCents: -paidCents, adjustments: adjustments.map(negate) };
  });
  const adjustments = (decision.adjustments ?? []).map((a) => (reversal ? negate(a) : a));
  return {
    patientControl: claim.patientControl,
    statusCode: decision.statusCode ?? STATUS_CODES[decision.status],
    payerControl: decision.payerControl ?? `ICN${claim.patientControl.replace(/\D/g, '')}`,
    patientName: claim.patientName,
    adjustments,
    remarks: decision.remarks ?? [],
    lines,
  };
}

/** The 835 input answering a Hearth 837P claim by claim (see `remittanceFor837`). */
export function remittanceInputFor837(
  x12_837: string,
  decide: (claim: Claim837, index: number) => ClaimDecision | null,
  extras: RemittanceExtras = {},
): Build835Input {
  const read = read837(x12_837);
  const claims = read.claims.flatMap((claim, i) => {
    const decision = decide(claim, i);
    return decision ? [answerClaim(claim, decision)] : [];
  });
  const transaction: Build835Transaction = {
    trace: { number: `EFT${Number(read.controlNumber)}` },
    payer: read.payer,
    payee: read.payee,
    ...extras.transaction,
    claims,
  };
  return {
    senderId: read.payer.id ?? undefined,
    receiverId: read.submitterId,
    ...extras.interchange,
    transactions: [transaction],
  };
}

/**
 * The 835 a payer would send for a Hearth 837P: CLP01 = CLM01, one SVC per 837 line with its
 * REF*6R, DTM*472, charge and units, paid and adjusted as `decide` says, balanced throughout.
 */
export function remittanceFor837(
  x12_837: string,
  decide: (claim: Claim837, index: number) => ClaimDecision | null,
  extras: RemittanceExtras = {},
): string {
  return build835(remittanceInputFor837(x12_837, decide, extras), extras.options);
}

/**
 * A large remittance for speed checks (tests and bench): `claimCount` claims of `linesPerClaim`
 * lines each — most paid in full, every 7th short (CO-45 and PR-1), every 50th denied (CO-16,
 * N290) — with two provider adjustments. 1,940 × 20 is a 500-staff month (38,800 lines).
 */
export function sampleRemittance(claimCount = 1940, linesPerClaim = 20): Build835Input {
  const claims: Build835Claim[] = [];
  for (let c = 0; c < claimCount; c += 1) {
    const lines: Build835Line[] = [];
    for (let l = 0; l < linesPerClaim; l += 1) {
      const n = c * linesPerClaim + l;
      const billedCents = 1848 + (n % 40) * 462;
      const denied = n % 50 === 49;
      const short = !denied && n % 7 === 3;
      const adjustments: CasAdjustment[] = denied
        ? [{ group: 'CO', reason: '16', cents: billedCents, units: null }]
        : short
          ? [
              { group: 'CO', reason: '45', cents: 400, units: null },
              { group: 'PR', reason: '1', cents: 100, units: null },
            ]
          : [];
      lines.push({
        procedureCode: 'W1726',
        modifiers: n % 2 === 0 ? ['U1'] : [],
        billedCents,
        paidCents: billedCents - total(adjustments, (a) => a.cents),
        units: 4 + (n % 5),
        serviceDate: `2026-10-${String((l % 28) + 1).padStart(2, '0')}`,
        lineControl: String(500000 + n),
        adjustments,
        remarks: denied ? ['N290'] : [],
      });
    }
    claims.push({
      patientControl: `77-${c + 1}`,
      patientName: `CLIENT${c}, ANN`,
      payerControl: `ICN77${c + 1}`,
      lines,
    });
  }
  const providerAdjustments = [
    { fiscalPeriodEnd: '2026-12-31', reason: 'L6', reference: 'INTEREST', cents: -1234 },
    { fiscalPeriodEnd: '2026-12-31', reason: 'WO', reference: 'OVERPAYMENT 12', cents: 5000 },
  ];
  return { transactions: [{ trace: { number: 'EFT0000077' }, claims, providerAdjustments }] };
}
