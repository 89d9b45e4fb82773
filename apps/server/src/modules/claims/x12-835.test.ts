// The 835 remittance reader: written by the test writer (and by hand where exact element text
// matters), read back to the cent; every envelope, balance and value problem named; a Hearth 837P
// answered by the payer and matched by its control numbers; and a 500-staff month read in one pass.
import { describe, expect, it } from 'vitest';
import { X12Parser, type X12Interchange } from 'node-x12';
import { RemittanceMsg } from '@hearth/shared';
import { SAMPLE_CLAIM_SETTINGS } from '../../test/claim-settings.js';
import {
  build835,
  DEFAULT_PAYEE,
  DEFAULT_PAYER,
  remittanceFor837,
  sampleRemittance,
  type Build835Transaction,
} from './test-835-writer.js';
import { parse835, type Parse835Result, type Remit835Transaction } from './x12-835.js';
import { build837p, type ClaimFileInput } from './x12-837p.js';

/** A payment with every field given, so what is read back must equal it field for field. */
const PAYMENT: Remit835Transaction = {
  controlNumber: '0001',
  payment: { amountCents: 15196, creditDebit: 'C', method: 'ACH', date: '2026-11-20' },
  trace: { number: '12345', originatorId: '1512345678' },
  payer: { name: 'PA DHS PROMISE', id: 'PAPROMISE' },
  payee: { name: 'KEYSTONE COMMUNITY SUPPORTS LLC', id: '1234567893' },
  claims: [
    {
      patientControl: '42-1',
      statusCode: '1',
      billedCents: 4620,
      paidCents: 4120,
      patientRespCents: 100,
      filingIndicator: 'MC',
      payerControl: 'ICN421',
      patientName: 'BAKER, ANN',
      adjustments: [],
      remarks: ['MA01'],
      lines: [
        {
          procedureCode: 'W1726',
          modifiers: ['U1', 'UA'],
          billedCents: 1848,
          paidCents: 1848,
          units: 4,
          serviceDate: '2026-10-02',
          lineControl: '1001',
          adjustments: [],
          remarks: [],
        },
        {
          procedureCode: 'W1726',
          modifiers: [],
          billedCents: 2772,
          paidCents: 2272,
          units: 6,
          serviceDate: '2026-10-09',
          lineControl: '1007',
          adjustments: [
            { group: 'CO', reason: '45', cents: 400, units: null },
            { group: 'PR', reason: '1', cents: 100, units: 1.5 },
          ],
          remarks: ['N362', 'M80'],
        },
      ],
    },
    {
      patientControl: '42-2',
      statusCode: '4',
      billedCents: 3344,
      paidCents: 0,
      patientRespCents: 0,
      filingIndicator: 'MC',
      payerControl: 'ICN422',
      patientName: 'BAKER, ANN',
      adjustments: [],
      remarks: ['N290', 'MA130'],
      lines: [
        {
          procedureCode: 'W7060',
          modifiers: [],
          billedCents: 3344,
          paidCents: 0,
          units: 2.5,
          serviceDate: '2026-10-03',
          lineControl: '1003',
          adjustments: [{ group: 'CO', reason: '16', cents: 3344, units: null }],
          remarks: ['N290'],
        },
      ],
    },
    {
      // Claim-level adjustments and no service lines.
      patientControl: '42-3',
      statusCode: '1',
      billedCents: 12000,
      paidCents: 10000,
      patientRespCents: 500,
      filingIndicator: null,
      payerControl: null,
      patientName: null,
      adjustments: [
        { group: 'CO', reason: '45', cents: 1500, units: null },
        { group: 'PR', reason: '2', cents: 500, units: null },
      ],
      remarks: [],
      lines: [],
    },
  ],
  providerAdjustments: [
    { fiscalPeriodEnd: '2026-12-31', reason: 'WO', reference: 'OVERPAY 0977', cents: 500 },
    { fiscalPeriodEnd: '2026-12-31', reason: 'L6', reference: 'INTEREST', cents: -1576 },
  ],
};

const ok = (result: Parse835Result) => {
  if (!result.ok) throw new Error(`Expected a valid 835, got:\n${result.problems.join('\n')}`);
  return result;
};
const problemsOf = (result: Parse835Result) => (result.ok ? [] : result.problems);
const single = (tx: Build835Transaction) => build835({ transactions: [tx] });

/** An 835 with hand-written segments between ST and SE (exact element text), SE01 counted. */
function handmade(body: string[], gs08 = '005010X221A1'): string {
  return [
    'ISA*00*          *00*          *ZZ*PAPROMISE      *ZZ*KCS0001        *261120*1015*^*00501*000000007*0*T*:',
    `GS*HP*PAPROMISE*KCS0001*20261120*1015*7*X*${gs08}`,
    'ST*835*0001',
    ...body,
    `SE*${body.length + 2}*0001`,
    'GE*1*7',
    'IEA*1*000000007',
  ]
    .map((s) => `${s}~\n`)
    .join('');
}
/** A payment of one claim with no lines: CLP03/CLP04 and BPR02 as given. */
const oneClaim = (clp03: string, clp04: string, bpr02 = clp04, cas: string[] = []) =>
  handmade([
    `BPR*I*${bpr02}*C*CHK************20261120`,
    'TRN*1*CHK100*1512345678',
    'N1*PR*PAYER',
    'N1*PE*AGENCY*XX*1234567893',
    'LX*1',
    `CLP*77-1*1*${clp03}*${clp04}**MC*ICN1`,
    ...cas,
  ]);

/** The sample payment written with one envelope value wrong, then read. */
const build835AndParse = (corrupt: NonNullable<Parameters<typeof build835>[1]>['corrupt']) =>
  parse835(build835({ transactions: [PAYMENT] }, { corrupt }));

const party: ClaimFileInput['party'] = { ...SAMPLE_CLAIM_SETTINGS, testClaimFiles: true };
const subscriber = (lastName: string, mci: string) => ({
  lastName,
  firstName: 'Ann',
  middleName: null,
  mci,
  birthDate: '1990-04-12',
  street: '12 Elm St',
  city: 'Harrisburg',
  state: 'PA',
  zip: '17104',
});
const SAMPLE_837: ClaimFileInput = {
  controlNumber: 42,
  date: '2026-11-02',
  time: '08:30',
  party,
  claims: [
    {
      claimNumber: 1,
      clientId: 7,
      subscriber: subscriber('Baker', '310000001'),
      diagnoses: ['F840'],
      serviceCode: 'W1726',
      lines: [
        { workEntryId: 1001, serviceDate: '2026-10-02', units: 4, chargeCents: 1848 },
        { workEntryId: 1007, serviceDate: '2026-10-09', units: 6, chargeCents: 2772 },
      ],
    },
    {
      claimNumber: 2,
      clientId: 7,
      subscriber: subscriber('Baker', '310000001'),
      diagnoses: ['F840'],
      serviceCode: 'W7060',
      lines: [{ workEntryId: 1003, serviceDate: '2026-10-03', units: 4, chargeCents: 3344 }],
    },
    {
      claimNumber: 3,
      clientId: 9,
      subscriber: subscriber('Cole', '310000002'),
      diagnoses: ['F79'],
      serviceCode: 'W1726',
      lines: [
        { workEntryId: 1002, serviceDate: '2026-10-02', units: 2.5, chargeCents: 1155 },
        { workEntryId: 1004, serviceDate: '2026-10-04', units: 4, chargeCents: 1848 },
        { workEntryId: 1005, serviceDate: '2026-10-05', units: 4, chargeCents: 1848 },
      ],
    },
  ],
};

describe('the 835 reader: round trips', () => {
  it('reads back every figure written, to the cent, with the default separators and line breaks', () => {
    const result = ok(parse835(single(PAYMENT)));
    expect(result.transactions).toEqual([PAYMENT]);
    expect(result.lineCount).toBe(3);
  });

  it('computes what the writer leaves out so the file balances: claim and payment totals, PR, ST02', () => {
    // Billed is left out where the lines give it; paid and patient responsibility everywhere.
    const claims = PAYMENT.claims.map(({ billedCents, paidCents: _p, patientRespCents: _r, ...claim }) =>
      claim.lines.length > 0 ? claim : { ...claim, billedCents },
    );
    const text = single({ trace: { number: 'T1' }, claims, providerAdjustments: PAYMENT.providerAdjustments });
    const [tx] = ok(parse835(text)).transactions;
    expect(tx!.payment.amountCents).toBe(PAYMENT.payment.amountCents);
    expect(tx!.claims.map((c) => [c.billedCents, c.paidCents, c.patientRespCents])).toEqual(
      PAYMENT.claims.map((c) => [c.billedCents, c.paidCents, c.patientRespCents]),
    );
    expect(tx!.controlNumber).toBe('0001');
    expect(tx!.payer).toEqual(DEFAULT_PAYER);
    expect(tx!.payee).toEqual(DEFAULT_PAYEE);
  });

  it('reads the payer id from REF*2U when N1*PR carries none', () => {
    const text = single({ ...PAYMENT, payerIdAs: 'REF*2U' });
    expect(text).toContain('N1*PR*PA DHS PROMISE~\nN3*');
    expect(text).toContain('REF*2U*PAPROMISE~');
    expect(ok(parse835(text)).transactions).toEqual([PAYMENT]);
  });

  it.each([
    ['| ^ newline', { element: '|', component: '^', repetition: '{', segment: '\n' }, true],
    ['! > apostrophe, no line breaks', { element: '!', component: '>', repetition: '^', segment: "'" }, false],
    ['* : ~, no line breaks', { element: '*', component: ':', repetition: '^', segment: '~' }, false],
  ])('reads the separators the ISA declares: %s', (_name, separators, lineBreaks) => {
    const text = build835({ transactions: [PAYMENT] }, { separators, lineBreaks });
    expect(text.startsWith(`ISA${separators.element}00`)).toBe(true);
    if (!lineBreaks) expect(text).not.toContain('\n');
    expect(ok(parse835(text)).transactions).toEqual([PAYMENT]);
  });

  it('takes CR LF after terminators and whitespace around the file', () => {
    const text = `\r\n  ${single(PAYMENT).replace(/\n/g, '\r\n')}\r\n\t `;
    expect(ok(parse835(text)).transactions).toEqual([PAYMENT]);
  });

  it('reads two payments (ST…SE) in one group and a second functional group, in file order', () => {
    const second = { ...PAYMENT, controlNumber: '0002', trace: { number: '67890', originatorId: null } };
    const third = { ...PAYMENT, controlNumber: '0003', trace: { number: 'ABC', originatorId: '1512345678' } };
    const text = build835({
      controlNumber: 88,
      groups: [{ transactions: [PAYMENT, second] }, { controlNumber: 200, transactions: [third] }],
    });
    expect(text.match(/^ST\*/gm)).toHaveLength(3);
    expect(text).toContain('GE*2*88~');
    expect(text).toContain('GE*1*200~');
    expect(text).toContain('IEA*2*000000088~');
    const { transactions, lineCount } = ok(parse835(text));
    expect(transactions).toEqual([PAYMENT, second, third]);
    expect(lineCount).toBe(9);
  });

  it('writes a file that node-x12 also reads in strict mode', () => {
    const interchange = new X12Parser(true).parse(single(PAYMENT)) as X12Interchange;
    const tx = interchange.functionalGroups[0]!.transactions[0]!;
    expect(tx.segments.filter((s) => s.tag === 'CLP').map((s) => s.valueOf(1))).toEqual(['42-1', '42-2', '42-3']);
    expect(tx.segments.filter((s) => s.tag === 'SVC').map((s) => s.valueOf(3))).toEqual(['18.48', '22.72', '0']);
  });

  it('cleans every written value: no separator in a name, code or number reaches the file', () => {
    const poison = '*~:^|\n';
    const text = single({
      ...PAYMENT,
      trace: { number: `TR${poison}1`, originatorId: null },
      payer: { name: `PAYER${poison}X`, id: 'P1' },
      claims: [{ ...PAYMENT.claims[0]!, patientControl: `42${poison}1`, patientName: `BA${poison}KER, ANN` }],
      providerAdjustments: [],
      payment: {},
    });
    const [tx] = ok(parse835(text)).transactions;
    expect(tx!.trace.number).toBe('TR 1');
    expect(tx!.payer.name).toBe('PAYER X');
    expect(tx!.claims[0]!.patientControl).toBe('42 1');
    expect(tx!.claims[0]!.patientName).toBe('BA KER, ANN');
  });
});

describe('the 835 reader: envelope', () => {
  const good = single(PAYMENT);

  it('refuses what is not X12, and an ISA without its separators', () => {
    for (const text of ['', 'hello', 'GS*HP*A*B~', '<html>ISA</html>']) {
      expect(parse835(text)).toEqual({ ok: false, problems: [RemittanceMsg.notX12] });
    }
    expect(problemsOf(parse835('ISA*00*short~'))).toEqual([
      'The ISA segment is malformed: it must hold 16 elements and declare distinct separators.',
    ]);
  });

  it('refuses another transaction: GS08 not 005010X221, GS01 not HP, ST01 not 835, a Hearth 837P', () => {
    expect(problemsOf(build835AndParse({ gs08: '005010X222A1' }))).toEqual([RemittanceMsg.not835]);
    expect(problemsOf(build835AndParse({ st01: '837' }))).toEqual([RemittanceMsg.not835]);
    expect(problemsOf(parse835(good.replace('GS*HP*', 'GS*HC*')))).toEqual([RemittanceMsg.not835]);
    const claimFile = build837p(SAMPLE_837);
    expect(parse835(claimFile)).toEqual({ ok: false, problems: [RemittanceMsg.not835] });
  });

  it('checks SE01 (segments ST to SE) and SE02 (= ST02)', () => {
    const segments = good.slice(good.indexOf('ST*'), good.indexOf('GE*')).split('~\n').length - 1;
    expect(problemsOf(build835AndParse({ seCount: segments + 1 }))).toEqual([
      `Transaction 0001 (trace 12345): SE01 says ${segments + 1} segments but the transaction has ${segments}.`,
    ]);
    expect(problemsOf(build835AndParse({ se02: '0009' }))).toEqual([
      'Transaction 0001 (trace 12345): SE02 "0009" is not the transaction\'s control number ST02.',
    ]);
  });

  it('checks GE01 (transactions in the group), IEA01 (groups) and IEA02 (= ISA13)', () => {
    expect(problemsOf(build835AndParse({ geCount: 2 }))).toEqual([
      'Functional group 1001: GE01 says 2 transactions but it holds 1.',
    ]);
    expect(problemsOf(build835AndParse({ ieaCount: 3 }))).toEqual([
      'Interchange 000001001: IEA01 says 3 functional groups but it holds 1.',
    ]);
    expect(problemsOf(build835AndParse({ iea02: '000001002' }))).toEqual([
      'Interchange 000001001: IEA02 "000001002" is not its control number ISA13.',
    ]);
    expect(problemsOf(parse835(good.replace('GE*1*1001', 'GE*1*1009')))).toEqual([
      'Functional group 1001: GE02 "1009" is not its GS06.',
    ]);
  });

  it('names unclosed loops, segments outside the envelope and a second interchange', () => {
    const noSe = good.replace(/SE\*\d+\*0001~\n/, '');
    expect(problemsOf(parse835(noSe))).toEqual(['Transaction 0001 (trace 12345) is not closed by an SE.']);
    const noTail = good.slice(0, good.indexOf('GE*'));
    expect(problemsOf(parse835(noTail))).toEqual([
      'Functional group 1001 is not closed by a GE.',
      'The interchange is not closed by an IEA.',
    ]);
    const stray = good.replace('GE*1*1001~', 'CLP*9-9*1*1*1~\nREF*6R*1~\nGE*1*1001~');
    expect(problemsOf(parse835(stray))).toEqual([
      expect.stringMatching(/^Segment \d+ \(CLP\) is outside a transaction \(ST…SE\)\.$/),
    ]);
    expect(problemsOf(parse835(`${good}N3*AFTER~\n`))).toEqual([
      expect.stringMatching(/^Segment \d+ \(N3\) comes after the IEA\.$/),
    ]);
    expect(problemsOf(parse835(good + good))[0]).toMatch(/^A second interchange starts at segment \d+/);
    expect(problemsOf(parse835(good.replace('LX*1~', 'lx*1~')))).toEqual([
      expect.stringMatching(/^Segment \d+ "lx\*1" does not start with a segment id\.$/),
    ]);
  });

  it('requires BPR and TRN in each payment', () => {
    const text = handmade(['N1*PR*PAYER', 'LX*1', 'CLP*77-1*1*10*10']);
    expect(problemsOf(parse835(text))).toEqual([
      'Transaction 0001: BPR is missing.',
      'Transaction 0001: TRN is missing.',
    ]);
  });
});

describe('the 835 reader: balance', () => {
  it('checks BPR02 against the claims’ payments less the provider adjustments', () => {
    // Claims pay $95.00, a provider adjustment takes $5.00 back: the payment must be $90.00.
    const text = single({
      trace: { number: '12345' },
      payment: { amountCents: 10000 },
      claims: [{ patientControl: '1-1', billedCents: 9500, paidCents: 9500 }],
      providerAdjustments: [{ fiscalPeriodEnd: '2026-12-31', reason: 'WO', reference: 'X1', cents: 500 }],
    });
    expect(problemsOf(parse835(text))).toEqual([
      "Transaction 0001 (trace 12345): BPR02 is $100.00 but the claims' payments less provider adjustments come to $90.00.",
    ]);
  });

  it('checks each line (SVC02 − CAS = SVC03) and each claim (CLP03 − all CAS = CLP04)', () => {
    const claim = PAYMENT.claims[0]!;
    const line = { ...claim.lines[1]!, paidCents: 2000 };
    const text = single({
      ...PAYMENT,
      payment: {},
      claims: [{ ...claim, paidCents: 4000, lines: [claim.lines[0]!, line] }],
    });
    expect(problemsOf(parse835(text))).toEqual([
      'Transaction 0001 (trace 12345): claim 42-1, line 2: SVC02 $27.72 less its adjustments $5.00 is $22.72 but SVC03 is $20.00.',
      'Transaction 0001 (trace 12345): claim 42-1: CLP03 $46.20 less its adjustments $5.00 is $41.20 but CLP04 is $40.00.',
    ]);
  });

  it('takes provider adjustments both ways, six pairs to a PLB segment', () => {
    const providerAdjustments = Array.from({ length: 8 }, (_, i) => ({
      fiscalPeriodEnd: '2026-12-31',
      reason: i % 2 ? 'L6' : 'WO',
      reference: `REF${i}`,
      cents: i % 2 ? -(i * 101) : i * 250 + 1,
    }));
    const tx = { ...PAYMENT, payment: {}, providerAdjustments };
    const text = single(tx);
    expect(text.match(/^PLB\*/gm)).toHaveLength(2);
    const [read] = ok(parse835(text)).transactions;
    expect(read!.providerAdjustments).toEqual(providerAdjustments);
    const net = 4120 + 10000 - providerAdjustments.reduce((s, p) => s + p.cents, 0);
    expect(read!.payment.amountCents).toBe(net);
    expect(text).toContain('PLB*1234567893*20261231*WO:REF0*0.01*L6:REF1*-1.01*');
  });

  it('reads a reversal (CLP02 22, every amount negative) beside a new payment, and a debit', () => {
    const reversal = {
      ...PAYMENT.claims[0]!,
      statusCode: '22',
      billedCents: -4620,
      paidCents: -4120,
      patientRespCents: -100,
      lines: PAYMENT.claims[0]!.lines.map((l) => ({
        ...l,
        billedCents: -l.billedCents,
        paidCents: -l.paidCents,
        adjustments: l.adjustments.map((a) => ({ ...a, cents: -a.cents })),
      })),
    };
    const corrected = { ...PAYMENT.claims[0]!, patientControl: '43-1', payerControl: 'ICN431' };
    const tx: Remit835Transaction = { ...PAYMENT, claims: [reversal, corrected], providerAdjustments: [] };
    const text = single({ ...tx, payment: { ...tx.payment, amountCents: undefined } });
    expect(text).toContain('CLP*42-1*22*-46.2*-41.2*-1*MC*ICN421~');
    expect(text).toContain('CAS*CO*45*-4~');
    const [read] = ok(parse835(text)).transactions;
    expect(read).toEqual({ ...tx, payment: { ...tx.payment, amountCents: 0 } });
    // Only a reversal: the payer takes $41.20 back (BPR03 D, BPR02 positive).
    const debit = single({
      ...tx,
      claims: [reversal],
      payment: { amountCents: 4120, creditDebit: 'D', method: 'NON' },
    });
    expect(ok(parse835(debit)).transactions[0]!.payment).toMatchObject({ amountCents: 4120, creditDebit: 'D' });
  });
});

describe('the 835 reader: values', () => {
  it.each([
    ['123.4', 12340],
    ['-12', -1200],
    ['0', 0],
    ['-0', 0],
    ['.5', 50],
    ['-.05', -5],
    ['0.29', 29],
    ['1.15', 115],
    ['4.35', 435],
    ['007.10', 710],
    ['1000000.01', 100000001],
  ])('reads the amount %s as %i cents exactly', (text, cents) => {
    const [tx] = ok(parse835(oneClaim(text, text))).transactions;
    expect(tx!.claims[0]!.billedCents).toBe(cents);
    expect(tx!.payment.amountCents).toBe(cents);
  });

  it.each(['1.234', '12a', '1.', '-', '+5', '1e3', '.', '1,000', ' 5', '0x10', '99999999999999999999'])(
    'names the element of a bad amount: %s',
    (text) => {
      // Only the unreadable element: sums with it would be meaningless.
      expect(problemsOf(parse835(oneClaim(text, '10')))).toEqual([
        `Transaction 0001 (trace CHK100): claim 77-1: CLP03 "${text}" is not an amount in dollars.`,
      ]);
    },
  );

  it('names a missing amount, a bad quantity and a bad date', () => {
    const text = oneClaim('10', '', '0', ['CAS*CO*45*10*x', 'SVC*HC:W1726*10*1O**4', 'DTM*472*20260230']);
    expect(problemsOf(parse835(text))).toEqual([
      'Transaction 0001 (trace CHK100): claim 77-1: CLP04 is missing.',
      'Transaction 0001 (trace CHK100): claim 77-1: CAS04 "x" is not a quantity.',
      'Transaction 0001 (trace CHK100): claim 77-1, line 1: SVC03 "1O" is not an amount in dollars.',
      'Transaction 0001 (trace CHK100): claim 77-1, line 1: DTM02 "20260230" is not a date (CCYYMMDD).',
    ]);
  });

  it('reads remark codes (MOA03–07, MIA05 and MIA20–23, LQ*HE) and the payer id from REF*2U', () => {
    const text = handmade([
      'BPR*I*10*C*CHK************20261120',
      'TRN*1*CHK7',
      'N1*PR*PAYER',
      'N3*PO BOX 1',
      'REF*2U*PAYER77',
      'N1*PE*AGENCY*XX*1234567893',
      'LX*1',
      'CLP*77-1*2*10*10**MC*ICN1',
      'NM1*QC*1*NUNEZ',
      `MIA*0***0*MA18${'*'.repeat(15)}N1*N2**N4`,
      'MOA***MA01*MA02*MA03*MA04*MA05',
      'SVC*HC:W1726:U1:U2:U3:U4:DESCRIPTION*10*10**4',
      'DTM*150*20261001',
      'LQ*HE*N10',
      'LQ*RX*IGNORED',
      'LQ*HE*N20',
    ]);
    const claim = ok(parse835(text)).transactions[0]!.claims[0]!;
    expect(claim.remarks).toEqual(['MA18', 'N1', 'N2', 'N4', 'MA01', 'MA02', 'MA03', 'MA04', 'MA05']);
    expect(claim.patientName).toBe('NUNEZ');
    expect(claim.lines[0]).toMatchObject({ modifiers: ['U1', 'U2', 'U3', 'U4'], serviceDate: '2026-10-01' });
    expect(claim.lines[0]!.remarks).toEqual(['N10', 'N20']);
    expect(ok(parse835(text)).transactions[0]!.payer).toEqual({ name: 'PAYER', id: 'PAYER77' });
  });

  it('skips segments it does not need, keeping CAS with its claim or line', () => {
    const text = handmade([
      'BPR*I*10*C*CHK************20261120',
      'TRN*1*CHK7',
      'CUR*PR*USD',
      'REF*EV*KCS0001',
      'DTM*405*20261120',
      'N1*PR*PAYER*XV*P1',
      'PER*CX*CLAIMS*TE*8005551212',
      'N1*PE*AGENCY*XX*1234567893',
      'RDM*BM*X',
      'LX*1',
      'TS3*1234567893*12*20261231*1*20',
      'TS2*0',
      'CLP*77-1*1*20*10**MC',
      'CAS*OA*23*5',
      'DTM*232*20261001',
      'AMT*AU*20',
      'QTY*CA*1',
      'SVC*HC:W1726*15*10',
      'DTM*472*20261002',
      'CAS*CO*45*5',
      'AMT*B6*10',
      'ZZZ*ANYTHING',
      'RDM*BM*Y',
    ]);
    const claim = ok(parse835(text)).transactions[0]!.claims[0]!;
    expect(claim.adjustments).toEqual([{ group: 'OA', reason: '23', cents: 500, units: null }]);
    expect(claim.lines).toEqual([
      {
        procedureCode: 'W1726',
        modifiers: [],
        billedCents: 1500,
        paidCents: 1000,
        units: null,
        serviceDate: '2026-10-02',
        lineControl: null,
        adjustments: [{ group: 'CO', reason: '45', cents: 500, units: null }],
        remarks: [],
      },
    ]);
  });

  it('refuses more service lines than the limit, by the shared message', () => {
    const input = sampleRemittance(2, 3);
    expect(ok(parse835(build835(input), { maxLines: 6 })).lineCount).toBe(6);
    expect(problemsOf(parse835(build835(input), { maxLines: 5 }))).toEqual([RemittanceMsg.tooManyLines(5)]);
  });
});

describe('an 835 answering a Hearth 837P (remittanceFor837)', () => {
  const claimFile = build837p(SAMPLE_837);

  it('pays all in full: CLP01 = CLM01, each line with its REF*6R, date, charge and units', () => {
    const [tx] = ok(parse835(remittanceFor837(claimFile, () => ({ status: 'paid' })))).transactions;
    expect(tx!.claims.map((c) => [c.patientControl, c.statusCode, c.billedCents, c.paidCents])).toEqual([
      ['42-1', '1', 4620, 4620],
      ['42-2', '1', 3344, 3344],
      ['42-3', '1', 4851, 4851],
    ]);
    const lines = tx!.claims.flatMap((c) => c.lines);
    expect(lines.map((l) => [l.lineControl, l.procedureCode, l.serviceDate, l.billedCents, l.units])).toEqual(
      SAMPLE_837.claims.flatMap((c) =>
        c.lines.map((l) => [String(l.workEntryId), c.serviceCode, l.serviceDate, l.chargeCents, l.units]),
      ),
    );
    expect(tx!.claims.map((c) => c.patientName)).toEqual(['BAKER, ANN', 'BAKER, ANN', 'COLE, ANN']);
    expect(tx!.payment.amountCents).toBe(4620 + 3344 + 4851);
    expect(tx!.payer).toEqual({ name: 'PA DHS PROMISE', id: 'PAPROMISE' });
    expect(tx!.payee).toEqual({ name: 'KEYSTONE COMMUNITY SUPPORTS LLC', id: '1234567893' });
  });

  it('denies claim 2 with CO-16 and N290, pays a line of claim 3 short with CO-45 and PR-1, leaves claim 1 out', () => {
    const text = remittanceFor837(
      claimFile,
      (claim) => {
        if (claim.patientControl === '42-1') return null;
        if (claim.patientControl === '42-2') return { status: 'denied', remarks: ['N290'], payerControl: 'ICN-2' };
        const pr = { group: 'PR', reason: '1', cents: 200, units: null };
        return { status: 'partial', lines: { 1004: { paidCents: 1348, adjustments: [pr], remarks: ['N362'] } } };
      },
      { transaction: { trace: { number: 'EFT-77', originatorId: null } } },
    );
    const [tx] = ok(parse835(text)).transactions;
    expect(tx!.trace).toEqual({ number: 'EFT-77', originatorId: null });
    const [denied, short] = tx!.claims;
    expect(tx!.claims).toHaveLength(2);
    expect(denied).toMatchObject({ patientControl: '42-2', statusCode: '4', paidCents: 0, payerControl: 'ICN-2' });
    expect(denied!.remarks).toEqual(['N290']);
    expect(denied!.lines[0]!.adjustments).toEqual([{ group: 'CO', reason: '16', cents: 3344, units: null }]);
    expect(short).toMatchObject({ patientControl: '42-3', paidCents: 4351, patientRespCents: 200 });
    expect(short!.lines[1]).toMatchObject({
      lineControl: '1004',
      paidCents: 1348,
      remarks: ['N362'],
      adjustments: [
        { group: 'PR', reason: '1', cents: 200, units: null },
        { group: 'CO', reason: '45', cents: 300, units: null },
      ],
    });
    expect(tx!.payment.amountCents).toBe(4351);
  });

  it('reverses a paid claim: CLP02 22 and every amount negative', () => {
    const text = remittanceFor837(claimFile, (c, i) =>
      i === 0 ? { status: 'reversal' } : c.patientControl === '42-3' ? { status: 'paid' } : null,
    );
    const [tx] = ok(parse835(text)).transactions;
    expect(tx!.claims.map((c) => [c.patientControl, c.statusCode, c.billedCents, c.paidCents])).toEqual([
      ['42-1', '22', -4620, -4620],
      ['42-3', '1', 4851, 4851],
    ]);
    expect(tx!.claims[0]!.lines.map((l) => [l.lineControl, l.paidCents])).toEqual([
      ['1001', -1848],
      ['1007', -2772],
    ]);
    expect(tx!.payment.amountCents).toBe(4851 - 4620);
  });
});

describe('the 835 reader: a 500-staff month', () => {
  it('reads 1,940 claims and 38,800 lines in one pass', () => {
    const text = build835(sampleRemittance(1940, 20));
    const [started, cpu] = [performance.now(), process.cpuUsage()];
    const result = ok(parse835(text));
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    console.warn(
      `parse835: ${(text.length / 1e6).toFixed(1)} MB, 38,800 lines in ${ms.toFixed(0)} ms (${cpuMs.toFixed(0)} ms CPU)`,
    );
    expect(result.lineCount).toBe(38_800);
    expect(result.transactions[0]!.claims).toHaveLength(1940);
    // A sanity bound only, on CPU time: on shared cores the wall clock waits for other processes.
    expect(cpuMs).toBeLessThan(3000);
  });
});
