// Round two of the report figures (docs/decisions/005-reports.md): one rule for the day an entry
// belongs to, shared by the authorization check and the reports, and one way to write a name
// ('Last, First Middle') in every report and export. Clock: Thursday 2 July 2026, noon in New York.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUtcWire, UserType } from '@hearth/shared';
import { rowsOf } from '../../db/rows.js';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { TEST_SIGNATURE } from '../../seed/work-entry-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { entryDays, entryEndDaySql } from '../work-entries/index.js';
import { exportReport, getReport, readSheet, setClock, staffMember, TZ } from './test-fixtures.js';

let t: TestApp;
let admin: string;
const id: Record<string, number> = {};
/** New York wall time in summer (EDT, UTC−4). */
const edt = (local: string) => new Date(`${local}-04:00`);

beforeAll(async () => {
  t = await createTestApp();
  setClock(t, '2026-07-02T16:00:00Z');
  const db = t.database.db;
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  const james = await staffMember(t, { firstName: 'James', middleName: 'Ade', lastName: 'Okafor' });
  const clark = await createClientRow(db, {
    firstName: 'Cora',
    middleName: 'Lee',
    lastName: 'Clark',
    mci: '300400500',
  });
  // The authorization ends on 29 June: a visit until midnight that night is its last.
  const cs = await createAuthorization(db, {
    clientId: clark.id,
    staffIds: [james.id],
    values: { serviceCode: 'W1726', unitRate: 4.62, unitLength: 0.25, startDate: '2026-06-01', endDate: '2026-06-29' },
  });
  Object.assign(id, { james: james.id, clark: clark.id, cs: cs.id });
});
afterAll(() => t.close());

const report = async (type: string, q: Record<string, string | number | undefined> = {}) => {
  const res = await getReport(t, admin, type, q);
  expect(res.status).toBe(200);
  return res.body as { data: Record<string, unknown>[]; recordCount: number; stats: Record<string, number> };
};

describe('an entry from 23:00 to 00:00', () => {
  it('is inside an authorization ending that day and in every report whose range ends that day', async () => {
    // An admin's timesheet 23:00–23:45 on 29 June, then edited to end at midnight (an edit may).
    const start = edt('2026-06-29T23:00');
    const body = {
      userId: id.james,
      clientId: id.clark,
      serviceRequestId: id.cs,
      serviceStartTime: toUtcWire(start),
      serviceEndTime: toUtcWire(edt('2026-06-29T23:45')),
      notes: 'Evening routine',
      signature: TEST_SIGNATURE,
      progress: 2,
      timeZone: TZ,
    };
    const created = await call(t.app, 'POST', '/api/v1/work_entry', { token: admin, body });
    expect(created.status).toBe(200);
    const entryId = created.body.data.workEntryId as number;
    const edited = await call(t.app, 'PUT', '/api/v1/work_entry', {
      token: admin,
      body: { ...body, workEntryId: entryId, serviceEndTime: toUtcWire(edt('2026-06-30T00:00')) },
    });
    // The authorization check counts it on 29 June, its last day.
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.unitsUsed).toBe(4);

    // So does every report: by its start, by its end, and the usage as of 29 June.
    const june29 = { fromDate: '06/29/2026', toDate: '06/29/2026' };
    for (const dateFilterOption of ['start', 'end']) {
      for (const type of ['notes', 'staff_pay', 'promise_billing']) {
        const rows = (await report(type, { ...june29, dateFilterOption })).data;
        expect(
          rows.map((r) => r.entryId),
          `${type} by ${dateFilterOption}`,
        ).toEqual([entryId]);
      }
    }
    // ... and none whose range starts the next day.
    const june30 = { fromDate: '06/30/2026', toDate: '06/30/2026' };
    for (const dateFilterOption of ['start', 'end']) {
      expect((await report('notes', { ...june30, dateFilterOption })).data).toEqual([]);
    }
    const monthly = await report('monthly_client_service_summary', { fromDate: '06/01/2026', toDate: '06/29/2026' });
    expect(monthly.data.map((r) => [r.UnitsUtilized, r.MonthlyUsage])).toEqual([[4, { 'Jun 2026': 4 }]]);
    const summary = await report('client_service_summary', { fromDate: '06/01/2026', toDate: '06/29/2026' });
    expect((summary.data[0]!.services as { usedUnits: number }[])[0]!.usedUnits).toBe(4);
  });

  it('has the same end day in SQL as entryDays, across midnights and daylight-saving changes', async () => {
    const cases: [string, string, string][] = [
      ['2026-06-30T03:00:00Z', '2026-06-30T04:00:00Z', TZ], // 23:00–00:00 EDT: 29 June
      ['2026-06-30T03:00:00Z', '2026-06-30T04:01:00Z', TZ], // to 00:01: 30 June
      ['2026-06-30T04:00:00Z', '2026-06-30T04:00:00Z', TZ], // no length, at midnight: 30 June
      ['2026-03-08T04:00:00Z', '2026-03-08T05:00:00Z', TZ], // 23:00–00:00 EST before the spring change
      ['2026-03-09T03:00:00Z', '2026-03-09T04:00:00Z', TZ], // 23:00–00:00 EDT after it
      ['2026-11-01T03:00:00Z', '2026-11-01T04:00:00Z', TZ], // 23:00–00:00 EDT before the fall change
      ['2026-11-01T05:30:00Z', '2026-11-01T06:00:00Z', TZ], // 01:30–01:00 EST, the repeated hour
      ['2026-11-02T04:00:00Z', '2026-11-02T05:00:00Z', TZ], // 23:00–00:00 EST after it
      ['2026-06-29T23:00:00Z', '2026-06-30T00:00:00Z', 'UTC'],
      ['2026-06-29T09:00:00Z', '2026-06-29T10:00:00Z', 'Pacific/Kiritimati'], // 23:00–00:00 at UTC+14
      ['2026-06-30T10:00:00Z', '2026-06-30T11:00:00Z', 'Pacific/Pago_Pago'], // 23:00–00:00 at UTC−11
    ];
    for (const [start, end, zone] of cases) {
      const [row] = await rowsOf<{ day: string }>(
        t.database.db,
        sql`SELECT ${entryEndDaySql(sql`${start}::timestamptz`, sql`${end}::timestamptz`, zone)}::text AS day`,
      );
      expect(row!.day, `${start}–${end} in ${zone}`).toBe(entryDays(new Date(start), new Date(end), zone).end);
    }
  });
});

describe('names in every report', () => {
  it("read 'Last, First Middle' in every report that names people, and in the export", async () => {
    const range = { fromDate: '06/01/2026', toDate: '06/29/2026' };
    const [entry] = (await report('notes', range)).data;
    expect([entry!.clientName, entry!.staffName]).toEqual(['Clark, Cora Lee', 'Okafor, James Ade']);
    expect((await report('promise_billing', range)).data[0]!.clientName).toBe('Clark, Cora Lee');
    expect((await report('staff_pay', range)).data[0]!.staffName).toBe('Okafor, James Ade');
    const [allocation] = (await report('staff_allocation', range)).data;
    expect([allocation!.clientName, allocation!.staffName]).toEqual(['Clark, Cora Lee', 'Okafor, James Ade']);
    expect((await report('monthly_client_service_summary', range)).data[0]!.IndividualName).toBe('Clark, Cora Lee');
    expect((await report('client_service_summary', range)).data[0]!.clientName).toBe('Clark, Cora Lee');
    expect((await report('client_summary', { fromDate: '01/01/2026' })).data.map((p) => p.name)).toEqual([
      'Clark, Cora Lee',
    ]);
    const staff = (await report('staff_summary', { fromDate: '01/01/2026' })).data.map((p) => p.name);
    expect(staff).toContain('Okafor, James Ade');

    const download = await exportReport(t, admin, 'notes', range);
    expect(download.status).toBe(200);
    const sheet = await readSheet(download.raw);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(2).getCell(2).value]).toEqual([
      'Clark, Cora Lee',
      'Okafor, James Ade',
    ]);
  });

  it('show the monthly report with words for headers, on screen and in the xlsx', async () => {
    const download = await exportReport(t, admin, 'monthly_client_service_summary', {
      fromDate: '06/01/2026',
      toDate: '06/29/2026',
    });
    const sheet = await readSheet(download.raw);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Individual Name',
      'County',
      'Service Start Date',
      'Service End Date',
      'Procedure Code',
      'Unit Cost',
      'Units Authorized',
      'Units Utilized',
      'Units Remaining',
      'Percent Used',
      'Even-Use Target',
      'Jun 2026',
    ]);
  });
});
