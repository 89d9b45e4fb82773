// The 837P writer on a fixed sample agency: byte for byte the reviewed example in docs/examples
// (regenerate it with UPDATE_EXAMPLES=1 and review the diff), apart from the date and time fields.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { X12Parser, type X12Interchange } from 'node-x12';
import { build837p, icd10, x12Amount, x12Quantity, x12Text, type ClaimFileInput } from './x12-837p.js';

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
    expect([icd10('F84.0'), icd10('f70'), icd10('F'), icd10('84.0'), icd10('U07.1')]).toEqual([
      'F840',
      'F70',
      null,
      null,
      null,
    ]);
  });
});
