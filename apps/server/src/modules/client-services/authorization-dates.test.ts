// New dates of an authorization that leave completed work entries outside it (the usage reports
// go on counting them) need a reason, kept in the audit trail (docs/decisions/005-reports.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, UserType, WorkEntryStatus } from '@hearth/shared';
import { clientServices } from '../../db/schema/index.js';
import { buildAuthorizationPayload, createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { createCompletedEntry, createWorkEntry } from '../../seed/work-entry-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let admin: string;
let cs: { id: number; clientId: number };
/** New York wall time in June (EDT, UTC−4). */
const edt = (local: string) => new Date(`${local}-04:00`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  const staff = await signedInUser(t, { userType: UserType.Staff, firstName: 'Maria', lastName: 'Lopez' });
  const client = await createClientRow(db);
  cs = await createAuthorization(db, {
    clientId: client.id,
    staffIds: [staff.id],
    values: { startDate: '2026-06-01', endDate: '2026-06-30', isDatesConfirmed: true },
  });
  const visit = (local: string, minutes: number) =>
    createCompletedEntry(db, { clientServiceId: cs.id, userId: staff.id, start: edt(local), minutes });
  await visit('2026-06-10T09:00', 60);
  await visit('2026-06-20T09:00', 60);
  await visit('2026-06-25T23:00', 60); // until 00:00: it belongs to 25 June
  await createWorkEntry(db, {
    clientServiceId: cs.id,
    userId: staff.id,
    start: edt('2026-06-28T09:00'),
    end: edt('2026-06-28T10:00'),
    status: WorkEntryStatus.Abandoned,
  }); // abandoned: counted by no report, so it holds no date
});
afterAll(() => t.close());

const put = (dates: { start?: string; end?: string }, extra: Record<string, unknown> = {}) =>
  call(t.app, 'PUT', '/api/v1/client_service', {
    token: admin,
    body: buildAuthorizationPayload(cs.clientId, {
      serviceRequestId: cs.id,
      serviceStartDate: dates.start ?? '2026-06-01',
      serviceEndDate: dates.end ?? '2026-06-30',
      ...extra,
    }),
  });
const stored = async () => {
  const [row] = await t.database.db.select().from(clientServices).where(eq(clientServices.id, cs.id));
  return { start: String(row!.startDate).slice(0, 10), end: String(row!.endDate).slice(0, 10), version: row!.version };
};

describe('moving the dates of an authorization with completed work', () => {
  it('refuses an end date before completed entries, naming how many and the latest, and changes nothing', async () => {
    const before = await stored();
    const res = await put({ end: '2026-06-15' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 409,
      error: ErrorCode.ENTRIES_OUTSIDE_DATES,
      field: 'serviceEndDate',
      message:
        '2 completed work entries end after the new end date (the latest on 06/25/2026), and the usage reports ' +
        'still count them. Give a reason to change the dates anyway, or move the entries first.',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a start date after a completed entry the same way', async () => {
    const res = await put({ start: '2026-06-12' });
    expect(res.status).toBe(409);
    expect(res.body.field).toBe('serviceStartDate');
    expect(res.body.message).toMatch(/^1 completed work entry falls outside the new dates \(on 06\/10\/2026\)/);
  });

  it("takes the spec's body without a reason when nothing falls outside (an entry until 00:00 is its day's)", async () => {
    const res = await put({ end: '2026-06-25' });
    expect(res.status).toBe(200);
    expect(res.body.data.serviceEndDate).toBe('2026-06-25');
    const audit = (await auditFor(t.database.db, 'client_service', cs.id)).at(-1)!;
    expect(audit.details).toEqual({ clientId: cs.clientId, changed: ['endDate'] });
  });

  it('changes them with a reason, and the audit row keeps the reason and what fell outside', async () => {
    const reason = 'The supports coordinator shortened the plan; the late visits move to the new authorization.';
    const res = await put({ end: '2026-06-15' }, { dateChangeReason: reason });
    expect(res.status).toBe(200);
    expect(res.body.data.serviceEndDate).toBe('2026-06-15');
    const audit = (await auditFor(t.database.db, 'client_service', cs.id)).at(-1)!;
    expect(audit.details).toEqual({
      clientId: cs.clientId,
      changed: ['endDate'],
      datesOverride: { entriesOutside: 2, first: '2026-06-20', last: '2026-06-25', reason },
    });
    // Other changes that leave the dates as they are need no reason again.
    const units = await put({ end: '2026-06-15' }, { serviceUnitsAuthorized: 400 });
    expect(units.status).toBe(200);
  });

  it('refuses a reason that is too long, and a stale version before looking at the entries', async () => {
    const long = await put({ end: '2026-06-05' }, { dateChangeReason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('dateChangeReason');
    const stale = await put({ end: '2026-06-05' }, { version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(ErrorCode.STALE_RECORD);
  });
});
