import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_REASON_GIVEN, toUsDate, shiftDay, UserType, WorkEntryStatus } from '@hearth/shared';
import { workEntries } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { createCompletedEntry, createInProgressVisit, createWorkEntry } from '../../seed/work-entry-factory.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import {
  api,
  auditActions,
  authorizationFor,
  dayAt,
  entryRow,
  historyRows,
  minutesAfter,
  SIGNATURE,
  staffMember,
  today,
  TZ,
  wire,
} from './test-support.js';

let t: TestApp;
let admin: { id: number; token: string };
let maria: { id: number; token: string };
let james: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { userType: UserType.Admin, firstName: 'Dana', lastName: 'Whitfield' });
  maria = await staffMember(t);
  james = await staffMember(t, { firstName: 'James', lastName: 'Okafor' });
});
afterAll(() => t.close());

const get = (url: string, token = admin.token) => api(t, 'GET', url, token);
const createBody = (userId: number, cs: { id: number; clientId: number }, start: Date, end: Date, extra = {}) => ({
  userId,
  clientId: cs.clientId,
  serviceRequestId: cs.id,
  serviceStartTime: wire(start),
  serviceEndTime: wire(end),
  serviceStartLatitude: 40.03,
  serviceStartLongitude: -76.3,
  serviceEndLatitude: 40.03,
  serviceEndLongitude: -76.3,
  notes: 'Worked on budgeting',
  signature: SIGNATURE,
  progress: 2,
  adminVerification: false,
  timeZone: TZ,
  ...extra,
});

describe('admin timesheets: create', () => {
  it('creates a completed entry for an allocated staff member, with history and audit', async () => {
    const { cs } = await authorizationFor(t, [maria.id]);
    const start = dayAt(t, -1, 9);
    const res = await api(
      t,
      'POST',
      '/work_entry',
      admin.token,
      createBody(maria.id, cs, start, minutesAfter(start, 90)),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: WorkEntryStatus.Completed,
      userId: maria.id,
      userName: 'Lopez, Maria',
      entryName: `W1726 - Lopez, Maria - ${toUsDate(shiftDay(today(t), -1))}`,
      unitsUsed: 6,
      grossAmount: 27.72,
      netAmount: 17.33,
      recordHistory: 2,
      adminVerification: false,
      createdBy: 'Whitfield, Dana',
      createdById: admin.id,
      updatedBy: 'Whitfield, Dana',
      startLocationMissing: null,
    });
    const id = res.body.data.workEntryId;
    expect((await historyRows(t.database.db, id)).map((h) => h.action)).toEqual(['created']);
    expect(await auditActions(t.database.db, id)).toEqual(['work_entry.create']);
  });

  it('records a timesheet without coordinates as entered manually', async () => {
    const { cs } = await authorizationFor(t, [maria.id]);
    const start = dayAt(t, -3, 9);
    const res = await api(
      t,
      'POST',
      '/work_entry',
      admin.token,
      createBody(maria.id, cs, start, minutesAfter(start, 30), {
        serviceStartLatitude: null,
        serviceStartLongitude: null,
        serviceEndLatitude: '',
        serviceEndLongitude: '',
        adminVerification: true,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      startLocationMissing: 'manual',
      endLocationMissing: 'manual',
      adminVerification: true,
    });
  });

  it('refuses bad timesheets with a clear message and writes nothing', async () => {
    const { cs } = await authorizationFor(t, [maria.id]);
    const other = await authorizationFor(t, [james.id]);
    const specialist = await createUser(t.database.db, { userType: UserType.BehavioralSpecialist });
    const start = dayAt(t, -1, 9);
    const end = minutesAfter(start, 60);
    const future = minutesAfter(t.clock.now(), 10);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...createBody(maria.id, cs, start, end), userId: undefined }, 400, 'Staff Name is required'],
      [createBody(specialist.id, cs, start, end), 400, 'Choose a staff member (user type Staff).'],
      [createBody(admin.id, cs, start, end), 400, 'Choose a staff member (user type Staff).'],
      [createBody(maria.id, other.cs, start, end), 400, 'This service is not allocated to the selected staff member.'],
      [createBody(maria.id, { ...cs, clientId: 999_999 }, start, end), 404, 'Client not found'],
      [createBody(maria.id, { ...cs, id: 999_999 }, start, end), 404, 'Client service not found'],
      [createBody(maria.id, cs, future, minutesAfter(future, 5)), 400, 'The start time cannot be in the future.'],
      [createBody(maria.id, cs, start, minutesAfter(start, -1)), 400, 'The end time cannot be before the start time.'],
      [
        createBody(maria.id, cs, dayAt(t, -2, 22), dayAt(t, -1, 0, 30)),
        400,
        'The end time must be on the same day as the start time.',
      ],
      [
        createBody(maria.id, cs, dayAt(t, -2, 22), dayAt(t, -1, 0)),
        400,
        'The end time must be on the same day as the start time.',
      ],
      [{ ...createBody(maria.id, cs, start, end), serviceEndTime: '' }, 400, 'Service End Date is required'],
      [
        { ...createBody(maria.id, cs, start, end), serviceStartTime: '05/04/2026 9:00' },
        400,
        'Use the format YYYY-MM-DD HH:mm:ss (UTC).',
      ],
      [
        { ...createBody(maria.id, cs, start, end), serviceEndLongitude: 200 },
        400,
        'Longitude must be between -180 and 180.',
      ],
      [
        { ...createBody(maria.id, cs, start, end), signature: 'not an image' },
        400,
        'The signature must be a PNG image.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await api(t, 'POST', '/work_entry', admin.token, body);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    const list = await get(`/work_entry?type=all&service=${cs.id}`);
    expect(list.body.recordCount).toBe(0);
    const staffTry = await api(t, 'POST', '/work_entry', maria.token, createBody(maria.id, cs, start, end));
    expect(staffTry.status).toBe(403);
  });
});

describe('admin timesheets: edit, verify and history', () => {
  let id: number;
  let start: Date;
  let cs: { id: number; clientId: number };
  const put = (body: Record<string, unknown>, token = admin.token) => api(t, 'PUT', '/work_entry', token, body);
  const editBody = (end: Date, extra: Record<string, unknown> = {}) => ({
    ...createBody(maria.id, cs, start, end),
    workEntryId: id,
    ...extra,
  });

  beforeAll(async () => {
    ({ cs } = await authorizationFor(t, [maria.id]));
    start = dayAt(t, -4, 9);
    const res = await api(
      t,
      'POST',
      '/work_entry',
      admin.token,
      createBody(maria.id, cs, start, minutesAfter(start, 60)),
    );
    id = res.body.data.workEntryId;
  });

  it('records a manual edit with before/after values and "no reason given" when none is sent', async () => {
    const res = await put(editBody(minutesAfter(start, 120)));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ unitsUsed: 8, grossAmount: 36.96, netAmount: 23.1 });
    const rows = await historyRows(t.database.db, id);
    expect(rows.at(-1)).toMatchObject({
      action: 'updated',
      isManualEdit: true,
      reasonCode: null,
      reasonText: NO_REASON_GIVEN,
    });
    expect(rows.at(-1)!.changes).toEqual({
      serviceEndTime: [wire(minutesAfter(start, 60)), wire(minutesAfter(start, 120))],
      elapsedTime: [1, 2],
      unitsUsed: [4, 8],
      grossAmount: [18.48, 36.96],
      netAmount: [11.55, 23.1],
    });
    expect((await auditActions(t.database.db, id)).at(-1)).toBe('work_entry.update');
  });

  it('records the chosen reason; "other" needs words; unknown reasons are refused', async () => {
    const coded = await put(editBody(minutesAfter(start, 105), { editReason: 'forgot_clock_out' }));
    expect(coded.status).toBe(200);
    let rows = await historyRows(t.database.db, id);
    expect(rows.at(-1)).toMatchObject({ isManualEdit: true, reasonCode: 'forgot_clock_out', reasonText: null });

    const before = await entryRow(t.database.db, id);
    const unknown = await put(editBody(minutesAfter(start, 90), { editReason: 'felt_like_it' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Choose an edit reason from the list.');
    const bare = await put(editBody(minutesAfter(start, 90), { editReason: 'other' }));
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Describe the reason for this edit.');
    expect(await entryRow(t.database.db, id)).toEqual(before);

    const other = await put(
      editBody(minutesAfter(start, 90), { editReason: 'other', editReasonText: 'Client called to correct it' }),
    );
    expect(other.status).toBe(200);
    rows = await historyRows(t.database.db, id);
    expect(rows.at(-1)).toMatchObject({ reasonCode: 'other', reasonText: 'Client called to correct it' });
  });

  it('records verification toggles as their own rows, not manual edits', async () => {
    const verified = await put(editBody(minutesAfter(start, 90), { adminVerification: true }));
    expect(verified.status).toBe(200);
    expect(verified.body.data.adminVerification).toBe(true);
    let rows = await historyRows(t.database.db, id);
    expect(rows.at(-1)).toMatchObject({
      action: 'verified',
      isManualEdit: false,
      reasonText: null,
      changes: { adminVerification: [false, true] },
    });
    const unverified = await put(editBody(minutesAfter(start, 90), { adminVerification: false }));
    expect(unverified.status).toBe(200);
    rows = await historyRows(t.database.db, id);
    expect(rows.at(-1)).toMatchObject({ action: 'unverified', isManualEdit: false });
  });

  it('keeps the staff member, allows exactly the next midnight, refuses other days and stale versions', async () => {
    const locked = await put(editBody(minutesAfter(start, 90), { userId: james.id }));
    expect(locked.status).toBe(400);
    expect(locked.body.message).toBe('The staff member of a work entry cannot be changed.');

    const lateStart = dayAt(t, -4, 23);
    const midnight = await put({ ...editBody(dayAt(t, -3, 0)), serviceStartTime: wire(lateStart) });
    expect(midnight.status).toBe(200);
    expect(midnight.body.data.unitsUsed).toBe(4);
    const pastMidnight = await put({ ...editBody(dayAt(t, -3, 0, 15)), serviceStartTime: wire(lateStart) });
    expect(pastMidnight.status).toBe(400);
    expect(pastMidnight.body.message).toBe(
      'The end time must be on the same day as the start time, or midnight at the end of that day.',
    );

    const version = midnight.body.data.version;
    const stale = await put({ ...editBody(dayAt(t, -3, 0)), serviceStartTime: wire(lateStart), version: version - 1 });
    expect(stale.status).toBe(409);
    const fresh = await put({
      ...editBody(minutesAfter(start, 90)),
      version,
      notes: 'Budgeting and groceries',
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.version).toBe(version + 1);
  });

  it('serves the history oldest first, each row with the entry as it then stood', async () => {
    const res = await get(`/work_entry/history?entry_id=${id}`);
    expect(res.status).toBe(200);
    const rows = res.body.data as Record<string, unknown>[];
    expect(rows.map((r) => r.recordAction)).toEqual([
      'created',
      'updated',
      'updated',
      'updated',
      'verified',
      'unverified',
      'updated',
      'updated',
    ]);
    expect(rows[0]).toMatchObject({
      serviceRequest: 'Companion',
      serviceStartTime: wire(start),
      serviceEndTime: wire(minutesAfter(start, 60)),
      adminVerification: false,
      notes: 'Worked on budgeting',
      recordedBy: 'Whitfield, Dana',
      isManualEdit: false,
      reason: null,
    });
    expect(rows[1]).toMatchObject({ serviceEndTime: wire(minutesAfter(start, 120)), reason: NO_REASON_GIVEN });
    expect(rows[2]).toMatchObject({ reason: 'Forgot to clock out' });
    expect(rows[3]).toMatchObject({ reason: 'Other: Client called to correct it' });
    expect(rows[4]).toMatchObject({ adminVerification: true, reason: null });
    expect(rows[5]).toMatchObject({ adminVerification: false });
    expect(rows.at(-1)).toMatchObject({
      notes: 'Budgeting and groceries',
      serviceEndTime: wire(minutesAfter(start, 90)),
    });
    expect((await auditActions(t.database.db, id)).at(-1)).toBe('work_entry.read');
    expect((await get(`/work_entry/history?entry_id=${id}`, maria.token)).status).toBe(200);
    expect((await get(`/work_entry/history?entry_id=${id}`, james.token)).status).toBe(404);
    expect((await get('/work_entry/history?entry_id=999999')).status).toBe(404);
  });

  it('closes a visit someone forgot to clock out of: a manual edit that completes it', async () => {
    const visit = await createInProgressVisit(t.database.db, {
      clientServiceId: cs.id,
      userId: maria.id,
      start: dayAt(t, -2, 9),
    });
    const res = await put({
      ...createBody(maria.id, cs, dayAt(t, -2, 9), dayAt(t, -2, 10)),
      workEntryId: visit.id,
      editReason: 'forgot_clock_out',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: WorkEntryStatus.Completed, unitsUsed: 4 });
    const rows = await historyRows(t.database.db, visit.id);
    expect(rows.at(-1)).toMatchObject({ action: 'updated', isManualEdit: true, reasonCode: 'forgot_clock_out' });
    expect(rows.at(-1)!.changes).toMatchObject({ status: [6, 8], serviceEndTime: [null, wire(dayAt(t, -2, 10))] });
  });

  it('refuses staff and unknown entries', async () => {
    expect((await put(editBody(minutesAfter(start, 90)), maria.token)).status).toBe(403);
    expect((await put({ ...editBody(minutesAfter(start, 90)), workEntryId: 999_999 })).status).toBe(404);
  });
});

describe('a verified entry changed afterwards', () => {
  let cs: { id: number; clientId: number };
  const put = (body: Record<string, unknown>) => api(t, 'PUT', '/work_entry', admin.token, body);

  /** A completed, verified entry of Maria's (an admin's timesheet) and the body that recreates it as it is. */
  async function verifiedEntry(daysAgo: number) {
    const start = dayAt(t, -daysAgo, 9);
    const body = createBody(maria.id, cs, start, minutesAfter(start, 60), { adminVerification: true });
    const res = await api(t, 'POST', '/work_entry', admin.token, body);
    expect(res.body.data.adminVerification).toBe(true);
    const id = res.body.data.workEntryId as number;
    return { id, body: { ...body, workEntryId: id } };
  }

  beforeAll(async () => {
    ({ cs } = await authorizationFor(t, [maria.id]));
  });

  it('loses its verification when the staff member edits the notes, progress or signature', async () => {
    const { id } = await verifiedEntry(5);
    const rowsBefore = (await historyRows(t.database.db, id)).length;
    const edited = await api(t, 'POST', '/visits/update', maria.token, { workEntryId: id, notes: 'Added later' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.adminVerification).toBe(false);
    expect((await entryRow(t.database.db, id)).adminVerification).toBe(false);
    const rows = await historyRows(t.database.db, id);
    expect(rows).toHaveLength(rowsBefore + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'updated',
      isManualEdit: false,
      changes: { notes: ['Worked on budgeting', 'Added later'], adminVerification: [true, false] },
    });
    const history = await get(`/work_entry/history?entry_id=${id}`);
    expect(history.body.data.at(-2).adminVerification).toBe(true);
    expect(history.body.data.at(-1).adminVerification).toBe(false);
  });

  it('stays verified when the staff member saves without changing anything', async () => {
    const { id } = await verifiedEntry(6);
    const rowsBefore = (await historyRows(t.database.db, id)).length;
    const same = await api(t, 'POST', '/visits/update', maria.token, {
      workEntryId: id,
      notes: 'Worked on budgeting',
      progress: 2,
      signature: SIGNATURE,
    });
    expect(same.status).toBe(200);
    expect(same.body.data.adminVerification).toBe(true);
    expect(await historyRows(t.database.db, id)).toHaveLength(rowsBefore);
  });

  it("loses its verification on an admin's edit left unticked; the history shows it taken back", async () => {
    const { id, body } = await verifiedEntry(7);
    const edited = await put({ ...body, notes: 'Corrected by the office', adminVerification: false });
    expect(edited.status).toBe(200);
    expect(edited.body.data.adminVerification).toBe(false);
    const rows = await historyRows(t.database.db, id);
    expect(rows.at(-1)).toMatchObject({
      action: 'updated',
      isManualEdit: true,
      reasonText: NO_REASON_GIVEN,
      changes: { notes: ['Worked on budgeting', 'Corrected by the office'], adminVerification: [true, false] },
    });
    expect(rows.at(-2)!.action).toBe('created');
  });

  it('ticked in the same save, verifies the edited entry: the edit (taking the old verification back), then the verification', async () => {
    const { id, body } = await verifiedEntry(8);
    const edited = await put({ ...body, notes: 'Corrected by the office', adminVerification: true });
    expect(edited.status).toBe(200);
    expect(edited.body.data.adminVerification).toBe(true);
    expect(edited.body.data.version).toBe(2);
    let rows = await historyRows(t.database.db, id);
    expect(rows.slice(-2)).toMatchObject([
      {
        action: 'updated',
        isManualEdit: true,
        recordedById: admin.id,
        changes: { notes: ['Worked on budgeting', 'Corrected by the office'], adminVerification: [true, false] },
      },
      {
        action: 'verified',
        isManualEdit: false,
        recordedById: admin.id,
        changes: { adminVerification: [false, true] },
      },
    ]);
    // Each row of the history shows the entry as it stood after it: verified, edited (unverified), verified.
    const history = await get(`/work_entry/history?entry_id=${id}`);
    expect(history.body.data.map((h: { adminVerification: boolean }) => h.adminVerification)).toEqual([
      true,
      false,
      true,
    ]);

    // An unverified entry edited with Verified ticked is verified as edited too.
    const off = await put({ ...body, notes: 'Corrected by the office', adminVerification: false, version: 2 });
    expect(off.body.data.adminVerification).toBe(false);
    const again = await put({ ...body, notes: 'Corrected twice', adminVerification: true, version: 3 });
    expect(again.body.data.adminVerification).toBe(true);
    rows = await historyRows(t.database.db, id);
    expect(rows.slice(-2)).toMatchObject([
      { action: 'updated', changes: { notes: ['Corrected by the office', 'Corrected twice'] } },
      { action: 'verified', changes: { adminVerification: [false, true] } },
    ]);
    expect(rows.at(-2)!.changes).not.toHaveProperty('adminVerification');

    // Saving the same entry again changes nothing and keeps the verification.
    const unchanged = await put({ ...body, notes: 'Corrected twice', adminVerification: true });
    expect(unchanged.body.data.adminVerification).toBe(true);
    expect(await historyRows(t.database.db, id)).toHaveLength(rows.length);
  });
});

describe('work entry list and reads', () => {
  let staffA: number;
  let csA: { id: number; clientId: number };
  let csB: { id: number; clientId: number };
  const ids = { recent: 0, older: 0, ancient: 0, abandoned: 0, open: 0 };

  beforeAll(async () => {
    staffA = (await createUser(t.database.db, { userType: UserType.Staff, firstName: 'Zora', lastName: 'Zimmer' })).id;
    ({ cs: csA } = await authorizationFor(t, [staffA, james.id]));
    ({ cs: csB } = await authorizationFor(t, [staffA], { serviceCode: 'W7060', serviceName: 'IHCS 2' }));
    const db = t.database.db;
    const created = (days: number) => ({ createdAt: dayAt(t, days, 12) });
    ids.recent = (
      await createCompletedEntry(db, {
        clientServiceId: csA.id,
        userId: staffA,
        start: dayAt(t, -2, 9),
        minutes: 60,
        values: created(-2),
      })
    ).id;
    ids.older = (
      await createCompletedEntry(db, {
        clientServiceId: csB.id,
        userId: staffA,
        start: dayAt(t, -5, 9),
        minutes: 60,
        values: created(-1),
      })
    ).id;
    ids.ancient = (
      await createCompletedEntry(db, {
        clientServiceId: csA.id,
        userId: staffA,
        start: dayAt(t, -20, 9),
        minutes: 60,
        values: created(-20),
      })
    ).id;
    ids.abandoned = (
      await createWorkEntry(db, {
        clientServiceId: csA.id,
        userId: staffA,
        start: dayAt(t, -3, 9),
        end: dayAt(t, -3, 9, 10),
        status: WorkEntryStatus.Abandoned,
        values: created(-3),
      })
    ).id;
    ids.open = (
      await createInProgressVisit(db, {
        clientServiceId: csA.id,
        userId: james.id,
        start: dayAt(t, 0, 0, 1),
        values: created(0),
      })
    ).id;
  });

  const listIds = async (query: string, token = admin.token) => {
    const res = await get(`/work_entry?timeZone=${TZ}&limit=200&${query}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { workEntryId: number }[]).map((e) => e.workEntryId);
  };
  const mine = (list: number[]) => list.filter((id) => Object.values(ids).includes(id));

  it('shows the Completed tab for the last 7 days by default, newest created first', async () => {
    expect(mine(await listIds('staff=' + staffA))).toEqual([ids.older, ids.recent]);
  });

  it('maps the tabs to statuses', async () => {
    const from = `from=${shiftDay(today(t), -30)}`;
    expect(mine(await listIds(`${from}&type=inp`))).toEqual([ids.open]);
    expect(mine(await listIds(`${from}&type=abd`))).toEqual([ids.abandoned]);
    expect(mine(await listIds(`${from}&type=com&staff=${staffA}`))).toEqual([ids.older, ids.recent, ids.ancient]);
    expect(mine(await listIds(`${from}&type=all`)).sort()).toEqual(Object.values(ids).sort());
  });

  it('filters by created, start or end date (whole days, MM/DD/YYYY accepted)', async () => {
    const day = (n: number) => shiftDay(today(t), n);
    expect(mine(await listIds(`type=all&date=1&from=${day(-2)}&to=${day(-2)}`))).toEqual([ids.recent]);
    expect(mine(await listIds(`type=all&date=2&from=${day(-5)}&to=${day(-5)}`))).toEqual([ids.older]);
    expect(mine(await listIds(`type=all&date=3&from=${day(-3)}&to=${day(-2)}`))).toEqual([ids.recent, ids.abandoned]);
    expect(mine(await listIds(`type=all&date=3&from=${toUsDate(day(-3))}&to=${toUsDate(day(-3))}`))).toEqual([
      ids.abandoned,
    ]);
    const reversed = await get(`/work_entry?from=${day(-1)}&to=${day(-3)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('The To date cannot be earlier than the From date.');
    expect((await get('/work_entry?from=2026-02-30')).status).toBe(400);
  });

  it('lists an entry that ends at midnight under the day it closes when filtering by end date', async () => {
    const day = (n: number) => shiftDay(today(t), n);
    // 23:00 to 00:00: it ends at the first instant of day -9, but belongs to day -10 (entryDays).
    // A staff member of its own, so the other tests' lists do not see it.
    const night = (await createUser(t.database.db, { userType: UserType.Staff, lastName: 'Nightshift' })).id;
    const late = await createCompletedEntry(t.database.db, {
      clientServiceId: csA.id,
      userId: night,
      start: dayAt(t, -10, 23),
      minutes: 60,
    });
    const byEnd = (from: string, to: string) =>
      listIds(`type=all&date=3&staff=${night}&from=${from}&to=${to}`).then((list) => list.includes(late.id));
    expect(await byEnd(day(-10), day(-10))).toBe(true);
    expect(await byEnd(day(-9), day(-9))).toBe(false);
  });

  it('filters by staff, service and name (entry, staff or client; LIKE characters are literal)', async () => {
    const from = `type=all&from=${shiftDay(today(t), -30)}`;
    expect(mine(await listIds(`${from}&service=${csB.id}`))).toEqual([ids.older]);
    expect(mine(await listIds(`${from}&staff=${james.id}`))).toEqual([ids.open]);
    expect(mine(await listIds(`${from}&name=zimm`)).sort()).toEqual(
      [ids.recent, ids.older, ids.ancient, ids.abandoned].sort(),
    );
    expect(mine(await listIds(`${from}&name=W7060`))).toEqual([ids.older]);
    expect((await listIds(`${from}&name=${encodeURIComponent('%')}`)).length).toBe(0);
    expect(mine(await listIds(`${from}&name=baker&staff=${james.id}`))).toEqual([ids.open]);
  });

  it('filters by admin verification', async () => {
    const from = `type=com&staff=${staffA}&from=${shiftDay(today(t), -30)}`;
    await t.database.db.update(workEntries).set({ adminVerification: true }).where(eq(workEntries.id, ids.older));
    try {
      expect(mine(await listIds(`${from}&adminVerification=reviewed`))).toEqual([ids.older]);
      expect(mine(await listIds(`${from}&adminVerification=not_reviewed`))).toEqual([ids.recent, ids.ancient]);
      expect(mine(await listIds(`${from}&adminVerification=all`))).toEqual([ids.older, ids.recent, ids.ancient]);
    } finally {
      // Later tests expect the entry unverified, whatever happened here.
      await t.database.db.update(workEntries).set({ adminVerification: false }).where(eq(workEntries.id, ids.older));
    }
  });

  it('sorts recent by created date and all by start time, and pages with a total', async () => {
    const from = `type=com&staff=${staffA}&from=${shiftDay(today(t), -30)}`;
    expect(await listIds(`${from}&filter=recent`)).toEqual([ids.older, ids.recent, ids.ancient]);
    expect(await listIds(`${from}&filter=all`)).toEqual([ids.recent, ids.older, ids.ancient]);
    const page = await get(`/work_entry?${from}&filter=all&offset=1&limit=1`);
    expect(page.body.recordCount).toBe(3);
    expect(page.body.data.map((e: { workEntryId: number }) => e.workEntryId)).toEqual([ids.older]);
    expect(page.body.data[0]).toMatchObject({ signature: null, hasSignature: true, unitsUsed: 4 });
  });

  it('lets staff list only their own entries', async () => {
    const from = `type=all&from=${shiftDay(today(t), -30)}`;
    expect(await listIds(`${from}&user_id=${james.id}`, james.token)).toEqual([ids.open]);
    expect(await listIds(`${from}&user_id=${james.id}&staff=${staffA}`, james.token)).toEqual([ids.open]);
    const others = await get(`/work_entry?${from}&user_id=${staffA}`, james.token);
    expect(others.status).toBe(403);
    expect((await get(`/work_entry?${from}`, james.token)).status).toBe(403);
  });

  it('reads one entry for admins and its own staff member, audited; others get 404', async () => {
    const res = await get(`/WorkEntryById?entry_id=${ids.open}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: WorkEntryStatus.InProgress,
      serviceEndTime: null,
      unitsUsed: null,
      grossAmount: null,
      netAmount: null,
      elapsedTime: null,
    });
    expect((await get(`/WorkEntryById?entry_id=${ids.open}`, james.token)).status).toBe(200);
    const foreign = await get(`/WorkEntryById?entry_id=${ids.recent}`, james.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 404, error: 'NOT_FOUND', message: 'Not found' });
    expect((await get('/WorkEntryById?entry_id=999999')).status).toBe(404);
    expect(await auditActions(t.database.db, ids.open)).toEqual(['work_entry.read', 'work_entry.read']);
    expect(await auditActions(t.database.db, ids.recent)).toEqual([]);
  });
});
