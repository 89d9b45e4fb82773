// X12 segment injection (issue 24): every delimiter and line break, in every value that reaches a
// claim file, written straight to the database as a row from before the input checks could hold
// it; the batch made through HTTP still reads, strictly, as the segments Hearth meant to write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { X12Parser } from 'node-x12';
import { shiftDay, UserType, zonedInstant } from '@hearth/shared';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { createCompletedEntry } from '../../seed/work-entry-factory.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { api, staffMember, today, TZ } from '../work-entries/test-support.js';
import { elementOf, parse837Strict, segmentsOf } from './test-x12-parser.js';

/** Every X12 separator Hearth declares, the `|` some payers use, and both line breaks. */
const DELIMITERS = '*~:^|\n\r';
/** A value with every delimiter after its first two characters. */
const poison = (v: string) => `${v.slice(0, 2)}${DELIMITERS}${v.slice(2)}`;

const SETTINGS = {
  legal_name: 'Keystone Community Supports LLC',
  address_street: '100 Market St',
  address_city: 'Harrisburg',
  address_state: 'PA',
  address_zip: '171011234',
  phone: '7175550100',
  contact_name: 'Pat Billing',
  npi: '1234567893',
  ein: '251234567',
  promise_provider_id: '123456789',
  promise_service_location: '0001',
  taxonomy_code: '253Z00000X',
  submitter_id: 'KCS0001',
  receiver_id: 'PAPROMISE',
  receiver_name: 'PA DHS PROMISE',
};

let t: TestApp;
let admin: string;
let monthStart: string;
let monthEnd: string;
let entryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInUser(t, { userType: UserType.SuperAdmin });
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  const staff = await staffMember(t);
  const db = t.database.db;
  monthEnd = shiftDay(`${today(t).slice(0, 8)}01`, -1);
  monthStart = `${monthEnd.slice(0, 8)}01`;

  // The settings row, then every claim setting poisoned behind the API's back.
  expect((await api(t, 'PUT', '/settings', owner.token, { timeZone: TZ })).status).toBe(200);
  const poisoned = Object.entries(SETTINGS).map(([column, value]) => sql`${sql.identifier(column)} = ${poison(value)}`);
  await db.execute(sql`UPDATE agency_settings SET ${sql.join(poisoned, sql`, `)}, test_claim_files = false`);

  const client = await createClientRow(db, {
    firstName: poison('Ann'),
    middleName: poison('Marie'),
    lastName: poison('Baker'),
    mci: poison('310000001'),
    diagnosticCode: `F84.0,${DELIMITERS}F70;F7*9`,
    dob: '1990-04-12',
    billingStreet: poison('12 Elm St'),
    billingCity: poison('Harrisburg'),
    billingState: poison('PA'),
    billingZip: poison('17104'),
  });
  const cs = await createAuthorization(db, {
    clientId: client.id,
    staffIds: [staff.id],
    values: {
      serviceCode: poison('W1726'),
      serviceName: poison('Companion'),
      unitRate: 4.62,
      unitLength: 0.25,
      unitsAuthorized: 480,
      startDate: shiftDay(monthStart, -30),
      endDate: shiftDay(monthEnd, 30),
    },
  });
  const entry = await createCompletedEntry(db, {
    userId: staff.id,
    clientServiceId: cs.id,
    start: zonedInstant(shiftDay(monthStart, 1), '09:00', TZ)!,
    minutes: 60,
    timeZone: TZ,
    values: { adminVerification: true },
  });
  entryId = entry.id;
});
afterAll(() => t.close());

describe('a claim file made from values holding X12 delimiters', () => {
  it('keeps every value inside its element: the strict reader and node-x12 read the segments Hearth wrote', async () => {
    const made = await api(t, 'POST', '/claims/batches', admin, { fromDate: monthStart, toDate: monthEnd });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ claimCount: 1, lineCount: 1 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/claims/batches/${made.body.data.id}/837p`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    const file = parse837Strict(res.body);
    new X12Parser(true).parse(res.body);

    // One provider, one subscriber, one claim, one line: nothing added, nothing lost.
    expect(file.segments.map((s) => s.id).join(' ')).toBe(
      'GS ST BHT NM1 PER NM1 HL PRV NM1 N3 N4 REF HL SBR NM1 N3 N4 DMG NM1 REF CLM HI LX SV1 DTP REF SE GE IEA',
    );
    expect(file.isa[6]).toBe('KC S0001'.padEnd(15));
    expect(file.isa[8]).toBe('PA PROMISE'.padEnd(15));
    expect(file.isa[15]).toBe('P');
    const [gs] = segmentsOf(file, 'GS');
    expect([elementOf(gs!, 2), elementOf(gs!, 3)]).toEqual(['KC S0001', 'PA PROMISE']);
    expect(elementOf(segmentsOf(file, 'NM1', '41')[0]!, 3)).toBe('KE YSTONE COMMUNITY SUPPORTS LLC');
    expect(segmentsOf(file, 'PER')[0]!.elements.flat()).toEqual(['IC', 'PA T BILLING', 'TE', '71 75550100']);
    expect(elementOf(segmentsOf(file, 'PRV')[0]!, 3)).toBe('25 3Z00000X');
    expect(elementOf(segmentsOf(file, 'NM1', '85')[0]!, 9)).toBe('12 34567893');
    expect(elementOf(segmentsOf(file, 'REF', 'EI')[0]!, 2)).toBe('251234567');
    expect(elementOf(segmentsOf(file, 'REF', 'G2')[0]!, 2)).toBe('12 345678900 01');
    expect(segmentsOf(file, 'N3').map((s) => elementOf(s, 1))).toEqual(['10 0 MARKET ST', '12 ELM ST']);
    expect(segmentsOf(file, 'N4').map((s) => s.elements.flat())).toEqual([
      ['HA RRISBURG', 'PA', '171011234'],
      ['HA RRISBURG', 'PA', '17104'],
    ]);
    expect(segmentsOf(file, 'NM1', 'IL')[0]!.elements.flat()).toEqual([
      'IL',
      '1',
      'BA KER',
      'AN N',
      'MA RIE',
      '',
      '',
      'MI',
      '31 0000001',
    ]);
    expect(segmentsOf(file, 'NM1', 'PR')[0]!.elements.flat()).toEqual([
      'PR',
      '2',
      'PA DHS PROMISE',
      '',
      '',
      '',
      '',
      'PI',
      'PA PROMISE',
    ]);
    expect(segmentsOf(file, 'HI')[0]!.elements).toEqual([
      ['ABK', 'F840'],
      ['ABF', 'F70'],
    ]);
    expect(segmentsOf(file, 'CLM')[0]!.elements[4]).toEqual(['12', 'B', '1']);
    expect(segmentsOf(file, 'SV1')[0]!.elements[0]).toEqual(['HC', 'W1 726']);
    expect(elementOf(segmentsOf(file, 'REF', '6R')[0]!, 2)).toBe(String(entryId));
  });
});
