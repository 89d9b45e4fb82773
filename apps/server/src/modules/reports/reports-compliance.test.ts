// The compliance reports (issue 22, docs/decisions/018 "Training hours and reports"): Training
// compliance (hours of the period against the requirement by user type, per ODP topic) and Credential
// compliance (active staff × the required types that apply to them, state and dates), figure by
// figure; their filters, who may run them, and the xlsx download read back.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, UserType } from '@hearth/shared';
import { rowsOf } from '../../db/rows.js';
import { createUser } from '../../seed/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { exportReport, getReport, readSheet, rowValues } from './test-fixtures.js';

let t: TestApp;
let admin: { id: number; token: string };
let staffToken: string;
const id = { maria: 0, james: 0, pat: 0 };
const PSP = 'Pennsylvania State Police criminal history check';
const CPR = 'CPR and First Aid';

type Course = [staffId: number, completedOn: string, hours: number, topics: string[]];
async function train(courses: Course[]) {
  for (const [staffId, day, hours, topics] of courses) {
    await t.database.db.execute(sql`INSERT INTO staff_training (staff_id, course, completed_on, hours, topics)
      VALUES (${staffId}, 'Course', ${day}, ${hours}, ${`{${topics.join(',')}}`}::text[])`);
  }
}

async function credential(staffId: number, typeName: string, issuedOn: string, expiresOn: string) {
  await t.database.db.execute(sql`INSERT INTO staff_credentials (staff_id, credential_type_id, issued_on, expires_on)
    SELECT ${staffId}, id, ${issuedOn}, ${expiresOn} FROM credential_types WHERE name = ${typeName}`);
}

beforeAll(async () => {
  t = await createTestApp();
  // Monday 15 March 2027, 10:00 in New York: the 2026–27 training year.
  t.clock.advance(Date.parse('2027-03-15T14:00:00Z') - t.clock.now().getTime());
  const db = t.database.db;
  admin = await signedInUser(t, { userType: UserType.Admin, firstName: 'Ann', lastName: 'Adams' });
  const maria = await signedInUser(t, { userType: UserType.Staff, firstName: 'Maria', lastName: 'Lopez' });
  staffToken = maria.token;
  const james = await createUser(db, { userType: UserType.Staff, firstName: 'James', lastName: '=Okafor' });
  const pat = await createUser(db, {
    userType: UserType.Staff,
    firstName: 'Pat',
    lastName: 'Gone',
    status: Status.Inactive,
  });
  Object.assign(id, { maria: maria.id, james: james.id, pat: pat.id });
  await train([
    [maria.id, '2026-06-30', 5, ['incident_management']], // the year before
    [maria.id, '2026-07-01', 10, ['person_centred_practices', 'individual_rights']],
    [maria.id, '2027-03-01', 15, ['incident_management']],
    [james.id, '2026-09-01', 4.5, ['individual_rights']],
    [pat.id, '2026-10-01', 2, []],
  ]);
  await db.execute(sql`UPDATE staff_training SET deleted_at = now() WHERE staff_id = ${pat.id}`);
  await train([[pat.id, '2026-10-02', 1, []]]);
  // Maria: the police check expires in 46 days (expiring), no CPR (missing). James: CPR expired on
  // 1 March (no grace days: expired), the police check good until 2029.
  await credential(maria.id, PSP, '2022-05-01', '2027-04-30');
  await credential(james.id, CPR, '2025-03-02', '2027-03-01');
  await credential(james.id, PSP, '2024-01-02', '2029-01-01');
  await db.execute(sql`UPDATE credential_types SET enforced = TRUE WHERE name = ${CPR}`);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rowsFor = async (type: string, q: Record<string, string | number> = {}) => {
  const res = await getReport(t, admin.token, type, q);
  expect(res.status).toBe(200);
  return res.body as { data: Row[]; recordCount: number };
};
const byName = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.name, r]));

describe('Training compliance', () => {
  it('gives each staff member the training year’s hours against their requirement, per topic', async () => {
    const { data } = await rowsFor('training_compliance');
    const rows = byName(data);
    expect(Object.keys(rows).sort()).toEqual(['=Okafor, James', 'Adams, Ann', 'Gone, Pat', 'Lopez, Maria']);
    // 10 + 15 (a course once, whatever its topics); the 5 hours of 30 June 2026 are last year's.
    expect(rows['Lopez, Maria']).toMatchObject({
      requiredHours: 24,
      hours: 25,
      missingHours: 0,
      met: 'Yes',
      topicPersonCentredPractices: 10,
      topicIndividualRights: 10,
      topicIncidentManagement: 15,
      topicRecognisingReportingAbuse: 0,
      topicPositiveBehaviourSupports: 0,
      topicImplementingIndividualPlan: 0,
    });
    expect(rows['=Okafor, James']).toMatchObject({ requiredHours: 24, hours: 4.5, missingHours: 19.5, met: 'No' });
    // Management: 12 hours. A deleted course does not count.
    expect(rows['Adams, Ann']).toMatchObject({ requiredHours: 12, hours: 0, missingHours: 12, met: 'No' });
    expect(rows['Gone, Pat']).toMatchObject({ hours: 1 });
  });

  it('asks hours in proportion to a shorter range, in quarter hours, and takes the staff and status filters', async () => {
    // 1 January – 31 March 2027: 90 days of 365.25 × 24 h = 5.91 → 6 h.
    const q = { fromDate: '2027-01-01', toDate: '2027-03-31' };
    const rows = byName((await rowsFor('training_compliance', q)).data);
    expect(rows['Lopez, Maria']).toMatchObject({ requiredHours: 6, hours: 15, met: 'Yes' });
    expect(rows['Adams, Ann']).toMatchObject({ requiredHours: 3 });
    const one = await rowsFor('training_compliance', { staffId: id.james });
    expect(one.data.map((r) => r.name)).toEqual(['=Okafor, James']);
    expect(one.recordCount).toBe(1);
    const inactive = await rowsFor('training_compliance', { status: 'inactive' });
    expect(inactive.data.map((r) => r.name)).toEqual(['Gone, Pat']);
    const active = await rowsFor('training_compliance', { status: 'active' });
    expect(active.recordCount).toBe(3);
    const refused = await getReport(t, admin.token, 'training_compliance', { clientId: 1 });
    expect(refused.status).toBe(400);
  });

  it('is refused to a Staff user, and exports to xlsx with a name beginning with "=" kept as text', async () => {
    expect((await getReport(t, staffToken, 'training_compliance')).status).toBe(403);
    expect((await exportReport(t, staffToken, 'training_compliance')).status).toBe(403);
    const res = await exportReport(t, admin.token, 'training_compliance', { status: 'active' });
    expect(res.status).toBe(200);
    const sheet = await readSheet(res.raw);
    expect(rowValues(sheet, 1).slice(0, 6)).toEqual([
      'Staff Name',
      'Required Hours',
      'Hours Done',
      'Missing Hours',
      'Met',
      'Person-centred practices',
    ]);
    const names = [2, 3, 4].map((n) => sheet.getRow(n).getCell(1));
    const okafor = names.find((c) => c.value === '=Okafor, James')!;
    expect([okafor.type, okafor.formula]).toEqual([ExcelJS.ValueType.String, undefined]);
    const maria = [2, 3, 4].find((n) => sheet.getRow(n).getCell(1).value === 'Lopez, Maria')!;
    expect(rowValues(sheet, maria)).toEqual(['Lopez, Maria', 24, 25, 0, 'Yes', 10, 0, 10, 15, 0, 0]);
  });
});

describe('Credential compliance', () => {
  it('lists every active staff member × required type that applies, with state, dates and days left', async () => {
    const { data } = await rowsFor('credential_compliance');
    // Admins clock no visits; inactive staff are left out; serving no minor and driving nowhere,
    // the visit staff need the police check and CPR. 15 March 2027 → 1 January 2029: 366 + 292 days.
    const pick = (r: Row) => [r.name, r.credential, r.state, r.issuedOn, r.expiresOn, r.daysLeft, r.enforced];
    const got = data
      .map(pick)
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])));
    expect(got).toEqual([
      ['=Okafor, James', CPR, 'Expired', '2025-03-02', '2027-03-01', -14, 'Yes'],
      ['=Okafor, James', PSP, 'Valid', '2024-01-02', '2029-01-01', 658, 'No'],
      ['Lopez, Maria', CPR, 'Missing', null, null, null, 'Yes'],
      ['Lopez, Maria', PSP, 'Expiring', '2022-05-01', '2027-04-30', 46, 'No'],
    ]);
  });

  it('takes the staff and status filters, refuses Staff users, and exports to xlsx', async () => {
    const maria = await rowsFor('credential_compliance', { staffId: id.maria });
    expect(maria.data.map((r) => r.state)).toEqual(['Missing', 'Expiring']);
    expect((await rowsFor('credential_compliance', { status: 'inactive' })).recordCount).toBe(0);
    expect((await rowsFor('credential_compliance', { staffId: id.pat })).recordCount).toBe(0);
    expect((await getReport(t, staffToken, 'credential_compliance')).status).toBe(403);
    const res = await exportReport(t, admin.token, 'credential_compliance', { staffId: id.james });
    expect(res.status).toBe(200);
    const sheet = await readSheet(res.raw);
    expect(rowValues(sheet, 1)).toEqual([
      'Staff Name',
      'Credential',
      'State',
      'Issued',
      'Expires',
      'Days Left',
      'Enforced',
    ]);
    const first = rowValues(sheet, 2);
    expect(first.slice(0, 3)).toEqual(['=Okafor, James', CPR, 'Expired']);
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first[4]).toEqual(new Date(Date.UTC(2027, 2, 1)));
    expect(first.slice(5)).toEqual([-14, 'Yes']);
  });
});

// The seeded types this test relies on exist (migration 0015).
it('reads Pennsylvania’s seeded types', async () => {
  const names = await rowsOf(t.database.db, sql`SELECT name FROM credential_types WHERE seeded`);
  expect(names.map((n) => n.name)).toEqual(expect.arrayContaining([PSP, CPR]));
});
