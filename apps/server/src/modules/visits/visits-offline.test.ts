import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayIn,
  refusedVisitActionOut,
  shiftDay,
  toUsDate,
  UserType,
  VisitSyncMsg,
  WorkEntryMsg,
  WorkEntryRuleMsg,
  WorkEntryStatus,
} from '@hearth/shared';
import { auditEvents, clientServiceStaff, visitActions, workEntries } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import {
  api,
  authorizationFor,
  entryRow,
  minutesAfter,
  SIGNATURE,
  staffMember,
  startBody,
  TZ,
  wire,
} from '../work-entries/test-support.js';

let t: TestApp;
let admin: string;
type Staff = { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(() => t.close());

const post = (url: string, token: string, body: unknown) => api(t, 'POST', url, token, body);
const get = (url: string, token: string) => api(t, 'GET', url, token);
const db = () => t.database.db;

const HOUR = 3_600_000;
/** The app clock's now moved by `ms`, in whole seconds as the wire carries them (a phone's seconds are kept). */
const fromNow = (ms: number) => new Date(Math.floor((t.clock.now().getTime() + ms) / 1000) * 1000);
const toMinute = (d: Date) => new Date(Math.floor(d.getTime() / 60_000) * 60_000);
/** What the phone's queue adds to a call recorded with no signal. */
const queued = (deviceTime: Date, clientActionId: string = randomUUID()) => ({
  offline: true,
  deviceTime: wire(deviceTime),
  clientActionId,
});
const finish = (workEntryId: number, extra: Record<string, unknown> = {}) => ({
  workEntryId,
  progress: 1,
  signature: SIGNATURE,
  ...extra,
});

const entriesOf = (userId: number) => db().select().from(workEntries).where(eq(workEntries.userId, userId));
const actionsOf = (userId: number) =>
  db().select().from(visitActions).where(eq(visitActions.userId, userId)).orderBy(asc(visitActions.id));
async function auditDetails(action: string, entryId: number) {
  const [row] = await db()
    .select({ details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, String(entryId))));
  return row?.details;
}
/** The refused actions GET /visits/refused lists for one staff member, newest first. */
async function refusedOf(userId: number) {
  const res = await get('/visits/refused?limit=200', admin);
  expect(res.status).toBe(200);
  return (res.body.data as { userId: number }[]).filter((r) => r.userId === userId);
}

describe('the spec’s payload, with no sync fields', () => {
  it('starts and completes as before: online times, nothing offline, no action recorded', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const started = await post('/visits/start', staff.token, startBody(client.id, cs.id));
    expect(started.status).toBe(200);
    const id = started.body.data.workEntryId;
    t.clock.advance(20 * 60_000);
    const done = await post('/visits/complete', staff.token, finish(id));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      recordedOffline: false,
      startDeviceTime: null,
      startReceivedAt: null,
      endDeviceTime: null,
      endReceivedAt: null,
    });
    expect(await actionsOf(staff.id)).toEqual([]);
    expect(await auditDetails('visit.start', id)).toEqual({ clientServiceId: cs.id, locationMissing: null });
    expect(await auditDetails('visit.complete', id)).not.toHaveProperty('offline');
  });

  it('keeps the five-minute rule for a phone time sent online', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const res = await post(
      '/visits/start',
      staff.token,
      startBody(client.id, cs.id, { serviceStartTime: wire(fromNow(-3 * HOUR)), deviceTime: wire(fromNow(-3 * HOUR)) }),
    );
    expect(res.status).toBe(200);
    expect(Date.parse(`${res.body.data.serviceStartTime}Z`)).toBe(toMinute(t.clock.now()).getTime());
    expect(res.body.data.recordedOffline).toBe(false);
  });
});

describe('a visit queued on a phone with no signal', () => {
  let staff: Staff;
  let entryId: number;
  const startedAt = () => fromNow(-3 * HOUR - 25_000);
  let deviceStart: Date;

  beforeAll(async () => {
    staff = await staffMember(t);
  });

  it('starts at the phone’s time (to the minute), recording it and when the server received it', async () => {
    const { client, cs } = await authorizationFor(t, [staff.id]);
    deviceStart = startedAt();
    const actionId = randomUUID();
    const receivedFrom = t.clock.now();
    const res = await post('/visits/start', staff.token, startBody(client.id, cs.id, queued(deviceStart, actionId)));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(WorkEntryMsg.visitStarted);
    entryId = res.body.data.workEntryId;
    expect(res.body.data).toMatchObject({
      serviceStartTime: wire(toMinute(deviceStart)),
      recordedOffline: true,
      startDeviceTime: wire(deviceStart),
      endDeviceTime: null,
      endReceivedAt: null,
      entryName: `W1726 - Lopez, Maria - ${toUsDate(dayIn(deviceStart, TZ))}`,
    });
    const received = Date.parse(`${res.body.data.startReceivedAt}Z`);
    expect(received).toBeGreaterThanOrEqual(receivedFrom.getTime() - 1000);
    expect(received).toBeLessThanOrEqual(t.clock.now().getTime());
    const row = await entryRow(db(), entryId);
    expect([row.recordedOffline, row.startDeviceTime?.getTime()]).toEqual([true, deviceStart.getTime()]);
    expect(await actionsOf(staff.id)).toMatchObject([
      { clientActionId: actionId, kind: 'start', offline: true, outcome: 'applied', workEntryId: entryId },
    ]);
    expect(await auditDetails('visit.start', entryId)).toMatchObject({ offline: true, clientActionId: actionId });
  });

  it('records an offline notes edit as an action, audited as offline', async () => {
    const actionId = randomUUID();
    const res = await post('/visits/update', staff.token, {
      workEntryId: entryId,
      notes: 'Written in the basement',
      ...queued(fromNow(-2 * HOUR), actionId),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.notes).toBe('Written in the basement');
    expect((await actionsOf(staff.id)).at(-1)).toMatchObject({
      kind: 'update',
      outcome: 'applied',
      workEntryId: entryId,
    });
    expect(await auditDetails('visit.update', entryId)).toMatchObject({ offline: true, clientActionId: actionId });
  });

  it('completes at the phone’s time hours later: units from the phone’s start to its end', async () => {
    // 2 h 30 min between the two punches (the phone's seconds dropped): 10 units of 15 minutes.
    const deviceEnd = new Date(toMinute(deviceStart).getTime() + 150 * 60_000 + 40_000);
    const actionId = randomUUID();
    const res = await post('/visits/complete', staff.token, finish(entryId, queued(deviceEnd, actionId)));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(WorkEntryMsg.visitCompleted);
    expect(res.body.data).toMatchObject({
      status: WorkEntryStatus.Completed,
      serviceStartTime: wire(toMinute(deviceStart)),
      serviceEndTime: wire(toMinute(deviceEnd)),
      elapsedTime: 2.5,
      unitsUsed: 10,
      grossAmount: 46.2,
      recordedOffline: true,
      startDeviceTime: wire(deviceStart),
      endDeviceTime: wire(deviceEnd),
    });
    expect(res.body.data.endReceivedAt).not.toBeNull();
    expect(await auditDetails('visit.complete', entryId)).toMatchObject({ offline: true, clientActionId: actionId });
  });

  it('abandons at the phone’s time too', async () => {
    const other = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [other.id]);
    const started = await post('/visits/start', other.token, startBody(client.id, cs.id));
    t.clock.advance(40 * 60_000);
    const left = fromNow(-15 * 60_000);
    const res = await post('/visits/abandon', other.token, {
      workEntryId: started.body.data.workEntryId,
      ...queued(left),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: WorkEntryStatus.Abandoned,
      serviceEndTime: wire(toMinute(left)),
      recordedOffline: true,
      startDeviceTime: null,
      endDeviceTime: wire(left),
    });
    expect(await auditDetails('visit.abandon', started.body.data.workEntryId)).toMatchObject({ offline: true });
  });

  it('accepts a phone up to two minutes ahead of the server', async () => {
    const other = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [other.id]);
    const ahead = fromNow(90_000);
    const res = await post('/visits/start', other.token, startBody(client.id, cs.id, queued(ahead)));
    expect(res.status).toBe(200);
    expect(res.body.data.serviceStartTime).toBe(wire(toMinute(ahead)));
  });
});

describe('device time out of bounds', () => {
  it('refuses a time more than two minutes ahead, or more than twelve hours old, and keeps the refusal', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const cases = [
      [fromNow(2 * 60_000 + 30_000), VisitSyncMsg.deviceTimeInFuture],
      [fromNow(-12 * HOUR - 60_000), VisitSyncMsg.deviceTimeTooOld],
    ] as const;
    for (const [deviceTime, message] of cases) {
      const res = await post('/visits/start', staff.token, startBody(client.id, cs.id, queued(deviceTime)));
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ code: 400, error: 'DEVICE_TIME_OUT_OF_BOUNDS', message, field: 'deviceTime' });
    }
    expect(await entriesOf(staff.id)).toEqual([]);
    const kept = await actionsOf(staff.id);
    expect(kept).toMatchObject(
      cases.map(([deviceTime, message]) => ({
        kind: 'start',
        offline: true,
        outcome: 'refused',
        errorCode: 'DEVICE_TIME_OUT_OF_BOUNDS',
        errorMessage: message,
        errorField: 'deviceTime',
        deviceTime,
        clientId: client.id,
        clientServiceId: cs.id,
        workEntryId: null,
      })),
    );
  });

  it('refuses an offline action without its device time', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const res = await post(
      '/visits/start',
      staff.token,
      startBody(client.id, cs.id, { offline: true, clientActionId: randomUUID() }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 400,
      error: 'VALIDATION_ERROR',
      message: VisitSyncMsg.deviceTimeRequired,
      field: 'deviceTime',
    });
    expect(await entriesOf(staff.id)).toEqual([]);
  });
});

describe('one action, however often it is sent', () => {
  it('answers a retry like the first call, without a second visit or completion', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const start = startBody(client.id, cs.id, queued(fromNow(-HOUR)));
    const first = await post('/visits/start', staff.token, start);
    const again = await post('/visits/start', staff.token, start);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const id = first.body.data.workEntryId;
    expect(await entriesOf(staff.id)).toHaveLength(1);

    const complete = finish(id, queued(fromNow(-10 * 60_000)));
    const done = await post('/visits/complete', staff.token, complete);
    const doneAgain = await post('/visits/complete', staff.token, complete);
    expect(done.status).toBe(200);
    expect(doneAgain.status).toBe(200);
    expect(doneAgain.body.message).toBe(WorkEntryMsg.visitCompleted);
    expect(doneAgain.body.data).toEqual(done.body.data);
    // The start's retry now shows the entry as it is (completed), with the start's message.
    const startLater = await post('/visits/start', staff.token, start);
    expect(startLater.body).toMatchObject({ message: WorkEntryMsg.visitStarted, data: { status: 8 } });
    expect(await actionsOf(staff.id)).toHaveLength(2);
  });

  it('works the same online: an id sent without the offline flag is idempotent too', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const start = startBody(client.id, cs.id, { clientActionId: randomUUID() });
    const first = await post('/visits/start', staff.token, start);
    const again = await post('/visits/start', staff.token, start);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.data.workEntryId).toBe(first.body.data.workEntryId);
    expect(first.body.data.recordedOffline).toBe(false);
    expect(await actionsOf(staff.id)).toMatchObject([{ offline: false, outcome: 'applied' }]);
  });

  it('acts once when identical requests race', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const start = startBody(client.id, cs.id, queued(fromNow(-HOUR)));
    const starts = await Promise.all(Array.from({ length: 4 }, () => post('/visits/start', staff.token, start)));
    expect(starts.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const id = starts[0]!.body.data.workEntryId;
    for (const r of starts) expect(r.body.data.workEntryId).toBe(id);
    expect(await entriesOf(staff.id)).toHaveLength(1);

    const complete = finish(id, queued(fromNow(-60_000)));
    const dones = await Promise.all(Array.from({ length: 3 }, () => post('/visits/complete', staff.token, complete)));
    expect(dones.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await entryRow(db(), id)).status).toBe(WorkEntryStatus.Completed);
    const completions = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'visit.complete'), eq(auditEvents.targetId, String(id))));
    expect(completions).toHaveLength(1);
    expect(await actionsOf(staff.id)).toHaveLength(2);
  });

  it('answers a refused action’s retry with the same refusal, without running it again', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const action = startBody(client.id, cs.id, queued(fromNow(HOUR), randomUUID()));
    const first = await post('/visits/start', staff.token, action);
    expect(first.status).toBe(400);
    // The same action an hour later, when its time would now pass: still the first answer.
    t.clock.advance(HOUR);
    const retry = await post('/visits/start', staff.token, action);
    expect(retry.status).toBe(400);
    expect(retry.body).toEqual(first.body);
    expect(await entriesOf(staff.id)).toEqual([]);
    expect(await actionsOf(staff.id)).toHaveLength(1);
  });

  it('refuses an id reused for another kind of action or another visit (422), and scopes ids per user', async () => {
    const staff = await staffMember(t);
    const other = await staffMember(t, { firstName: 'Dana', lastName: 'Reyes' });
    const { client, cs } = await authorizationFor(t, [staff.id, other.id]);
    const actionId = randomUUID();
    const started = await post(
      '/visits/start',
      staff.token,
      startBody(client.id, cs.id, queued(fromNow(-HOUR), actionId)),
    );
    const id = started.body.data.workEntryId;
    const reused = {
      complete: await post('/visits/complete', staff.token, finish(id, queued(fromNow(-60_000), actionId))),
      abandon: await post('/visits/abandon', staff.token, { workEntryId: id, clientActionId: actionId }),
    };
    for (const [what, res] of Object.entries(reused)) {
      expect(res.status, what).toBe(422);
      expect(res.body, what).toEqual({
        code: 422,
        error: 'IDEMPOTENCY_KEY_REUSED',
        message: VisitSyncMsg.actionIdReused,
        field: 'clientActionId',
      });
    }
    expect((await entryRow(db(), id)).status).toBe(WorkEntryStatus.InProgress);

    const theirs = await post(
      '/visits/start',
      other.token,
      startBody(client.id, cs.id, queued(fromNow(-HOUR), actionId)),
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.workEntryId).not.toBe(id);
    expect(theirs.body.data.userId).toBe(other.id);
  });
});

describe('the rules still apply at sync, and each refusal is kept for admins', () => {
  it('refuses and lists: deallocated, outside the dates, a visit in progress, degree, completing an abandoned visit', async () => {
    const staff = await staffMember(t, { firstName: 'Sam', lastName: 'Ortiz', hasRelevantDegree: false });
    const deviceTime = fromNow(-HOUR);
    const day = dayIn(deviceTime, TZ);

    const dropped = await authorizationFor(t, [staff.id]);
    await db().delete(clientServiceStaff).where(eq(clientServiceStaff.clientServiceId, dropped.cs.id));
    const later = await authorizationFor(t, [staff.id], { startDate: shiftDay(day, 1), endDate: shiftDay(day, 60) });
    const degree = await authorizationFor(t, [staff.id], { isDegreeRequired: true });
    const open = await authorizationFor(t, [staff.id]);

    const refusals: { res: Awaited<ReturnType<typeof post>>; status: number; error: string; message: string }[] = [];
    const expectRefused = async (url: string, body: object, status: number, error: string, message: string) => {
      const res = await post(url, staff.token, body);
      expect(res.status, message).toBe(status);
      expect(res.body, message).toMatchObject({ error, message });
      refusals.push({ res, status, error, message });
    };

    await expectRefused(
      '/visits/start',
      startBody(dropped.client.id, dropped.cs.id, queued(deviceTime)),
      404,
      'NOT_FOUND',
      WorkEntryMsg.serviceNotFound,
    );
    await expectRefused(
      '/visits/start',
      startBody(later.client.id, later.cs.id, queued(deviceTime)),
      400,
      'VALIDATION_ERROR',
      WorkEntryRuleMsg.outsideWindow(toUsDate(day), toUsDate(shiftDay(day, 1)), toUsDate(shiftDay(day, 60))),
    );
    await expectRefused(
      '/visits/start',
      startBody(degree.client.id, degree.cs.id, queued(deviceTime)),
      403,
      'DEGREE_REQUIRED',
      WorkEntryMsg.degreeRequired,
    );

    const started = await post('/visits/start', staff.token, startBody(open.client.id, open.cs.id));
    expect(started.status).toBe(200);
    const openId = started.body.data.workEntryId;
    await expectRefused(
      '/visits/start',
      startBody(open.client.id, open.cs.id, queued(deviceTime)),
      409,
      'VISIT_IN_PROGRESS',
      WorkEntryMsg.visitInProgress,
    );
    expect((await post('/visits/abandon', staff.token, { workEntryId: openId })).status).toBe(200);
    await expectRefused(
      '/visits/complete',
      finish(openId, queued(fromNow(-60_000))),
      409,
      'ALREADY_ABANDONED',
      WorkEntryMsg.alreadyAbandoned,
    );
    expect(await entriesOf(staff.id)).toHaveLength(1);

    const listed = await refusedOf(staff.id);
    expect(listed).toHaveLength(5);
    const oldestFirst = [...listed].reverse();
    // Deallocated before any visit under it: the staff member could not have started it, so the
    // refusal names neither client nor service (a caller cannot put a client of their choosing there).
    expect(oldestFirst[0]).toMatchObject({
      clientId: null,
      clientName: null,
      serviceRequestId: null,
      serviceCode: null,
      errorCode: refusals[0]!.error,
    });
    const expected = [
      { kind: 'start', clientId: dropped.client.id, serviceRequestId: dropped.cs.id, workEntryId: null },
      { kind: 'start', clientId: later.client.id, serviceRequestId: later.cs.id, workEntryId: null },
      { kind: 'start', clientId: degree.client.id, serviceRequestId: degree.cs.id, workEntryId: null },
      { kind: 'start', clientId: open.client.id, serviceRequestId: open.cs.id, workEntryId: null },
      { kind: 'complete', clientId: open.client.id, serviceRequestId: open.cs.id, workEntryId: openId },
    ];
    oldestFirst.slice(1).forEach((row, at) => {
      const i = at + 1;
      expect(row).toMatchObject({
        ...expected[i],
        userName: 'Ortiz, Sam',
        clientName: 'Baker, Ann',
        serviceCode: 'W1726',
        errorCode: refusals[i]!.error,
        message: refusals[i]!.message,
      });
    });
    expect(oldestFirst[0]).toMatchObject({ deviceTime: wire(deviceTime) });
  });

  it('does not keep an online refusal', async () => {
    const staff = await staffMember(t, { hasRelevantDegree: false });
    const { client, cs } = await authorizationFor(t, [staff.id], { isDegreeRequired: true });
    const res = await post('/visits/start', staff.token, startBody(client.id, cs.id, { clientActionId: randomUUID() }));
    expect(res.status).toBe(403);
    expect(await actionsOf(staff.id)).toEqual([]);
    expect(await refusedOf(staff.id)).toEqual([]);
  });
});

describe('GET /visits/refused', () => {
  it('is for admins: staff get 403', async () => {
    const staff = await staffMember(t);
    const res = await get('/visits/refused', staff.token);
    expect(res.status).toBe(403);
  });

  it('pages newest first with exactly the listed fields, and is audited', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    for (const minutes of [1, 2, 3]) {
      t.clock.advance(60_000);
      await post('/visits/start', staff.token, startBody(client.id, cs.id, queued(fromNow(minutes * 10 * 60_000))));
    }
    const all = await get('/visits/refused?limit=200', admin);
    const page = await get('/visits/refused?offset=1&limit=1', admin);
    expect(page.status).toBe(200);
    expect(page.body.recordCount).toBe(all.body.recordCount);
    expect(page.body.data).toEqual([all.body.data[1]]);
    const receivedAt = all.body.data.map((r: { receivedAt: string }) => r.receivedAt);
    expect(receivedAt).toEqual([...receivedAt].sort().reverse());
    for (const row of all.body.data) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(refusedVisitActionOut.shape).sort());
    }
    const audits = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'visit_action.list'))
      .orderBy(asc(auditEvents.id));
    expect(audits.at(-1)).toMatchObject({ targetType: 'visit_action', details: { offset: 1, limit: 1 } });
  });
});

describe('a morning queued on the phone', () => {
  it('syncs a start then a completion recorded hours apart, in order, into one billed visit', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const clockIn = toMinute(fromNow(-5 * HOUR));
    const clockOut = minutesAfter(clockIn, 4 * 60 + 7);
    const started = await post('/visits/start', staff.token, startBody(client.id, cs.id, queued(clockIn)));
    expect(started.status).toBe(200);
    const done = await post('/visits/complete', staff.token, finish(started.body.data.workEntryId, queued(clockOut)));
    expect(done.status).toBe(200);
    // 4 h 07 min: 16 whole 15-minute units, $73.92 gross.
    expect(done.body.data).toMatchObject({
      serviceStartTime: wire(clockIn),
      serviceEndTime: wire(clockOut),
      elapsedTime: 4.12,
      unitsUsed: 16,
      grossAmount: 73.92,
    });
  });
});
