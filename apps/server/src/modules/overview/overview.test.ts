// The admin Overview on a clock fixed at Wednesday 18 November 2026, noon in New York (the agency's
// zone): this week is Monday 16 – Sunday 22 November, last week 9 – 15 November.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, UserType, WorkEntryStatus } from '@hearth/shared';
import { auditEvents, evvExceptions, workEntryHistory } from '../../db/schema/index.js';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { createCompletedEntry, createWorkEntry } from '../../seed/work-entry-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { setClock, staffMember } from '../reports/test-fixtures.js';

let t: TestApp;
let admin: { id: number; token: string };
let staffToken: string;
const id: Record<string, number> = {};
/** New York wall time in November–March (EST, UTC−5) or April–October (EDT, UTC−4). */
const est = (local: string) => new Date(`${local}-05:00`);
const edt = (local: string) => new Date(`${local}-04:00`);

const getOverview = (token?: string) => call(t.app, 'GET', '/api/v1/overview', token ? { token } : {});

type Db = TestApp['database']['db'];
type Staff = { maria: { id: number }; james: { id: number } };

/** The authorizations the Overview may list: near their units or their end, and those it leaves out. */
async function seedAuthorizations(
  db: Db,
  clients: Record<'foster' | 'hughes' | 'irwin', { id: number }>,
  staff: Staff,
) {
  const { foster, hughes, irwin } = clients;
  const fiscal = { startDate: '2026-07-01', endDate: '2027-06-30' };
  const auth = (clientId: number, values: object) =>
    createAuthorization(db, { clientId, staffIds: [staff.maria.id, staff.james.id], values }).then((r) => r.id);
  id.near = await auth(foster.id, { ...fiscal, unitsAuthorized: 100, serviceCode: 'W7060', serviceName: 'IHCS' });
  id.below = await auth(foster.id, { ...fiscal, unitsAuthorized: 1000 });
  id.over = await auth(hughes.id, { ...fiscal, unitsAuthorized: 10 });
  id.end30 = await auth(hughes.id, { startDate: '2026-06-19', endDate: '2026-12-18', unitsAuthorized: 1000 });
  id.end31 = await auth(hughes.id, { startDate: '2026-06-20', endDate: '2026-12-19', unitsAuthorized: 1000 });
  id.inactiveClient = await auth(irwin.id, { ...fiscal, unitsAuthorized: 10 });
  id.inactiveAuth = await auth(foster.id, { ...fiscal, endDate: '2026-11-20', status: Status.Inactive });
  id.future = await auth(foster.id, { startDate: '2026-11-19', endDate: '2026-11-28' });
  id.ended = await auth(foster.id, { startDate: '2026-07-01', endDate: '2026-11-17' });

  // Use that sets the shares (verified, outside both weeks and this month): units given outright.
  const used = (cs: number, start: Date, units: number) =>
    createCompletedEntry(db, {
      clientServiceId: cs,
      userId: staff.maria.id,
      start,
      minutes: 60,
      values: { unitsUsed: units, adminVerification: true },
    });
  await used(id.near, edt('2026-09-10T10:00'), 40);
  await used(id.near, edt('2026-10-10T10:00'), 50); // 90 of 100: 90 %
  await used(id.below, edt('2026-09-10T10:00'), 899); // 899 of 1000: 89.9 %
  await used(id.over, edt('2026-10-12T10:00'), 12); // 120 %
  await used(id.inactiveClient, edt('2026-10-12T10:00'), 10);
}

/** Visits across the week boundaries, one abandoned, two in progress; the three the checks point at. */
async function seedVisits(db: Db, staff: Staff, adminId: number) {
  // Visits across the week boundaries (NY): Sunday 23:30 is Monday 04:30 UTC.
  const visit = (start: Date, minutes: number, values: object = {}) =>
    createCompletedEntry(db, { clientServiceId: id.end30!, userId: staff.james.id, start, minutes, values });
  const verified = { adminVerification: true };
  await visit(est('2026-11-08T23:30'), 60, verified); // the week before last
  const mon9 = await visit(est('2026-11-09T10:00'), 60, verified);
  await visit(est('2026-11-15T23:30'), 30); // last week's Sunday
  const mon16 = await visit(est('2026-11-16T00:15'), 45); // this week's Monday
  await visit(est('2026-11-17T09:00'), 90, { ...verified, createdById: adminId }); // entered by an admin
  await visit(est('2026-11-18T08:00'), 120, { createdById: staff.james.id }); // entered by the staff member
  const oct31 = await visit(edt('2026-10-31T23:30'), 30); // 1 November in UTC, October in New York
  await createWorkEntry(db, {
    clientServiceId: id.end30!,
    userId: staff.james.id,
    start: est('2026-11-17T08:00'),
    end: est('2026-11-17T09:00'),
    status: WorkEntryStatus.Abandoned,
  });
  // In progress: James since Monday, Maria since this morning.
  await createWorkEntry(db, {
    clientServiceId: id.end30!,
    userId: staff.james.id,
    start: est('2026-11-16T07:00'),
    status: WorkEntryStatus.InProgress,
  });
  await createWorkEntry(db, {
    clientServiceId: id.end30!,
    userId: staff.maria.id,
    start: est('2026-11-18T08:30'),
    status: WorkEntryStatus.InProgress,
  });

  return { mon9, mon16, oct31 };
}

/** Manual edits (the history's flag) and EVV exceptions, open and resolved. */
async function seedEditsAndExceptions(db: Db, adminId: number, v: Record<'mon9' | 'mon16' | 'oct31', { id: number }>) {
  const { mon9, mon16, oct31 } = v;
  const manualEdit = (workEntryId: number, isManualEdit: boolean) =>
    db.insert(workEntryHistory).values({
      workEntryId,
      action: 'updated',
      changes: { notes: ['a', 'b'] },
      isManualEdit,
      reasonCode: isManualEdit ? 'forgot_clock_out' : null,
      recordedById: adminId,
    });
  await manualEdit(mon9.id, true);
  await manualEdit(mon9.id, true); // two edits, one visit
  await manualEdit(mon16.id, false); // a note, not a manual edit
  await manualEdit(oct31.id, true); // October's

  await db.insert(evvExceptions).values([
    { workEntryId: mon9.id, type: 'too_far', details: { clockInMetres: 900, limitMetres: 402 } },
    { workEntryId: mon16.id, type: 'too_far', details: { clockOutMetres: 700, limitMetres: 402 } },
    { workEntryId: mon16.id, type: 'no_signature', details: {} },
    { workEntryId: oct31.id, type: 'missing_location', details: {}, resolvedAt: est('2026-11-02T10:00') },
  ]);
}

/**
 * Claims as the batches and remittances would leave them: one unpaid since 20 September (its claim
 * without a snapshot: the client's record names it), one partly paid, one denied this month, one
 * denied on 31 October in New York (1 November in UTC), and a voided batch older than them all.
 */
async function seedClaims(
  db: Db,
  clients: Record<'foster' | 'hughes', { id: number }>,
  v: Record<'mon9' | 'mon16' | 'oct31', { id: number }>,
) {
  const batch = async (createdAt: Date, voided = false) => {
    const rows = await db.execute(
      sql`INSERT INTO claim_batches (from_date, to_date, claim_count, line_count, units, total_cents, x12, created_at,
            created_by_id, voided_at, payer_id, payer_name)
          VALUES ('2026-09-01', '2026-09-30', 1, 1, 4, 0, '', ${createdAt}, ${admin.id}, ${voided ? createdAt : null},
            'PAPROMISE', 'PA DHS PROMISE')
          RETURNING id`,
    );
    return Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
  };
  const line = (
    batchId: number,
    claimNumber: number,
    entryId: number,
    clientId: number,
    cents: number,
    more: {
      paid?: number;
      adjusted?: number;
      state?: string;
      answeredAt?: Date;
      superseded?: boolean;
      voided?: boolean;
    } = {},
  ) =>
    db.execute(
      sql`INSERT INTO claim_lines (batch_id, claim_number, line_number, work_entry_id, client_id, client_service_id,
            service_date, units, charge_cents, paid_cents, adjusted_cents, payment_state, answered_at, superseded, voided)
          VALUES (${batchId}, ${claimNumber}, 1, ${entryId}, ${clientId}, ${id.end30!}, '2026-09-10', 4, ${cents},
            ${more.paid ?? 0}, ${more.adjusted ?? 0}, ${more.state ?? 'billed'}, ${more.answeredAt ?? null},
            ${more.superseded ?? false}, ${more.voided ?? false})`,
    );
  const { foster, hughes } = clients;
  const september = await batch(edt('2026-09-20T10:00'));
  id.claimBatch = september;
  await line(september, 1, v.mon9.id, foster.id, 5000);
  await line(september, 2, v.oct31.id, hughes.id, 3000, {
    adjusted: 3000,
    state: 'denied',
    answeredAt: est('2026-11-05T12:00'),
  });
  await line(september, 3, v.oct31.id, hughes.id, 7000, {
    adjusted: 7000,
    state: 'denied',
    answeredAt: edt('2026-10-31T23:30'),
    superseded: true,
  });
  const november = await batch(est('2026-11-02T10:00'));
  await line(november, 1, v.mon16.id, hughes.id, 2000, {
    paid: 1500,
    state: 'partly_paid',
    answeredAt: est('2026-11-10T12:00'),
  });
  const voided = await batch(edt('2026-08-01T10:00'), true);
  await line(voided, 1, v.mon9.id, foster.id, 9000, { voided: true });
}

beforeAll(async () => {
  t = await createTestApp();
  setClock(t, '2026-11-18T17:00:00Z');
  const db = t.database.db;
  admin = await signedInUser(t, { userType: UserType.Admin });
  const maria = await staffMember(t);
  const james = await staffMember(t, { firstName: 'James', lastName: 'Okafor' });
  staffToken = maria.token;
  const foster = await createClientRow(db, { firstName: 'Erin', lastName: 'Foster' });
  const hughes = await createClientRow(db, { firstName: 'Gail', lastName: 'Hughes' });
  const irwin = await createClientRow(db, { firstName: 'Hal', lastName: 'Irwin', status: Status.Inactive });
  await seedAuthorizations(db, { foster, hughes, irwin }, { maria, james });
  const visits = await seedVisits(db, { maria, james }, admin.id);
  await seedEditsAndExceptions(db, admin.id, visits);
  await seedClaims(db, { foster, hughes }, visits);
});

afterAll(async () => {
  await t.close();
});

describe('GET /overview', () => {
  it('counts this week against last week by the day of service in the agency zone, Monday to Sunday', async () => {
    const res = await getOverview(admin.token);
    expect(res.status).toBe(200);
    const { today, timeZone, thisWeek, lastWeek } = res.body.data;
    expect({ today, timeZone }).toEqual({ today: '2026-11-18', timeZone: 'America/New_York' });
    expect(thisWeek).toMatchObject({ from: '2026-11-16', to: '2026-11-22', visits: 3, hours: 4.25 });
    expect(thisWeek.days).toEqual([
      { day: '2026-11-16', visits: 1, hours: 0.75 },
      { day: '2026-11-17', visits: 1, hours: 1.5 },
      { day: '2026-11-18', visits: 1, hours: 2 },
      { day: '2026-11-19', visits: 0, hours: 0 },
      { day: '2026-11-20', visits: 0, hours: 0 },
      { day: '2026-11-21', visits: 0, hours: 0 },
      { day: '2026-11-22', visits: 0, hours: 0 },
    ]);
    expect(lastWeek).toMatchObject({ from: '2026-11-09', to: '2026-11-15', visits: 2, hours: 1.5 });
    expect(lastWeek.days[0]).toEqual({ day: '2026-11-09', visits: 1, hours: 1 });
    expect(lastWeek.days[6]).toEqual({ day: '2026-11-15', visits: 1, hours: 0.5 });
  });

  it('counts visits in progress and completed entries awaiting verification, with the oldest day of each', async () => {
    const { data } = (await getOverview(admin.token)).body;
    expect(data.inProgress).toEqual({ count: 2, oldestDay: '2026-11-16' });
    // 31 Oct (NY), 15, 16 and 18 Nov are not verified; the abandoned and in-progress visits do not count.
    expect(data.awaitingVerification).toEqual({ count: 4, oldestDay: '2026-10-31' });
  });

  it('counts open EVV exceptions by type, every type listed', async () => {
    const { exceptions } = (await getOverview(admin.token)).body.data;
    expect(exceptions.open).toBe(3);
    expect(exceptions.byType).toEqual([
      { type: 'missing_location', label: 'Location missing', count: 0 },
      { type: 'too_far', label: 'Too far from the client', count: 2 },
      { type: 'client_not_located', label: 'Client address not on the map', count: 0 },
      { type: 'no_signature', label: 'No signature', count: 1 },
      { type: 'short_visit', label: 'Shorter than one unit', count: 0 },
      { type: 'manual_change', label: 'Changed by an admin', count: 0 },
      { type: 'inactive', label: 'Inactive or outside the authorization', count: 0 },
      { type: 'late', label: 'Late visit', count: 0 },
      { type: 'missed', label: 'Missed visit', count: 0 },
    ]);
  });

  it("gives the share of this month's completed visits that were manually edited or entered by an admin", async () => {
    const { manualEdits } = (await getOverview(admin.token)).body.data;
    // November (NY): 8, 9, 15, 16, 17 and 18 Nov; manual: the 9th (edited twice) and the 17th (an admin's).
    expect(manualEdits).toEqual({
      month: '2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
      completed: 6,
      manual: 2,
      percent: 33.33,
    });
  });
});

describe('GET /overview: receivables', () => {
  it('gives what the payers owe today, the lines denied this month (agency zone), and the oldest open claim', async () => {
    const { receivables } = (await getOverview(admin.token)).body.data;
    expect(receivables).toEqual({
      // $50.00 unpaid since September and $5.00 left of a partly paid claim; not the voided batch's $90.00.
      outstandingCents: 5500,
      // 5 November's denial; the one answered on 31 October in New York is October's.
      deniedThisMonthCents: 3000,
      deniedThisMonthClaims: 1,
      oldestOpen: {
        batchId: id.claimBatch,
        claimNumber: 1,
        clientName: 'Foster, Erin',
        billedOn: '2026-09-20',
        ageDays: 59,
      },
    });
  });
});

describe('GET /overview: authorizations to watch, audit and access', () => {
  it('lists the authorizations at or above 90 % used or ending within 30 days, nearly used up first', async () => {
    const { authorizations } = (await getOverview(admin.token)).body.data;
    expect(authorizations.total).toBe(3);
    expect(authorizations.limit).toBe(50);
    expect(authorizations.data.map((a: { id: number }) => a.id)).toEqual([id.over, id.near, id.end30]);
    const [over, near, end30] = authorizations.data;
    expect(over).toMatchObject({ usedPercent: 120, nearlyUsed: true, endingSoon: false, daysLeft: 224 });
    expect(near).toEqual({
      id: id.near,
      clientId: expect.any(Number),
      clientName: 'Foster, Erin',
      serviceCode: 'W7060',
      serviceName: 'IHCS',
      startDate: '2026-07-01',
      endDate: '2027-06-30',
      unitsAuthorized: 100,
      unitsUsed: 90,
      usedPercent: 90,
      // 1 Jul – 18 Nov = 141 of 365 days.
      targetPercent: 38.63,
      daysLeft: 224,
      nearlyUsed: true,
      endingSoon: false,
      monthlyUse: [
        { month: '2026-07', units: 0 },
        { month: '2026-08', units: 0 },
        { month: '2026-09', units: 40 },
        { month: '2026-10', units: 50 },
        { month: '2026-11', units: 0 },
      ],
    });
    expect(end30).toMatchObject({ endDate: '2026-12-18', daysLeft: 30, nearlyUsed: false, endingSoon: true });
    // Its visits of this week and last (the week before last's too), by the month they started in.
    expect(end30.monthlyUse.slice(-2)).toEqual([
      { month: '2026-10', units: 2 },
      { month: '2026-11', units: 27 },
    ]);
  });

  it('leaves out 89.9 % used, ending in 31 days, inactive clients and authorizations, and those not running today', async () => {
    const { authorizations } = (await getOverview(admin.token)).body.data;
    const ids = authorizations.data.map((a: { id: number }) => a.id);
    for (const left of ['below', 'end31', 'inactiveClient', 'inactiveAuth', 'future', 'ended']) {
      expect(ids, left).not.toContain(id[left]);
    }
  });

  it('writes an audit row for each read: who, from where, which day', async () => {
    const reads = () =>
      t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'overview.read'), eq(auditEvents.actorUserId, admin.id)));
    const before = (await reads()).length;
    await getOverview(admin.token);
    const after = await reads();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ targetType: 'overview', ip: '127.0.0.1', details: { today: '2026-11-18' } });
  });

  it('is for admins only: the Super Admin reads it, staff get 403, signed out 401', async () => {
    const superAdmin = await signedInUser(t, { userType: UserType.SuperAdmin });
    expect((await getOverview(superAdmin.token)).status).toBe(200);
    expect((await getOverview(staffToken)).status).toBe(403);
    const signedOut = await getOverview();
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error).toBeDefined();
  });
});
