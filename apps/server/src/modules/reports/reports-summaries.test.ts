// The usage reports: the monthly and client service summaries and the staff Service Summary, on a
// clock fixed at Wednesday 18 November 2026, noon in New York (docs/decisions/005-reports.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, UserType, WorkEntryStatus } from '@hearth/shared';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { createCompletedEntry, createWorkEntry } from '../../seed/work-entry-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { getReport, setClock, staffMember } from './test-fixtures.js';

let t: TestApp;
let admin: string;
let maria: { id: number; token: string };
let james: { id: number; token: string };
const id: Record<string, number> = {};
/** An instant given as New York wall time in November–March (EST, UTC−5) or April–October (EDT, UTC−4). */
const est = (local: string) => new Date(`${local}-05:00`);
const edt = (local: string) => new Date(`${local}-04:00`);

beforeAll(async () => {
  t = await createTestApp();
  setClock(t, '2026-11-18T17:00:00Z');
  const db = t.database.db;
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  maria = await staffMember(t); // 62.5 %
  james = await staffMember(t, { firstName: 'James', lastName: 'Okafor' });
  const foster = await createClientRow(db, { firstName: 'Erin', lastName: 'Foster', county: 'Chester' });
  const hughes = await createClientRow(db, { firstName: 'Gail', lastName: 'Hughes', county: 'Bucks' });
  const irwin = await createClientRow(db, { firstName: 'Hal', lastName: 'Irwin', status: Status.Inactive });
  Object.assign(id, { foster: foster.id });

  const auth = (clientId: number, staffIds: number[], values: object) =>
    createAuthorization(db, { clientId, staffIds, values }).then((r) => r.id);
  const quarter = { serviceCode: 'W1726', unitRate: 4.62, unitLength: 0.25 };
  id.m1 = await auth(foster.id, [maria.id], {
    ...quarter,
    unitsAuthorized: 400,
    startDate: '2026-10-01',
    endDate: '2027-03-31',
  });
  id.m3 = await auth(foster.id, [maria.id], { ...quarter, startDate: '2025-07-01', endDate: '2026-06-30' });
  id.m2 = await auth(hughes.id, [james.id], {
    serviceName: 'Respite',
    serviceCode: 'W7060',
    unitRate: 19.84,
    unitLength: 1,
    unitsAuthorized: 100,
    startDate: '2026-06-01',
    endDate: '2026-12-31',
  });
  id.m4 = await auth(hughes.id, [maria.id], {
    ...quarter,
    unitsAuthorized: 10,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
  });
  // 1 Jan – 9 Jun 2026 = 31+28+31+30+31+9 = 160 days.
  id.m5 = await auth(foster.id, [maria.id], {
    ...quarter,
    unitsAuthorized: 800,
    startDate: '2026-01-01',
    endDate: '2026-06-09',
  });
  const current = { ...quarter, startDate: '2026-10-01', endDate: '2027-06-30' };
  id.irwinAuth = await auth(irwin.id, [maria.id], current); // inactive client
  id.offAuth = await auth(hughes.id, [maria.id], { ...current, status: Status.Inactive }); // inactive authorization

  const visit = (cs: number, who: number, start: Date, minutes: number) =>
    createCompletedEntry(db, { clientServiceId: cs, userId: who, start, minutes });
  await visit(id.m1, maria.id, edt('2026-10-05T10:00'), 120); // 8 u × 4.62 = 36.96, net 23.10
  await visit(id.m1, maria.id, edt('2026-10-20T10:00'), 60); // 4 u = 18.48, net 11.55
  await visit(id.m1, maria.id, est('2026-11-02T09:00'), 90); // 6 u = 27.72, net 17.325 → 17.33
  await visit(id.m1, maria.id, est('2026-11-17T09:00'), 45); // 3 u = 13.86, net 8.6625 → 8.66
  await createWorkEntry(db, {
    clientServiceId: id.m1,
    userId: maria.id,
    start: est('2026-11-18T08:00'),
    end: est('2026-11-18T09:00'),
    status: WorkEntryStatus.Abandoned,
  }); // abandoned: never used
  await visit(id.m5, maria.id, est('2026-01-10T09:00'), 435); // 7 h 15 min → 29 u
  await visit(id.m4, maria.id, edt('2026-10-10T10:00'), 30); // 2 u = 9.24, net 5.775 → 5.78
  await visit(id.m2, james.id, edt('2026-06-15T10:00'), 180); // 3 one-hour u × 19.84 = 59.52, net 37.20
  await visit(id.m2, james.id, est('2026-11-10T13:00'), 150); // 2 u = 39.68, net 24.80
});
afterAll(() => t.close());

const report = async (type: string, q: Record<string, string | number | undefined> = {}, token = admin) => {
  const res = await getReport(t, token, type, q);
  expect(res.status).toBe(200);
  return res.body as {
    data: Record<string, unknown>[];
    recordCount: number;
    stats: Record<string, number>;
    months?: string[];
  };
};
describe('monthly client service summary', () => {
  const usage = (r: Record<string, unknown>) => [
    r.serviceRequestId,
    r.IndividualName,
    r.ProcedureCode,
    r.UnitsAuthorized,
    r.UnitsUtilized,
    r.Remaining,
    r.Percentage,
    r.Target,
    r.MonthlyUsage,
  ];

  it('counts use up to To, splits the range by month and sets the even-use target', async () => {
    const body = await report('monthly_client_service_summary', { fromDate: '10/01/2026', toDate: '2026-11-30' });
    expect(body.months).toEqual(['Oct 2026', 'Nov 2026']);
    // Target as of min(To 30 Nov, today 18 Nov) = 18 Nov, days inclusive:
    //   m1 1 Oct 2026 – 31 Mar 2027 = 31+30+31+31+28+31 = 182 days; 1 Oct – 18 Nov = 49; 49/182 = 26.923 → 26.92
    //   m4 1 – 31 Oct, ended before 18 Nov: 31/31 = 100
    //   m2 1 Jun – 31 Dec = 30+31+31+30+31+30+31 = 214 days; 1 Jun – 18 Nov = 30+31+31+30+31+18 = 171; 79.906 → 79.91
    //   the inactive ones, 1 Oct 2026 – 30 Jun 2027 = 182 + 30+31+30 = 273 days; 49/273 = 17.948 → 17.95
    // Used: m1 8+4+6+3 = 21 of 400 = 5.25 %; m4 2 of 10 = 20 %; m2 3 (June, before the range) + 2 = 5 of 100 = 5 %.
    // Inactive clients and authorizations are listed too (the report is about the range, not today).
    expect(body.data.map(usage)).toEqual([
      [id.m1, 'Foster, Erin', 'W1726', 400, 21, 379, 5.25, 26.92, { 'Oct 2026': 12, 'Nov 2026': 9 }],
      [id.m4, 'Hughes, Gail', 'W1726', 10, 2, 8, 20, 100, { 'Oct 2026': 2, 'Nov 2026': 0 }],
      [id.offAuth, 'Hughes, Gail', 'W1726', 480, 0, 480, 0, 17.95, { 'Oct 2026': 0, 'Nov 2026': 0 }],
      [id.m2, 'Hughes, Gail', 'W7060', 100, 5, 95, 5, 79.91, { 'Oct 2026': 0, 'Nov 2026': 2 }],
      [id.irwinAuth, 'Irwin, Hal', 'W1726', 480, 0, 480, 0, 17.95, { 'Oct 2026': 0, 'Nov 2026': 0 }],
    ]);
    expect(body.data[0]).toMatchObject({
      clientId: id.foster,
      County: 'Chester',
      ServiceStartDate: '2026-10-01',
      ServiceEndDate: '2027-03-31',
      UnitCost: 4.62,
    });
    // 21 + 2 + 5 = 28 u; gross 36.96+18.48+27.72+13.86 + 9.24 + 59.52+39.68 = 205.46;
    // net 23.10+11.55+17.33+8.66 + 5.78 + 37.20+24.80 = 128.42
    expect(body.stats).toEqual({ recordCount: 5, totalUnits: 28, totalGross: 205.46, totalNet: 128.42 });
  });

  it('counts as of the To date when it is before today, and leaves out authorizations outside the range', async () => {
    const body = await report('monthly_client_service_summary', { fromDate: '2026-10-01', toDate: '2026-10-31' });
    expect(body.months).toEqual(['Oct 2026']);
    // m1: 12 used by 31 Oct = 3 %; target 31/182 = 17.03. m2: 3 used (June) = 3 %; 1 Jun – 31 Oct = 153/214 = 71.495 → 71.50
    // The inactive ones: 31/273 = 11.355 → 11.36
    expect(body.data.map(usage)).toEqual([
      [id.m1, 'Foster, Erin', 'W1726', 400, 12, 388, 3, 17.03, { 'Oct 2026': 12 }],
      [id.m4, 'Hughes, Gail', 'W1726', 10, 2, 8, 20, 100, { 'Oct 2026': 2 }],
      [id.offAuth, 'Hughes, Gail', 'W1726', 480, 0, 480, 0, 11.36, { 'Oct 2026': 0 }],
      [id.m2, 'Hughes, Gail', 'W7060', 100, 3, 97, 3, 71.5, { 'Oct 2026': 0 }],
      [id.irwinAuth, 'Irwin, Hal', 'W1726', 480, 0, 480, 0, 11.36, { 'Oct 2026': 0 }],
    ]);
    // 12 + 2 + 3 = 17 u; gross 36.96 + 18.48 + 9.24 + 59.52 = 124.20; net 23.10 + 11.55 + 5.78 + 37.20 = 77.63
    expect(body.stats).toEqual({ recordCount: 5, totalUnits: 17, totalGross: 124.2, totalNet: 77.63 });
    expect(body.data.map((r) => r.serviceRequestId)).not.toContain(id.m3);
  });

  it('rounds a percent falling exactly on half a hundredth up, as billing rounds money', async () => {
    const body = await report('monthly_client_service_summary', { fromDate: '2026-01-01', toDate: '2026-01-23' });
    const m5 = body.data.find((r) => r.serviceRequestId === id.m5)!;
    // 29 of 800 units = 3.625 % → 3.63; 1 – 23 Jan = 23 of 160 days = 14.375 % → 14.38
    expect([m5.UnitsUtilized, m5.Percentage, m5.Target]).toEqual([29, 3.63, 14.38]);
  });

  it('covers the fiscal year by default', async () => {
    const body = await report('monthly_client_service_summary');
    expect(body.months).toEqual([
      ...['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m) => `${m} 2026`),
      ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'].map((m) => `${m} 2027`),
    ]);
    expect(body.data.map((r) => r.serviceRequestId)).toEqual([id.m1, id.m4, id.offAuth, id.m2, id.irwinAuth]);
    expect(body.data[0]!.Target).toBe(26.92);
    expect(body.data[3]!.MonthlyUsage).toMatchObject({ 'Jun 2027': 0, 'Nov 2026': 2, 'Oct 2026': 0 });
  });
});

describe('client service summary', () => {
  const services = (rows: Record<string, unknown>[]) =>
    rows.map((c) => [
      c.clientName,
      (c.services as Record<string, unknown>[]).map((s) => [
        s.serviceRequestId,
        s.authorizedUnits,
        s.usedUnits,
        s.remainingUnits,
      ]),
    ]);

  it('groups the authorizations overlapping the range under their clients', async () => {
    const body = await report('client_service_summary', { fromDate: '2026-10-01', toDate: '2026-11-30' });
    expect(services(body.data)).toEqual([
      ['Foster, Erin', [[id.m1, 400, 21, 379]]],
      [
        'Hughes, Gail',
        [
          [id.m4, 10, 2, 8],
          [id.offAuth, 480, 0, 480],
          [id.m2, 100, 5, 95],
        ],
      ],
      ['Irwin, Hal', [[id.irwinAuth, 480, 0, 480]]],
    ]);
    // One record per authorization, as the viewer's lines and the export's rows (5, not 3 clients).
    expect(body.recordCount).toBe(5);
    expect(body.stats).toEqual({ recordCount: 5, totalUnits: 28, totalGross: 205.46, totalNet: 128.42 });
    // Pages are authorizations too: the second and third lines head their page with their client.
    const paged = await report('client_service_summary', {
      fromDate: '2026-10-01',
      toDate: '2026-11-30',
      offset: 1,
      limit: 2,
    });
    expect(services(paged.data)).toEqual([
      [
        'Hughes, Gail',
        [
          [id.m4, 10, 2, 8],
          [id.offAuth, 480, 0, 480],
        ],
      ],
    ]);
    expect(paged.recordCount).toBe(5);
    expect(paged.stats.totalUnits).toBe(28);
    const last = await report('client_service_summary', {
      fromDate: '2026-10-01',
      toDate: '2026-11-30',
      offset: 3,
      limit: 2,
    });
    expect(services(last.data)).toEqual([
      ['Hughes, Gail', [[id.m2, 100, 5, 95]]],
      ['Irwin, Hal', [[id.irwinAuth, 480, 0, 480]]],
    ]);
  });
});

describe('staff Service Summary', () => {
  const summary = async (token: string) => {
    const res = await call(t.app, 'GET', '/api/v1/reports/service_summary', { token });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('shows a staff member only the active clients and running authorizations allocated to them', async () => {
    // Maria: m1 (all use so far: 21 of 400); not m4 (ended), Irwin (inactive) or the inactive authorization.
    const own = await summary(maria.token);
    expect(own.data).toEqual([
      {
        clientId: id.foster,
        clientName: 'Foster, Erin',
        services: [
          {
            serviceRequestId: id.m1,
            serviceCode: 'W1726',
            serviceName: 'Companion',
            beginDate: '2026-10-01',
            endDate: '2027-03-31',
            authorizedUnits: 400,
            usedUnits: 21,
            remainingUnits: 379,
          },
        ],
      },
    ]);
    // 21 u; 97.02 gross; 60.64 net
    expect(own.stats).toEqual({ recordCount: 1, totalUnits: 21, totalGross: 97.02, totalNet: 60.64 });
    const other = await summary(james.token);
    expect(other.data.map((c: { clientName: string }) => c.clientName)).toEqual(['Hughes, Gail']);
    expect(other.data[0].services.map((s: { usedUnits: number }) => s.usedUnits)).toEqual([5]);
  });

  it('shows an admin every client', async () => {
    const all = await summary(admin);
    expect(all.data.map((c: { clientName: string }) => c.clientName)).toEqual(['Foster, Erin', 'Hughes, Gail']);
    expect(all.stats).toEqual({ recordCount: 2, totalUnits: 26, totalGross: 196.22, totalNet: 122.64 });
  });
});
