// The 837P writer on a fixed sample agency: byte for byte the reviewed example in docs/examples
// (regenerate it with UPDATE_EXAMPLES=1 and review the diff), apart from the date and time fields.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { icd10Code } from '@hearth/shared';
import { X12Parser, type X12Interchange } from 'node-x12';
import { elementOf, parse837Strict, segmentsOf } from './test-x12-parser.js';
import { build837p, x12Amount, x12Quantity, x12Text, type ClaimFileInput } from './x12-837p.js';
import { x12Element } from './x12-elements.js';

const EXAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../docs/examples/837p-sample.x12',
);

const party: ClaimFileInput['party'] = {
  legalName: 'Keystone Community Supports LLC',
  addressStreet: '100 Market St',
  addressCity: 'Harrisburg',
  addressState: 'PA',
  addressZip: '171011234',
  phone: '7175550100',
  contactName: 'Pat Billing',
  npi: '1234567893',
  ein: '251234567',
  promiseProviderId: '123456789',
  promiseServiceLocation: '0001',
  taxonomyCode: '253Z00000X',
  submitterId: 'KCS0001',
  receiverId: 'PAPROMISE',
  receiverName: 'PA DHS PROMISE',
  testClaimFiles: true,
};

const baker = {
  lastName: 'Baker',
  firstName: 'Ann',
  middleName: 'Marie',
  mci: '310000001',
  birthDate: '1990-04-12',
  street: '12 Elm St',
  city: 'Harrisburg',
  state: 'PA',
  zip: '17104',
};

const SAMPLE: ClaimFileInput = {
  controlNumber: 42,
  date: '2026-11-02',
  time: '08:30',
  party,
  claims: [
    {
      claimNumber: 1,
      clientId: 7,
      subscriber: baker,
      diagnoses: ['F840', 'F70'],
      serviceCode: 'W1726',
      lines: [
        { workEntryId: 1001, serviceDate: '2026-10-02', units: 4, chargeCents: 1848 },
        { workEntryId: 1007, serviceDate: '2026-10-09', units: 6, chargeCents: 2772 },
      ],
    },
    {
      claimNumber: 2,
      clientId: 7,
      subscriber: baker,
      diagnoses: ['F840', 'F70'],
      serviceCode: 'W7060',
      lines: [{ workEntryId: 1003, serviceDate: '2026-10-03', units: 4, chargeCents: 3344 }],
    },
    {
      claimNumber: 3,
      clientId: 9,
      subscriber: {
        lastName: 'Núñez-O’Brien',
        firstName: 'José',
        middleName: null,
        mci: '310000002',
        birthDate: '1978-12-30',
        street: '4 Hill Rd, Apt *2',
        city: 'Camp Hill',
        state: 'pa',
        zip: '17011-2233',
      },
      diagnoses: ['F79'],
      serviceCode: 'W1726',
      lines: [{ workEntryId: 1002, serviceDate: '2026-10-02', units: 2.5, chargeCents: 1155 }],
    },
  ],
};

/** The date and time elements (ISA09, ISA10, GS04, GS05, BHT04, BHT05) blanked, to compare the rest. */
const withoutDates = (x12: string) =>
  x12
    .replace(/^(ISA(?:\*[^*]*){8})\*\d{6}\*\d{4}/m, '$1*D*T')
    .replace(/^(GS(?:\*[^*]*){3})\*\d{8}\*\d{4}/m, '$1*D*T')
    .replace(/^(BHT(?:\*[^*]*){3})\*\d{8}\*\d{4}/m, '$1*D*T');

describe('the 837P writer', () => {
  it('writes the reviewed example byte for byte', () => {
    const x12 = build837p(SAMPLE);
    if (process.env.UPDATE_EXAMPLES) writeFileSync(EXAMPLE, x12);
    expect(x12).toBe(readFileSync(EXAMPLE, 'utf8'));
  });

  it('changes only the date and time fields when made at another moment', () => {
    const later = build837p({ ...SAMPLE, date: '2027-01-15', time: '17:05' });
    expect(later).not.toBe(build837p(SAMPLE));
    expect(withoutDates(later)).toBe(withoutDates(build837p(SAMPLE)));
    expect(later).toContain('GS*HC*KCS0001*PAPROMISE*20270115*1705*42*X*005010X222A1~');
  });

  it('parses with node-x12 in strict mode, and its counts and totals hold', () => {
    const interchange = new X12Parser(true).parse(build837p(SAMPLE)) as X12Interchange;
    const tx = interchange.functionalGroups[0]!.transactions[0]!;
    const tags = tx.segments.map((s) => s.tag);
    expect(tags.filter((t) => t === 'CLM')).toHaveLength(3);
    expect(tags.filter((t) => t === 'LX')).toHaveLength(4);
    // Two subscribers: HL 2 and HL 3 under the billing provider HL 1.
    expect(tx.segments.filter((s) => s.tag === 'HL').map((s) => s.elements.map((e) => e.value).join('*'))).toEqual([
      '1**20*1',
      '2*1*22*0',
      '3*1*22*0',
    ]);
    const clm = tx.segments.filter((s) => s.tag === 'CLM').map((s) => s.valueOf(2));
    expect(clm).toEqual(['46.2', '33.44', '11.55']);
    expect(interchange.header.valueOf(15)).toBe('T');
  });

  it('makes values safe for X12', () => {
    expect(x12Text('Núñez-O’Brien', 60)).toBe('NUNEZ-O BRIEN');
    expect(x12Text('4 Hill Rd, Apt *2~:^', 55)).toBe('4 HILL RD, APT 2');
    expect(x12Text('  a   b ', 60)).toBe('A B');
    expect(x12Text('x'.repeat(70), 60)).toHaveLength(60);
    expect([x12Amount(1848), x12Amount(4620), x12Amount(1200), x12Amount(5), x12Amount(0)]).toEqual([
      '18.48',
      '46.2',
      '12',
      '0.05',
      '0',
    ]);
    expect([x12Quantity(4), x12Quantity(2.5), x12Quantity(0.333)]).toEqual(['4', '2.5', '0.33']);
    expect([icd10Code('F84.0'), icd10Code('f70'), icd10Code('F'), icd10Code('84.0'), icd10Code('U07.1')]).toEqual([
      'F840',
      'F70',
      null,
      null,
      null,
    ]);
  });
});

describe('the 837P writer, element by element', () => {
  it('passes the strict reader: separators from the ISA, segment ids, counts, ISA length', () => {
    const file = parse837Strict(build837p(SAMPLE));
    expect(file.separators).toEqual({ element: '*', component: ':', repetition: '^', segment: '~' });
    expect(segmentsOf(file, 'SV1').map((s) => elementOf(s, 1))).toEqual([
      'HC:W1726',
      'HC:W1726',
      'HC:W7060',
      'HC:W1726',
    ]);
    // The reader itself refuses what it must.
    const good = build837p(SAMPLE);
    expect(() => parse837Strict(good.replace('N4*HARRISBURG*PA', 'N4*HARRISBURG*PA~\nISA*00'))).toThrow(/not an 837P/);
    expect(() => parse837Strict(good.replace('N3*12 ELM ST', 'N3*12 ELM*ST'))).toThrow(/N3 has 2 elements/);
    expect(() => parse837Strict(good.replace('N3*12 ELM ST', 'N3*12 ELM:ST'))).toThrow(/not a composite/);
    expect(() => parse837Strict(good.replace('N3*12 ELM ST', 'N3*12 ELM^ST'))).toThrow(/contains/);
    expect(() => parse837Strict(good.replace('N3*12 ELM ST', 'N3*12 ELM\rST'))).toThrow(/control/);
    expect(() => parse837Strict(good.replace('*KCS0001        *', '*KCS0001       *'))).toThrow(/ISA/);
    expect(() => parse837Strict(good.replace('SE*50*', 'SE*49*'))).toThrow(/SE01/);
    expect(() => parse837Strict(good.replace('GE*1*42', 'GE*2*42'))).toThrow(/GE01/);
    expect(() => parse837Strict(good.replace('IEA*1*000000042', 'IEA*1*000000043'))).toThrow(/IEA02/);
    expect(() => parse837Strict(good.replace('HC:W7060', 'HC:'))).toThrow(/empty component/);
  });

  it('lets no value out of its element: every delimiter and line break in every field is cleaned', () => {
    const bad = '*~:^|\n\r';
    const poison = (v: string) => `${v.slice(0, 2)}${bad}${v.slice(2)}`;
    const party = Object.fromEntries(
      Object.entries(SAMPLE.party).map(([k, v]) => [k, typeof v === 'string' ? poison(v) : v]),
    ) as ClaimFileInput['party'];
    const subscriber = Object.fromEntries(
      Object.entries(baker).map(([k, v]) => [k, k === 'birthDate' ? v : poison(v)]),
    ) as typeof baker;
    const x12 = build837p({
      ...SAMPLE,
      party,
      claims: SAMPLE.claims.map((c) => ({
        ...c,
        subscriber,
        diagnoses: c.diagnoses.map(poison),
        serviceCode: poison(c.serviceCode),
      })),
    });
    const file = parse837Strict(x12);
    expect(file.segments).toHaveLength(parse837Strict(build837p(SAMPLE)).segments.length);
    expect(file.isa[6]).toBe('KC S0001       ');
    expect(segmentsOf(file, 'N4').map((s) => s.elements.map((e) => e.join(':')))).toEqual([
      ['HA RRISBURG', 'PA', '171011234'],
      ['HA RRISBURG', 'PA', '17104'],
      ['HA RRISBURG', 'PA', '17104'],
    ]);
    expect(segmentsOf(file, 'NM1', 'IL').map((s) => elementOf(s, 9))).toEqual(['31 0000001', '31 0000001']);
    expect(elementOf(segmentsOf(file, 'SV1')[0]!, 1)).toBe('HC:W1 726');
    expect(elementOf(segmentsOf(file, 'HI')[0]!, 1)).toBe('ABK:F8 40');
    expect(segmentsOf(file, 'REF', 'G2').map((s) => elementOf(s, 2))).toEqual(['12 345678900 01', '12 345678900 01']);
  });

  it('the element writer keeps case, removes accents, separators and control characters', () => {
    expect(x12Element('kcs~0001')).toBe('kcs 0001');
    expect(x12Element('José\t\u0000O’Brien|x^y:z*')).toBe('Jose O Brien x y z');
    expect(x12Element('  1234567893  ', 10)).toBe('1234567893');
  });
});
