// Work entry reports (notes, payroll, billing, PROMISe) and the staff allocation summary: rows,
// order, stats to the cent, the date range, paging and every filter (docs/decisions/005-reports.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType, WorkEntryStatus } from '@hearth/shared';
import { createAuthorization, createClientRow, createService } from '../../seed/service-factory.js';
import { createWorkEntry } from '../../seed/work-entry-factory.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { shiftDay, dayAt, getReport, minutesAfter, staffMember, today, toUsDate } from './test-fixtures.js';

let t: TestApp;
let admin: string;
const id: Record<string, number> = {};
const D = (days: number) => shiftDay(today(t), days);

/** A work entry by `who` on authorization `cs` from `start`, lasting `minutes` (completed by default). */
async function entry(
  name: string,
  who: number,
  cs: number,
  start: Date,
  minutes: number,
  values = {},
  status: WorkEntryStatus = WorkEntryStatus.Completed,
) {
  const row = await createWorkEntry(t.database.db, {
    clientServiceId: cs,
    userId: who,
    start,
    end: minutesAfter(start, minutes),
    status,
    values,
  });
  id[name] = row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  const maria = await staffMember(t); // Lopez, Maria: 62.5 %
  const james = await staffMember(t, { firstName: 'James', lastName: 'Okafor', percentagePaid: 55 });
  Object.assign(id, { maria: maria.id, james: james.id });
  // Catalogue: W1726 matches authorization A by its code; W7060 matches B by id (B kept the old code W7059).
  id.catA = (await createService(db, { code: 'W1726', name: 'Companion', unitRate: 4.62 })).id;
  id.catB = (await createService(db, { code: 'W7060', name: 'Respite', unitRate: 5.12 })).id;
  const baker = await createClientRow(db, { firstName: 'Ann', lastName: 'Baker', mci: '100200300' });
  const diaz = await createClientRow(db, { firstName: 'Carl', lastName: 'Diaz', mci: '400500600', billingState: 'NJ' });
  Object.assign(id, { baker: baker.id, diaz: diaz.id });
  const both = [maria.id, james.id];
  const auth = (clientId: number, staffIds: number[], values: object) =>
    createAuthorization(db, { clientId, staffIds, values: { startDate: D(-30), endDate: D(30), ...values } });
  id.csA = (await auth(baker.id, both, { serviceName: 'Companion', serviceCode: 'W1726', unitRate: 4.62 })).id;
  id.csB = (
    await auth(diaz.id, both, { serviceId: id.catB, serviceName: 'Respite', serviceCode: 'W7059', unitRate: 5.12 })
  ).id;
  id.csOld = (await auth(baker.id, [maria.id], { startDate: D(-100), endDate: D(-40) })).id;
  id.csNext = (await auth(diaz.id, [james.id], { startDate: D(1), endDate: D(60) })).id;

  // The main week (today and the 6 days before).
  await entry('e7', james.id, id.csB, dayAt(t, -6, 0), 20, { notes: 'Client not home' }, WorkEntryStatus.Abandoned);
  await entry('e4', james.id, id.csB, dayAt(t, -4, 8, 30), 130, { signature: null, typedSignature: 'Carl Diaz' });
  await entry('e1', maria.id, id.csA, dayAt(t, -3, 9), 95, { adminVerification: true, notes: 'Budgeting' });
  await entry('e3', james.id, id.csA, dayAt(t, -2, 10), 50, {
    adminVerification: true,
    signature: null,
    noSignatureReason: 'other',
    noSignatureText: 'Asleep at the end',
  });
  await entry('e5', james.id, id.csB, dayAt(t, -1, 11), 44, {
    adminVerification: true,
    signature: null,
    noSignatureReason: 'unable',
  });
  await entry('e2', maria.id, id.csA, dayAt(t, -1, 14), 60);
  await entry('e6', maria.id, id.csA, dayAt(t, 0, 7), 0, {}, WorkEntryStatus.InProgress);
  // Outside the week: range edges, an overnight visit and one entered late.
  await entry('before', maria.id, id.csA, dayAt(t, -7, 23, 59), 15);
  await entry('r0', maria.id, id.csA, dayAt(t, -21, 23, 59), 15);
  await entry('r1', maria.id, id.csA, dayAt(t, -20, 0), 15);
  await entry('r2', maria.id, id.csA, dayAt(t, -18, 23, 59), 30);
  await entry('r3', maria.id, id.csA, dayAt(t, -17, 0), 15);
  await entry('overnight', maria.id, id.csA, dayAt(t, -10, 23, 30), 75);
  await entry('late', maria.id, id.csA, dayAt(t, -14, 10), 30, { createdAt: dayAt(t, -12, 12) });
});
afterAll(() => t.close());

const report = async (type: string, q: Record<string, string | number | undefined> = {}) => {
  const res = await getReport(t, admin, type, q);
  expect(res.status).toBe(200);
  return res.body as { data: Record<string, unknown>[]; recordCount: number; stats: Record<string, number> };
};
const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.entryId);
const line = (r: Record<string, unknown>) => [
  r.entryId,
  r.clientName,
  r.staffName,
  r.serviceCode,
  r.unitsUsed,
  r.grossAmount,
  r.netAmount,
  r.reviewed,
  r.dateOfService,
];
// Columns above: entry, client, staff, code, units, gross, net, reviewed, date of service.

// Hand-worked amounts (15-minute units, whole units only; net rounded half up to the cent):
//   e1 Maria A  95 min → 6 u × $4.62 = $27.72; 62.5 % = 17.325 → $17.33
//   e2 Maria A  60 min → 4 u × $4.62 = $18.48; 62.5 % = $11.55
//   e3 James A  50 min → 3 u × $4.62 = $13.86; 55 % = 7.623 → $7.62
//   e4 James B 130 min → 8 u × $5.12 = $40.96; 55 % = 22.528 → $22.53
//   e5 James B  44 min → 2 u × $5.12 = $10.24; 55 % = 5.632 → $5.63
// Week: 23 units, gross 27.72 + 18.48 + 13.86 + 40.96 + 10.24 = $111.26, net 17.33 + 11.55 + 7.62 + 22.53 + 5.63 = $64.66.
const WEEK = { recordCount: 5, totalUnits: 23, totalGross: 111.26, totalNet: 64.66 };

describe('entry reports over the default week', () => {
  it('notes lists every visit whatever its status, by start, with money only on completed ones', async () => {
    const body = await report('notes');
    expect(body.data.map(line)).toEqual([
      [id.e7, 'Diaz, Carl', 'Okafor, James', 'W7059', null, null, null, 'No', D(-6)],
      [id.e4, 'Diaz, Carl', 'Okafor, James', 'W7059', 8, 40.96, 22.53, 'No', D(-4)],
      [id.e1, 'Baker, Ann', 'Lopez, Maria', 'W1726', 6, 27.72, 17.33, 'Yes', D(-3)],
      [id.e3, 'Baker, Ann', 'Okafor, James', 'W1726', 3, 13.86, 7.62, 'Yes', D(-2)],
      [id.e5, 'Diaz, Carl', 'Okafor, James', 'W7059', 2, 10.24, 5.63, 'Yes', D(-1)],
      [id.e2, 'Baker, Ann', 'Lopez, Maria', 'W1726', 4, 18.48, 11.55, 'No', D(-1)],
      [id.e6, 'Baker, Ann', 'Lopez, Maria', 'W1726', null, null, null, 'No', D(0)],
    ]);
    expect(body.data.map((r) => r.status)).toEqual(['Abandoned', ...Array(5).fill('Completed'), 'In Progress']);
    expect(body.data[0]).toMatchObject({ notes: 'Client not home', billingState: 'NJ', mci: '400500600' });
    expect(body.data[2]).toMatchObject({ notes: 'Budgeting', billingState: 'PA', serviceName: 'Companion' });
    // How each visit was signed, in words (an open or abandoned visit has none yet).
    expect(body.data.map((r) => r.clientSignature)).toEqual([
      'No signature',
      'Typed signature: Carl Diaz',
      'Drawn signature',
      'Client could not sign: Asleep at the end',
      'Client could not sign: Client is physically unable to sign',
      'Drawn signature',
      'No signature',
    ]);
    // Completed entries only carry units and money, so the stats are the week's.
    expect(body.recordCount).toBe(7);
    expect(body.stats).toEqual({ ...WEEK, recordCount: 7 });
  });

  it('staff payroll and billing hold completed entries only, by staff member then start', async () => {
    for (const type of ['staff_pay', 'staff_billing']) {
      const body = await report(type);
      expect(ids(body.data)).toEqual([id.e1, id.e2, id.e4, id.e3, id.e5]);
      expect(body.data.map((r) => [r.staffName, r.unitRate, r.netAmount])).toEqual([
        ['Lopez, Maria', 4.62, 17.33],
        ['Lopez, Maria', 4.62, 11.55],
        ['Okafor, James', 5.12, 22.53],
        ['Okafor, James', 4.62, 7.62],
        ['Okafor, James', 5.12, 5.63],
      ]);
      expect(body.recordCount).toBe(5);
      expect(body.stats).toEqual(WEEK);
    }
  });

  it('PROMISe billing has one line per completed entry, by client then date of service', async () => {
    const body = await report('promise_billing');
    expect(body.data.map((r) => [r.entryId, r.mci, r.clientName, r.serviceCode, r.unitsUsed, r.grossAmount])).toEqual([
      [id.e1, '100200300', 'Baker, Ann', 'W1726', 6, 27.72],
      [id.e3, '100200300', 'Baker, Ann', 'W1726', 3, 13.86],
      [id.e2, '100200300', 'Baker, Ann', 'W1726', 4, 18.48],
      [id.e4, '400500600', 'Diaz, Carl', 'W7059', 8, 40.96],
      [id.e5, '400500600', 'Diaz, Carl', 'W7059', 2, 10.24],
    ]);
    expect(body.stats).toEqual(WEEK);
  });
});

describe('the date range', () => {
  it('counts whole local days at both ends by the visit start, in either date format', async () => {
    // r1 starts at 00:00 on the From day, r2 at 23:59 on the To day; r0 a minute before, r3 at 00:00 after.
    for (const q of [
      { fromDate: toUsDate(D(-20)), toDate: D(-18) },
      { fromDate: D(-20), toDate: toUsDate(D(-18)) },
    ]) {
      const body = await report('notes', q);
      expect(ids(body.data)).toEqual([id.r1, id.r2]);
      // r1 15 min → 1 u, r2 30 min → 2 u: 3 × $4.62 = $13.86; 62.5 % of 4.62 = 2.8875 → 2.89, of 9.24 = 5.775 → 5.78.
      expect(body.stats).toEqual({ recordCount: 2, totalUnits: 3, totalGross: 13.86, totalNet: 8.67 });
    }
  });

  it('takes the days of the time zone asked for', async () => {
    // In Los Angeles r1 (00:00 in New York) starts at 21:00 the day before, and r3 at 21:00 on the To day.
    const body = await report('notes', { fromDate: D(-20), toDate: D(-18), timeZone: 'America/Los_Angeles' });
    expect(ids(body.data)).toEqual([id.r2, id.r3]);
    expect(body.data.map((r) => r.dateOfService)).toEqual([D(-18), D(-18)]);
  });

  it('defaults to today and the 6 days before', async () => {
    const explicit = await report('notes', { fromDate: D(-6), toDate: D(0) });
    const implicit = await report('notes');
    expect(ids(implicit.data)).toEqual(ids(explicit.data));
    expect(ids(implicit.data)).not.toContain(id.before); // 23:59 on the 7th day back
    expect(ids(implicit.data)[0]).toBe(id.e7); // 00:00 on the 6th day back
  });

  it('may look at the visit end or the day the entry was created instead', async () => {
    const day = { fromDate: D(-9), toDate: D(-9) };
    expect(ids((await report('notes', day)).data)).toEqual([]);
    expect(ids((await report('notes', { ...day, dateFilterOption: 'end' })).data)).toEqual([id.overnight]);
    expect(ids((await report('notes', { ...day, dateFilterOption: '3' })).data)).toEqual([id.overnight]);
    const created = { fromDate: D(-12), toDate: D(-12) };
    expect(ids((await report('staff_pay', created)).data)).toEqual([]);
    expect(ids((await report('staff_pay', { ...created, dateFilterOption: 'created' })).data)).toEqual([id.late]);
    expect(ids((await report('staff_pay', { ...created, dateFilterOption: '1' })).data)).toEqual([id.late]);
  });
});

describe('paging', () => {
  it('slices the ordered rows while the count and stats cover the whole result', async () => {
    const body = await report('staff_pay', { offset: 1, limit: 2 });
    expect(ids(body.data)).toEqual([id.e2, id.e4]);
    expect(body.recordCount).toBe(5);
    expect(body.stats).toEqual(WEEK);
    expect(ids((await report('staff_pay', { offset: 5 })).data)).toEqual([]);
  });

  it('refuses a limit above 1000 or below 1', async () => {
    for (const limit of ['1001', '0']) {
      const res = await getReport(t, admin, 'staff_pay', { limit });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, field: 'limit' });
    }
  });
});

describe('filters of the entry reports', () => {
  it('admin verification: reviewed or not reviewed', async () => {
    const reviewed = await report('staff_pay', { adminVerification: 'reviewed' });
    expect(ids(reviewed.data)).toEqual([id.e1, id.e3, id.e5]);
    // 6 + 3 + 2 = 11 u; 27.72 + 13.86 + 10.24 = $51.82; 17.33 + 7.62 + 5.63 = $30.58
    expect(reviewed.stats).toEqual({ recordCount: 3, totalUnits: 11, totalGross: 51.82, totalNet: 30.58 });
    const notReviewed = await report('notes', { adminVerification: 'not_reviewed' });
    expect(ids(notReviewed.data)).toEqual([id.e7, id.e4, id.e2, id.e6]);
    // 8 + 4 = 12 u; 40.96 + 18.48 = $59.44; 22.53 + 11.55 = $34.08
    expect(notReviewed.stats).toEqual({ recordCount: 4, totalUnits: 12, totalGross: 59.44, totalNet: 34.08 });
  });

  it('staff member and client', async () => {
    const james = await report('staff_billing', { staffId: id.james });
    expect(ids(james.data)).toEqual([id.e4, id.e3, id.e5]);
    // 8 + 3 + 2 = 13 u; 40.96 + 13.86 + 10.24 = $65.06; 22.53 + 7.62 + 5.63 = $35.78
    expect(james.stats).toEqual({ recordCount: 3, totalUnits: 13, totalGross: 65.06, totalNet: 35.78 });
    const diaz = await report('notes', { clientId: id.diaz });
    expect(ids(diaz.data)).toEqual([id.e7, id.e4, id.e5]);
    // 8 + 2 = 10 u; 40.96 + 10.24 = $51.20; 22.53 + 5.63 = $28.16 (the abandoned e7 carries none)
    expect(diaz.stats).toEqual({ recordCount: 3, totalUnits: 10, totalGross: 51.2, totalNet: 28.16 });
  });

  it('catalogue service: authorizations carrying its code or made from it', async () => {
    const byCode = await report('staff_pay', { serviceId: id.catA });
    expect(ids(byCode.data)).toEqual([id.e1, id.e2, id.e3]);
    // 6 + 4 + 3 = 13 u × $4.62 = $60.06; 17.33 + 11.55 + 7.62 = $36.50
    expect(byCode.stats).toEqual({ recordCount: 3, totalUnits: 13, totalGross: 60.06, totalNet: 36.5 });
    const byId = await report('promise_billing', { serviceId: id.catB });
    expect(ids(byId.data)).toEqual([id.e4, id.e5]);
    // as the client Diaz: 10 u, $51.20, $28.16
    expect(byId.stats).toEqual({ recordCount: 2, totalUnits: 10, totalGross: 51.2, totalNet: 28.16 });
  });
});

describe('staff allocation summary', () => {
  const pairs = (rows: Record<string, unknown>[]) => rows.map((r) => [r.clientName, r.staffName, r.serviceRequestId]);

  it('lists allocations whose authorization overlaps the range, by client then staff', async () => {
    const body = await report('staff_allocation');
    expect(pairs(body.data)).toEqual([
      ['Baker, Ann', 'Lopez, Maria', id.csA],
      ['Baker, Ann', 'Okafor, James', id.csA],
      ['Diaz, Carl', 'Lopez, Maria', id.csB],
      ['Diaz, Carl', 'Okafor, James', id.csB],
    ]);
    expect(body.data[2]).toEqual({
      staffId: id.maria,
      staffName: 'Lopez, Maria',
      clientId: id.diaz,
      clientName: 'Diaz, Carl',
      serviceName: 'Respite',
      serviceCode: 'W7059',
      serviceRequestId: id.csB,
      serviceStartDate: D(-30),
      serviceEndDate: D(30),
    });
    expect(body.stats).toEqual({ recordCount: 4, totalUnits: 0, totalGross: 0, totalNet: 0 });
  });

  it('groups by staff member on request and takes future authorizations when the range reaches them', async () => {
    const body = await report('staff_allocation', { group: 'staff', toDate: D(5) });
    expect(pairs(body.data)).toEqual([
      ['Baker, Ann', 'Lopez, Maria', id.csA],
      ['Diaz, Carl', 'Lopez, Maria', id.csB],
      ['Baker, Ann', 'Okafor, James', id.csA],
      ['Diaz, Carl', 'Okafor, James', id.csB],
      ['Diaz, Carl', 'Okafor, James', id.csNext],
    ]);
    const old = await report('staff_allocation', { fromDate: D(-60), toDate: D(-50), staffId: id.maria });
    expect(pairs(old.data)).toEqual([['Baker, Ann', 'Lopez, Maria', id.csOld]]);
  });
});
