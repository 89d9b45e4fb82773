// Receivables through HTTP: batches made through the API (two payers, one voided), remittances
// simulated by setting the lines' payment columns, then the open claims, their ages and buckets,
// payers, filing deadlines, the xlsx read back with exceljs, the audit trail and access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  AGING_BUCKETS,
  daysBetween,
  DEFAULT_FILING_LIMIT_DAYS,
  monthOf,
  shiftDay,
  UserType,
  zonedInstant,
  type ReceivableClaimOut,
  type ReceivablesOut,
} from '@hearth/shared';
import { rowsOf, type Row } from '../../db/rows.js';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { createCompletedEntry } from '../../seed/work-entry-factory.js';
import { SAMPLE_CLAIM_SETTINGS } from '../../test/claim-settings.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { api, staffMember, today, TZ } from '../work-entries/test-support.js';
import { receivablesCard } from './index.js';

let t: TestApp;
let owner: { id: number; token: string };
let admin: { id: number; token: string };
let staff: { id: number; token: string };
/** Today when batch A was made, and 40 days later when B was (today from then on). */
let dayA: string;
let dayB: string;
const batch: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };
/** Each client's claim in batch A and B: its claim number and its lines' ids (line order). */
const claims: Record<string, { batchId: number; claimNumber: number; lines: number[]; firstDate: string }> = {};

const DAY_MS = 86_400_000;
const HOUR = 1848; // an hour of Companion: 4 units at $4.62
const SECOND_PAYER = { receiverId: 'PAHC01', receiverName: 'Health Choices MCO' };
const SETTINGS = { timeZone: TZ, ...SAMPLE_CLAIM_SETTINGS, testClaimFiles: false };

type Db = TestApp['database']['db'];
type Client = { id: number; cs: number };

async function client(db: Db, first: string, last: string): Promise<Client> {
  const row = await createClientRow(db, {
    firstName: first,
    lastName: last,
    mci: `41${String(Object.keys(claims).length).padStart(7, '0')}`,
    diagnosticCode: 'F84.0',
    dob: '1990-04-12',
    billingStreet: '12 Elm St',
    billingCity: 'Harrisburg',
    billingState: 'PA',
    billingZip: '17104',
    latitude: 40.27,
    longitude: -76.88,
  });
  const cs = await createAuthorization(db, {
    clientId: row.id,
    staffIds: [staff.id],
    values: {
      serviceCode: 'W1726',
      serviceName: 'Companion',
      unitRate: 4.62,
      unitLength: 0.25,
      unitsAuthorized: 2000,
      startDate: shiftDay(dayA, -200),
      endDate: shiftDay(dayA, 200),
    },
  });
  return { id: row.id, cs: cs.id };
}

/** Verified hours of `c` on days of `month` (1-based), one a day. */
async function hours(db: Db, c: Client, month: string, days: number[]) {
  for (const d of days) {
    await createCompletedEntry(db, {
      userId: staff.id,
      clientServiceId: c.cs,
      start: zonedInstant(shiftDay(month, d - 1), '09:00', TZ)!,
      minutes: 60,
      timeZone: TZ,
      values: { adminVerification: true },
    });
  }
}

/** A batch of the month's verified entries, made through the API. */
async function makeBatch(month: string): Promise<number> {
  const res = await api(t, 'POST', '/claims/batches', admin.token, { fromDate: month, toDate: monthOf(month).to });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

/** The claims of a batch by client last name. */
async function claimsOf(db: Db, batchId: number, key: string) {
  const rows = await rowsOf(
    db,
    sql`SELECT l.claim_number, array_agg(l.id ORDER BY l.line_number) AS lines, min(l.service_date)::text AS first_date,
          min(c.last_name) AS last_name
        FROM claim_lines l JOIN clients c ON c.id = l.client_id
        WHERE l.batch_id = ${batchId} GROUP BY l.claim_number`,
  );
  for (const r of rows) {
    claims[`${key}:${String(r.last_name)}`] = {
      batchId,
      claimNumber: Number(r.claim_number),
      lines: (r.lines as (string | number)[]).map(Number),
      firstDate: String(r.first_date),
    };
  }
}

/** A remittance's answer on a line, as the posting would leave it. */
const answer = (lineId: number, p: { paid: number; adjusted: number; state: string; at?: Date }) =>
  t.database.db.execute(
    sql`UPDATE claim_lines SET paid_cents = ${p.paid}, adjusted_cents = ${p.adjusted}, payment_state = ${p.state},
          answered_at = ${p.at ?? t.clock.now()}, payer_control_number = 'PCN' || id
        WHERE id = ${lineId}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  owner = await signedInUser(t, { userType: UserType.SuperAdmin });
  admin = await signedInUser(t, { userType: UserType.Admin });
  staff = await staffMember(t);
  expect((await api(t, 'PUT', '/settings', owner.token, SETTINGS)).status).toBe(200);
  dayA = today(t);
  const monthA = monthOf(shiftDay(dayA, -100)).from;
  const monthB = monthOf(shiftDay(dayA, -60)).from;
  const monthC = monthOf(shiftDay(dayA, -20)).from;

  const people = {
    baker: await client(db, 'Ann', 'Baker'),
    diaz: await client(db, 'Carl', 'Diaz'),
    evans: await client(db, 'Lee', 'Evans'),
    fox: await client(db, 'Kim', 'Fox'),
    gray: await client(db, 'Sam', 'Gray'),
  };
  await hours(db, people.baker, monthA, [2, 3]);
  await hours(db, people.diaz, monthA, [4, 5]);
  await hours(db, people.evans, monthA, [6]);
  await hours(db, people.fox, monthA, [7]);
  await hours(db, people.gray, monthA, [8]);
  batch.a = await makeBatch(monthA);
  await claimsOf(db, batch.a, 'a');

  // 40 days later (sessions last 12 hours: signed in again), the other payer's batch.
  t.clock.advance(40 * DAY_MS);
  dayB = today(t);
  owner = await signedInUser(t, { userType: UserType.SuperAdmin });
  admin = await signedInUser(t, { userType: UserType.Admin });
  expect((await api(t, 'PUT', '/settings', owner.token, { ...SETTINGS, ...SECOND_PAYER })).status).toBe(200);
  await hours(db, people.baker, monthB, [2, 3]);
  await hours(db, people.diaz, monthB, [4]);
  await hours(db, people.evans, monthB, [5]);
  batch.b = await makeBatch(monthB);
  await claimsOf(db, batch.b, 'b');
  // A batch voided: nothing of it is receivable.
  await hours(db, people.gray, monthC, [2]);
  batch.c = await makeBatch(monthC);
  const voided = await api(t, 'POST', `/claims/batches/${batch.c}/void`, owner.token, { reason: 'Wrong month' });
  expect(voided.status).toBe(200);

  const c = claims;
  // Batch A: Baker paid in full; Diaz one line paid, one partly (CO-45 $2.00); Evans and Fox denied
  // (Evans's entry may be corrected: waiting for its replacement; Fox's answered 40 days ago); Gray nothing back.
  for (const id of c['a:Baker']!.lines) await answer(id, { paid: HOUR, adjusted: 0, state: 'paid' });
  await answer(c['a:Diaz']!.lines[0]!, { paid: HOUR, adjusted: 0, state: 'paid' });
  await answer(c['a:Diaz']!.lines[1]!, { paid: 1000, adjusted: 200, state: 'partly_paid' });
  await answer(c['a:Evans']!.lines[0]!, { paid: 0, adjusted: HOUR, state: 'denied' });
  await answer(c['a:Fox']!.lines[0]!, { paid: 0, adjusted: HOUR, state: 'denied', at: new Date(Date.now() - DAY_MS) });
  await db.execute(
    sql`UPDATE work_entries SET claim_correctable = TRUE
        WHERE id = (SELECT work_entry_id FROM claim_lines WHERE id = ${c['a:Evans']!.lines[0]!})`,
  );
  // Batch B: Baker's second line replaced by a later claim, Evans's claim replaced whole, Diaz's a void.
  await db.execute(sql`UPDATE claim_lines SET superseded = TRUE WHERE id = ${c['b:Baker']!.lines[1]!}`);
  await db.execute(sql`UPDATE claim_lines SET superseded = TRUE WHERE id = ${c['b:Evans']!.lines[0]!}`);
  await db.execute(sql`UPDATE claim_lines SET frequency = 'void' WHERE id = ${c['b:Diaz']!.lines[0]!}`);
});
afterAll(() => t.close());

const read = async (asOf?: string, token = admin.token): Promise<ReceivablesOut> => {
  const res = await api(t, 'GET', `/claims/receivables${asOf ? `?asOf=${asOf}` : ''}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const keyOf = (c: Pick<ReceivableClaimOut, 'batchId' | 'claimNumber'>) => `${c.batchId}-${c.claimNumber}`;
const claimKey = (name: string) => keyOf(claims[name]!);
const bucketSums = (r: ReceivablesOut) => Object.fromEntries(r.buckets.map((b) => [b.key, b.outstandingCents]));
const bucketCounts = (r: ReceivablesOut) => Object.fromEntries(r.buckets.map((b) => [b.key, b.claimCount]));

describe('GET /claims/receivables', () => {
  it('lists the open claims oldest first: outstanding, or denied and still correctable', async () => {
    const r = await read();
    expect(r.asOf).toBe(dayB);
    expect(r.filingLimitDays).toBe(DEFAULT_FILING_LIMIT_DAYS);
    // Not Baker A (paid), Fox A (denied, not correctable), Diaz B (a void), Evans B (replaced), nothing of C.
    expect(r.claims.map(keyOf)).toEqual([
      claimKey('a:Diaz'),
      claimKey('a:Evans'),
      claimKey('a:Gray'),
      claimKey('b:Baker'),
    ]);
    expect(
      r.claims.map((c) => [c.clientName, c.state, c.billedCents, c.paidCents, c.adjustedCents, c.outstandingCents]),
    ).toEqual([
      ['Diaz, Carl', 'partly_paid', 2 * HOUR, HOUR + 1000, 200, HOUR - 1200],
      ['Evans, Lee', 'denied', HOUR, 0, HOUR, 0],
      ['Gray, Sam', 'billed', HOUR, 0, 0, HOUR],
      // One of its two lines was replaced by a later claim: the other is billed.
      ['Baker, Ann', 'billed', HOUR, 0, 0, HOUR],
    ]);
    for (const c of r.claims) expect(c.billedCents, keyOf(c)).toBe(c.paidCents + c.adjustedCents + c.outstandingCents);
  });

  it('lists a denied claim only while the answer to that claim left its entry correctable', async () => {
    const db = t.database.db;
    const fox = claims['a:Fox']!;
    const entry = sql`(SELECT work_entry_id FROM claim_lines WHERE id = ${fox.lines[0]!})`;
    const listed = async () => (await read()).claims.some((c) => keyOf(c) === keyOf(fox));
    try {
      // Flagged for a later batch's claim (billed again there): not this claim's to correct.
      await db.execute(
        sql`UPDATE work_entries SET claim_correctable = TRUE, claim_batch_id = ${batch.b} WHERE id = ${entry}`,
      );
      expect(await listed()).toBe(false);
      await db.execute(sql`UPDATE work_entries SET claim_batch_id = ${batch.a} WHERE id = ${entry}`);
      expect(await listed()).toBe(true);
    } finally {
      await db.execute(
        sql`UPDATE work_entries SET claim_correctable = FALSE, claim_batch_id = ${batch.a} WHERE id = ${entry}`,
      );
    }
    expect(await listed()).toBe(false);
  });

  it('ages each claim from its batch’s day in the agency zone and sums only what is outstanding into buckets', async () => {
    const r = await read();
    const [diaz, , , baker] = r.claims;
    expect(diaz).toMatchObject({
      batchId: batch.a,
      patientControlNumber: claimKey('a:Diaz'),
      billedOn: dayA,
      ageDays: daysBetween(dayA, dayB),
      bucket: '31-60',
      serviceCode: 'W1726',
      payerId: 'PAPROMISE',
      payerName: 'PA DHS PROMISE',
      firstServiceDate: claims['a:Diaz']!.firstDate,
    });
    expect(baker).toMatchObject({ billedOn: dayB, ageDays: 0, bucket: '0-30', payerId: 'PAHC01' });
    expect(r.outstandingCents).toBe(HOUR - 1200 + HOUR + HOUR);
    expect(r.claimCount).toBe(4);
    expect(bucketSums(r)).toEqual({ '0-30': HOUR, '31-60': 2 * HOUR - 1200, '61-90': 0, '91-120': 0, '120+': 0 });
    // The denied claim counts in its bucket's claims (the list behind it) with nothing outstanding.
    expect(bucketCounts(r)).toEqual({ '0-30': 1, '31-60': 3, '61-90': 0, '91-120': 0, '120+': 0 });
    expect(r.buckets.map((b) => b.label)).toEqual(AGING_BUCKETS.map((b) => b.label));
  });

  it('moves the claims through the buckets as the day moves, and leaves out what was billed after it', async () => {
    const later = await read(shiftDay(dayB, 95));
    expect(later.claims.map((c) => [keyOf(c), c.bucket])).toEqual([
      [claimKey('a:Diaz'), '120+'],
      [claimKey('a:Evans'), '120+'],
      [claimKey('a:Gray'), '120+'],
      [claimKey('b:Baker'), '91-120'],
    ]);
    expect(bucketSums(later)).toMatchObject({ '91-120': HOUR, '120+': 2 * HOUR - 1200 });

    const edges = [
      [30, '0-30'],
      [31, '31-60'],
      [60, '31-60'],
      [61, '61-90'],
      [90, '61-90'],
      [91, '91-120'],
      [120, '91-120'],
      [121, '120+'],
    ] as const;
    for (const [age, bucket] of edges) {
      const gray = (await read(shiftDay(dayA, age))).claims.find((c) => keyOf(c) === claimKey('a:Gray'));
      expect(gray, String(age)).toMatchObject({ ageDays: age, bucket });
    }

    // Before batch B was made: only A's claims, 10 days old.
    const before = await read(shiftDay(dayA, 10));
    expect(before.claims.map(keyOf)).toEqual([claimKey('a:Diaz'), claimKey('a:Evans'), claimKey('a:Gray')]);
    expect(before.claims.every((c) => c.ageDays === 10)).toBe(true);
    expect(before.payers.map((p) => p.payerId)).toEqual(['PAPROMISE']);
    // The day before anything was billed: nothing.
    const none = await read(shiftDay(dayA, -1));
    expect(none).toMatchObject({ outstandingCents: 0, claimCount: 0, claims: [], payers: [] });
    expect(none.buckets.every((b) => b.outstandingCents === 0 && b.claimCount === 0)).toBe(true);
  });

  it('sums by payer (the batch’s receiver), most outstanding first, buckets adding up', async () => {
    const r = await read();
    expect(r.payers).toEqual([
      {
        payerId: 'PAPROMISE',
        payerName: 'PA DHS PROMISE',
        outstandingCents: 2 * HOUR - 1200,
        buckets: { '0-30': 0, '31-60': 2 * HOUR - 1200, '61-90': 0, '91-120': 0, '120+': 0 },
      },
      {
        payerId: 'PAHC01',
        payerName: 'Health Choices MCO',
        outstandingCents: HOUR,
        buckets: { '0-30': HOUR, '31-60': 0, '61-90': 0, '91-120': 0, '120+': 0 },
      },
    ]);
    expect(r.payers.reduce((s, p) => s + p.outstandingCents, 0)).toBe(r.outstandingCents);
    expect(r.buckets.reduce((s, b) => s + b.outstandingCents, 0)).toBe(r.outstandingCents);
  });

  it('flags claims within 30 days of their filing deadline (first day of service + the limit) and past it', async () => {
    const first = claims['a:Gray']!.firstDate;
    const deadline = shiftDay(first, DEFAULT_FILING_LIMIT_DAYS);
    const gray = async (asOf: string) => (await read(asOf)).claims.find((c) => keyOf(c) === claimKey('a:Gray'))!;
    expect(await gray(shiftDay(deadline, -31))).toMatchObject({
      filingDeadline: deadline,
      deadlineNear: false,
      deadlinePassed: false,
    });
    expect(await gray(shiftDay(deadline, -30))).toMatchObject({ deadlineNear: true, deadlinePassed: false });
    expect(await gray(deadline)).toMatchObject({ deadlineNear: true, deadlinePassed: false });
    expect(await gray(shiftDay(deadline, 1))).toMatchObject({ deadlineNear: false, deadlinePassed: true });

    // The agency's limit is a setting.
    const saved = await api(t, 'PUT', '/settings', owner.token, { timeZone: TZ, claimFilingLimitDays: 365 });
    expect(saved.status).toBe(200);
    try {
      const r = await read(shiftDay(deadline, 1));
      expect(r.filingLimitDays).toBe(365);
      expect(r.claims.find((c) => keyOf(c) === claimKey('a:Gray'))).toMatchObject({
        filingDeadline: shiftDay(first, 365),
        deadlineNear: false,
        deadlinePassed: false,
      });
    } finally {
      await api(t, 'PUT', '/settings', owner.token, { timeZone: TZ, claimFilingLimitDays: DEFAULT_FILING_LIMIT_DAYS });
    }
  });

  it('names the client from the claim, else from the client’s record', async () => {
    const db = t.database.db;
    const line = claims['a:Gray']!.lines[0]!;
    const [{ snapshot }] = (await rowsOf(db, sql`SELECT snapshot FROM claim_lines WHERE id = ${line}`)) as [Row];
    expect(snapshot).toMatchObject({ clientName: 'Gray, Sam', serviceCode: 'W1726' });
    await db.execute(sql`UPDATE claim_lines SET snapshot = NULL WHERE id = ${line}`);
    try {
      const gray = (await read()).claims.find((c) => keyOf(c) === claimKey('a:Gray'))!;
      expect(gray).toMatchObject({ clientName: 'Gray, Sam', serviceCode: 'W1726' });
    } finally {
      await db.execute(sql`UPDATE claim_lines SET snapshot = ${JSON.stringify(snapshot)}::jsonb WHERE id = ${line}`);
    }
  });

  it('refuses a date that is not one with 400 naming asOf; staff get 403, signed out 401', async () => {
    for (const asOf of ['2026-02-30', 'yesterday', '2026-13-01', '1800-01-01']) {
      const res = await api(t, 'GET', `/claims/receivables?asOf=${asOf}`, admin.token);
      expect(res.status, asOf).toBe(400);
      expect(res.body, asOf).toMatchObject({ field: 'asOf', message: 'Invalid date' });
    }
    const signedInStaff = await signedInUser(t, { userType: UserType.Staff });
    expect((await api(t, 'GET', '/claims/receivables', signedInStaff.token)).status).toBe(403);
    expect((await api(t, 'GET', '/claims/receivables/xlsx', signedInStaff.token)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/claims/receivables' })).statusCode).toBe(401);
    expect((await read(undefined, owner.token)).claimCount).toBe(4);
  });

  it('writes an audit row for each read and download: who, from where, which day, how many', async () => {
    const rows = (action: string) =>
      rowsOf(t.database.db, sql`SELECT * FROM audit_events WHERE action = ${action} ORDER BY id`);
    const reads = (await rows('claims.receivables')).length;
    await read(shiftDay(dayA, 10));
    const after = await rows('claims.receivables');
    expect(after).toHaveLength(reads + 1);
    expect(after.at(-1)).toMatchObject({
      actor_user_id: admin.id,
      target_type: 'receivables',
      ip: '127.0.0.1',
      details: { asOf: shiftDay(dayA, 10), claimCount: 3, outstandingCents: 2 * HOUR - 1200 },
    });
    const downloads = (await rows('claims.receivables.download')).length;
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/claims/receivables/xlsx',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const downloaded = await rows('claims.receivables.download');
    expect(downloaded).toHaveLength(downloads + 1);
    expect(downloaded.at(-1)).toMatchObject({
      actor_user_id: admin.id,
      details: { asOf: dayB, claimCount: 4, format: 'xlsx' },
    });
  });
});

describe('GET /claims/receivables/xlsx', () => {
  it('is a workbook of a Summary (buckets, payers) and every open claim in dollars, with the deadline flags', async () => {
    const asOf = shiftDay(dayB, 95);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/claims/receivables/xlsx?asOf=${asOf}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`hearth-receivables-${asOf}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Summary', 'Claims']);
    const r = await read(asOf);

    const summary = wb.getWorksheet('Summary')!;
    const cells = (sheet: ExcelJS.Worksheet, row: number) =>
      (sheet.getRow(row).values as ExcelJS.CellValue[])
        .slice(1)
        .map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v));
    expect(cells(summary, 1)).toEqual(['Receivables as of', asOf]);
    expect(cells(summary, 2)).toEqual(['Filing limit (days)', DEFAULT_FILING_LIMIT_DAYS]);
    expect(cells(summary, 4)).toEqual(['Age since billing', 'Claims', 'Outstanding']);
    expect([5, 6, 7, 8, 9].map((row) => cells(summary, row))).toEqual(
      r.buckets.map((b) => [b.label, b.claimCount, b.outstandingCents / 100]),
    );
    expect(cells(summary, 10)).toEqual(['Total', 4, r.outstandingCents / 100]);
    expect(cells(summary, 12)).toEqual(['Payer', 'Payer ID', ...AGING_BUCKETS.map((b) => b.label), 'Outstanding']);
    expect(cells(summary, 13)).toEqual([
      'PA DHS PROMISE',
      'PAPROMISE',
      0,
      0,
      0,
      0,
      (2 * HOUR - 1200) / 100,
      (2 * HOUR - 1200) / 100,
    ]);
    expect(cells(summary, 14)).toEqual(['Health Choices MCO', 'PAHC01', 0, 0, 0, HOUR / 100, 0, HOUR / 100]);
    expect(summary.getRow(13).getCell(8).numFmt).toContain('$');

    const sheet = wb.getWorksheet('Claims')!;
    expect(cells(sheet, 1).slice(0, 4)).toEqual(['Claim', 'Client', 'Payer', 'Payer ID']);
    expect(sheet.rowCount).toBe(1 + r.claims.length + 1);
    const diaz = r.claims[0]!;
    expect(cells(sheet, 2)).toEqual([
      diaz.patientControlNumber,
      'Diaz, Carl',
      'PA DHS PROMISE',
      'PAPROMISE',
      'W1726',
      diaz.billedOn,
      diaz.firstServiceDate,
      diaz.ageDays,
      'Over 120 days',
      'Partly paid',
      (2 * HOUR) / 100,
      (HOUR + 1000) / 100,
      2,
      (HOUR - 1200) / 100,
      diaz.filingDeadline,
      // 95 days after batch B: A's claims, served 100–130 days before A was made, are past 180 days.
      undefined,
      'Yes',
    ]);
    expect(sheet.getRow(2).getCell(11).numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('@');
    const total = cells(sheet, r.claims.length + 2);
    expect(total[0]).toBe('Total: 4 claims');
    expect(total[13]).toBe(r.outstandingCents / 100);
  });
  it('writes text as text: a formula-like name stays a string, characters XML forbids are dropped', async () => {
    const db = t.database.db;
    const line = claims['a:Gray']!.lines[0]!;
    const name = '=HYPERLINK("http://x","y")\u0001';
    await db.execute(sql`UPDATE claim_lines SET snapshot = jsonb_set(snapshot, '{clientName}', to_jsonb(${name}::text))
        WHERE id = ${line}`);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/claims/receivables/xlsx',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.getWorksheet('Claims')!;
      const row = [...Array(sheet.rowCount).keys()]
        .map((i) => sheet.getRow(i + 1))
        .find((r) => r.getCell(1).value === claimKey('a:Gray'))!;
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(2).value).toBe('=HYPERLINK("http://x","y")');
      expect(row.getCell(2).numFmt).toBe('@');
    } finally {
      await db.execute(sql`UPDATE claim_lines SET snapshot = jsonb_set(snapshot, '{clientName}', '"Gray, Sam"')
          WHERE id = ${line}`);
    }
  });
});

describe('the Overview card (receivablesCard, through the claims door)', () => {
  it('sums what is outstanding today, the lines denied this month, and names the oldest open claim', async () => {
    const card = await receivablesCard(t.database.db, { timeZone: TZ, now: t.clock.now() });
    expect(card).toEqual({
      outstandingCents: 2 * HOUR - 1200 + HOUR,
      // Evans's denial was answered today; Fox's 40 days ago (another month).
      deniedThisMonthCents: HOUR,
      deniedThisMonthClaims: 1,
      oldestOpen: {
        batchId: batch.a,
        claimNumber: claims['a:Diaz']!.claimNumber,
        clientName: 'Diaz, Carl',
        billedOn: dayA,
        ageDays: daysBetween(dayA, dayB),
      },
    });
  });
});
