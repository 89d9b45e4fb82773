// Who may run which report, how bad filters are refused (400 naming the field), unknown types,
// GET and POST answering alike, and the audit trail of a run (docs/decisions/005-reports.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TYPES, UserType } from '@hearth/shared';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { createCompletedEntry } from '../../seed/work-entry-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';
import { shiftDay, dayAt, exportReport, getReport, postReport, staffMember, today } from './test-fixtures.js';

let t: TestApp;
let admin: { id: number; token: string };
let maria: { id: number; token: string };
let james: { id: number; token: string };
const id: Record<string, number> = {};
const D = (days: number) => shiftDay(today(t), days);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await signedInUser(t, { userType: UserType.Admin });
  maria = await staffMember(t); // 62.5 %
  james = await staffMember(t, { firstName: 'James', lastName: 'Okafor', percentagePaid: 50 });
  const client = await createClientRow(db, { firstName: 'Ann', lastName: 'Baker' });
  id.client = client.id;
  const cs = await createAuthorization(db, {
    clientId: client.id,
    staffIds: [maria.id, james.id],
    values: { unitRate: 4.62, startDate: D(-30), endDate: D(30) },
  });
  const visit = (userId: number, start: Date, minutes: number) =>
    createCompletedEntry(db, { clientServiceId: cs.id, userId, start, minutes }).then((r) => r.id);
  id.maria1 = await visit(maria.id, dayAt(t, -1, 9), 60); // 4 u × 4.62 = 18.48; 62.5 % = 11.55
  id.maria2 = await visit(maria.id, dayAt(t, -3, 9), 35); // 2 u = 9.24; 62.5 % = 5.775 → 5.78
  id.james1 = await visit(james.id, dayAt(t, -2, 10), 50); // 3 u = 13.86; 50 % = 6.93
});
afterAll(() => t.close());

/** The coming 30 June by the test clock: this year's until it has passed. */
const comingJune30 = () => {
  const [y, m] = today(t).split('-').map(Number) as [number, number];
  return `${m <= 6 ? y : y + 1}-06-30`;
};

describe('filters a report does not take, or cannot read', () => {
  const cases: [type: string, query: () => Record<string, string>, field: string, message?: string][] = [
    ['notes', () => ({ foo: '1' }), 'foo', "'foo' is not a filter of this report."],
    ['notes', () => ({ status: 'active' }), 'status', "'status' is not a filter of this report."],
    ['notes', () => ({ group: 'staff' }), 'group', "'group' is not a filter of this report."],
    ['client_summary', () => ({ staffId: '1' }), 'staffId'],
    ['monthly_client_service_summary', () => ({ clientId: '1' }), 'clientId'],
    ['notes', () => ({ fromDate: '13/45/2026' }), 'fromDate', 'Use the date format MM/DD/YYYY or YYYY-MM-DD.'],
    ['staff_pay', () => ({ toDate: '2026-02-30' }), 'toDate', 'Use the date format MM/DD/YYYY or YYYY-MM-DD.'],
    ['notes', () => ({ fromDate: 'yesterday' }), 'fromDate', 'Use the date format MM/DD/YYYY or YYYY-MM-DD.'],
    ['notes', () => ({ fromDate: D(0), toDate: D(-1) }), 'toDate', 'The To date cannot be earlier than the From date.'],
    [
      'client_summary',
      () => ({ fromDate: D(0), endDate: D(-1) }),
      'endDate',
      'The To date cannot be earlier than the From date.',
    ],
    ['client_summary', () => ({ status: 'closed' }), 'status', 'Status must be all, active or inactive.'],
    ['sc_summary', () => ({ status: '6' }), 'status', 'Status must be all, active or inactive.'],
    [
      'staff_pay',
      () => ({ adminVerification: 'maybe' }),
      'adminVerification',
      'Admin verification must be all, reviewed or not_reviewed.',
    ],
    ['notes', () => ({ clientId: 'abc' }), 'clientId', 'Invalid id'],
    ['staff_billing', () => ({ staffId: '-1' }), 'staffId', 'Invalid id'],
    ['promise_billing', () => ({ serviceId: '1.5' }), 'serviceId', 'Invalid id'],
    ['notes', () => ({ timeZone: 'Mars/Olympus' }), 'timeZone', 'Unknown time zone'],
    ['client_service_summary', () => ({ timezone: 'Nowhere' }), 'timezone', 'Unknown time zone'],
    ['notes', () => ({ dateFilterOption: '4' }), 'dateFilterOption'],
    ['staff_allocation', () => ({ group: 'team' }), 'group', 'Group must be client or staff.'],
    ['notes', () => ({ offset: '-1' }), 'offset'],
    [
      'monthly_client_service_summary',
      () => ({ fromDate: D(1) }),
      'fromDate',
      'The From date cannot be in the future.',
    ],
    ['monthly_client_service_summary', () => ({ toDate: shiftDay(comingJune30(), 1) }), 'toDate'],
  ];

  it.each(cases.map(([type, query, field, message]) => ({ type, query, field, message })))(
    '$type: 400 naming $field',
    async ({ type, query, field, message }) => {
      for (const res of [
        await getReport(t, admin.token, type, query()),
        await postReport(t, admin.token, type, query()),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 400, error: 'VALIDATION_ERROR', field });
        if (message) expect(res.body.message).toBe(message);
      }
    },
  );

  it('takes a monthly To date exactly on the coming 30 June', async () => {
    const res = await getReport(t, admin.token, 'monthly_client_service_summary', { toDate: comingJune30() });
    expect(res.status).toBe(200);
    expect(res.body.months.at(-1)).toMatch(/^Jun \d{4}$/);
  });

  it('answers 404 with the error body for a report that does not exist', async () => {
    const expected = { code: 404, error: 'NOT_FOUND', message: "There is no report called 'payroll'." };
    expect((await getReport(t, admin.token, 'payroll')).body).toEqual(expected);
    expect((await postReport(t, admin.token, 'payroll', {})).status).toBe(404);
    const download = await exportReport(t, admin.token, 'payroll');
    expect([download.status, download.json()]).toEqual([404, expected]);
  });

  it('refuses a body that is not an object of filters', async () => {
    const res = await postReport(t, admin.token, 'notes', [] as unknown as Record<string, unknown>);
    expect(res.status).toBe(400);
  });
});

describe('GET and POST', () => {
  it('answer the same for the same filters', async () => {
    const filters: [string, Record<string, string | number | undefined>][] = [
      ['notes', { fromDate: D(-3), toDate: D(0), clientId: id.client, limit: 2 }],
      ['staff_pay', { adminVerification: 'not_reviewed', offset: 1 }],
      ['client_summary', { status: 'active', endDate: D(0) }],
      ['staff_allocation', { group: 'staff', timeZone: 'America/Chicago' }],
      ['monthly_client_service_summary', { fromDate: D(-20), timezone: 'America/New_York' }],
      ['client_service_summary', {}],
    ];
    for (const [type, q] of filters) {
      const viaGet = await getReport(t, admin.token, type, q);
      const viaPost = await postReport(t, admin.token, type, q);
      expect(viaGet.status).toBe(200);
      expect(viaPost.body).toEqual(viaGet.body);
    }
    const notes = await getReport(t, admin.token, 'notes', { fromDate: D(-3), toDate: D(0), limit: 2 });
    expect(notes.body.data.map((r: { entryId: number }) => r.entryId)).toEqual([id.maria2, id.james1]);
  });
});

describe('staff members', () => {
  it('get only their own payroll whatever staffId says', async () => {
    // Maria: 4 + 2 = 6 u; 18.48 + 9.24 = $27.72 gross; 11.55 + 5.78 = $17.33 net.
    const own = { recordCount: 2, totalUnits: 6, totalGross: 27.72, totalNet: 17.33 };
    for (const q of [{}, { staffId: james.id }, { staffId: 'all' }]) {
      const res = await getReport(t, maria.token, 'staff_pay', q);
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: { entryId: number }) => r.entryId)).toEqual([id.maria2, id.maria1]);
      expect(res.body.stats).toEqual(own);
    }
    const viaPost = await postReport(t, maria.token, 'staff_pay', { staffId: james.id });
    expect(viaPost.body.stats).toEqual(own);
    const jamesOwn = await getReport(t, james.token, 'staff_pay', { staffId: maria.id });
    expect(jamesOwn.body.stats).toEqual({ recordCount: 1, totalUnits: 3, totalGross: 13.86, totalNet: 6.93 });
  });

  it('are refused every other report and every download', async () => {
    for (const type of REPORT_TYPES.filter((x) => x !== 'staff_pay')) {
      expect([type, (await getReport(t, maria.token, type)).status]).toEqual([type, 403]);
      expect([type, (await postReport(t, maria.token, type, {})).status]).toEqual([type, 403]);
    }
    for (const type of REPORT_TYPES) {
      const res = await exportReport(t, maria.token, type);
      expect([type, res.status, res.json().code]).toEqual([type, 403, 403]);
    }
  });

  it('see the Service Summary of their own clients only', async () => {
    const other = await createClientRow(t.database.db, { firstName: 'Zed', lastName: 'Young' });
    await createAuthorization(t.database.db, {
      clientId: other.id,
      staffIds: [james.id],
      values: { startDate: D(-5), endDate: D(5) },
    });
    const names = async (token: string) =>
      (await call(t.app, 'GET', '/api/v1/reports/service_summary', { token })).body.data.map(
        (c: { clientName: string }) => c.clientName,
      );
    expect(await names(maria.token)).toEqual(['Baker, Ann']);
    expect(await names(james.token)).toEqual(['Baker, Ann', 'Young, Zed']);
    expect(await names(admin.token)).toEqual(['Baker, Ann', 'Young, Zed']);
  });

  it('must sign in', async () => {
    expect((await call(t.app, 'GET', '/api/v1/reports/notes')).status).toBe(401);
  });
});

describe('the audit trail', () => {
  it('records each run with the filters it was asked for', async () => {
    const before = (await auditFor(t.database.db, 'report', 'staff_pay')).length;
    await getReport(t, admin.token, 'staff_pay', { limit: 1 });
    const rows = await auditFor(t.database.db, 'report', 'staff_pay');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'report.read',
      actorUserId: admin.id,
      targetType: 'report',
      targetId: 'staff_pay',
      details: { limit: 1, offset: 0, adminVerification: 'all', staffId: null },
    });
    await call(t.app, 'GET', '/api/v1/reports/service_summary', { token: maria.token });
    expect((await auditFor(t.database.db, 'report', 'service_summary')).at(-1)).toMatchObject({
      action: 'report.read',
      actorUserId: maria.id,
    });
  });
});
