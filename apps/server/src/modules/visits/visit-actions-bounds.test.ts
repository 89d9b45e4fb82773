// Issue 24: a client action id stands for one body; device times that are not times; refused
// offline punches bounded per staff member and naming only what they could have started.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DateTimeMsg,
  REFUSALS_KEPT_PER_USER,
  type RefusedVisitActionOut,
  UserType,
  VisitSyncMsg,
  WorkEntryStatus,
} from '@hearth/shared';
import { clientServiceStaff, visitActions, workEntries } from '../../db/schema/index.js';
import { Limits } from '../../platform/rate-limit.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import {
  api,
  authorizationFor,
  entryRow,
  SIGNATURE,
  staffMember,
  startBody,
  wire,
} from '../work-entries/test-support.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(() => t.close());

const post = (url: string, token: string, body: unknown) => api(t, 'POST', url, token, body);
const db = () => t.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const fromNow = (ms: number) => new Date(Math.floor((t.clock.now().getTime() + ms) / 1000) * 1000);
const queued = (deviceTime: Date | string, clientActionId: string = randomUUID()) => ({
  offline: true,
  deviceTime: typeof deviceTime === 'string' ? deviceTime : wire(deviceTime),
  clientActionId,
});
const entriesOf = (userId: number) => db().select().from(workEntries).where(eq(workEntries.userId, userId));
const actionsOf = (userId: number) =>
  db().select().from(visitActions).where(eq(visitActions.userId, userId)).orderBy(asc(visitActions.id));
const reused = {
  code: 422,
  error: 'IDEMPOTENCY_KEY_REUSED',
  message: VisitSyncMsg.actionIdReused,
  field: 'clientActionId',
};
async function refusedOf(userId: number) {
  const res = await api(t, 'GET', '/visits/refused?limit=200', admin);
  expect(res.status).toBe(200);
  return (res.body.data as RefusedVisitActionOut[]).filter((r) => r.userId === userId);
}

describe('one client action id, one body', () => {
  it('answers 422 to the same id with other notes or another device time, and changes nothing', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const deviceTime = fromNow(-HOUR);
    const start = startBody(client.id, cs.id, { notes: 'Arrived', ...queued(deviceTime) });
    const first = await post('/visits/start', staff.token, start);
    expect(first.status).toBe(200);
    const id = first.body.data.workEntryId;

    const otherNotes = await post('/visits/start', staff.token, { ...start, notes: 'Arrived late' });
    const otherTime = await post('/visits/start', staff.token, { ...start, deviceTime: wire(fromNow(-2 * HOUR)) });
    expect([otherNotes.status, otherTime.status]).toEqual([422, 422]);
    expect(otherNotes.body).toEqual(reused);
    expect(otherTime.body).toEqual(reused);
    expect(await entriesOf(staff.id)).toHaveLength(1);
    expect((await entryRow(db(), id)).notes).toBe('Arrived');

    // The same body, written differently (key order, a number as text): the first answer again.
    const reordered = Object.fromEntries(Object.entries({ ...start, clientId: String(client.id) }).reverse());
    const same = await post('/visits/start', staff.token, reordered);
    expect(same.status).toBe(200);
    expect(same.body.data.workEntryId).toBe(id);

    const complete = { workEntryId: id, progress: 1, signature: SIGNATURE, ...queued(fromNow(-MINUTE)) };
    expect((await post('/visits/complete', staff.token, complete)).status).toBe(200);
    const otherProgress = await post('/visits/complete', staff.token, { ...complete, progress: 3 });
    expect(otherProgress.status).toBe(422);
    expect((await entryRow(db(), id)).progress).toBe(1);
    expect(await actionsOf(staff.id)).toHaveLength(2);
  });

  it('replays a call whose answer was lost: the queued retry adds the offline flag and the phone’s time', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const clientActionId = randomUUID();
    const online = startBody(client.id, cs.id, { clientActionId, notes: 'On my way in' });
    const first = await post('/visits/start', staff.token, online);
    expect(first.status).toBe(200);
    const retry = await post('/visits/start', staff.token, { ...online, ...queued(fromNow(-MINUTE), clientActionId) });
    expect(retry.status).toBe(200);
    expect(retry.body.data.workEntryId).toBe(first.body.data.workEntryId);
    expect(await entriesOf(staff.id)).toHaveLength(1);
  });

  it('answers 422, not the kept refusal, to a refused id sent with another body', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const refused = startBody(client.id, cs.id, queued(fromNow(HOUR)));
    expect((await post('/visits/start', staff.token, refused)).status).toBe(400);
    const changed = await post('/visits/start', staff.token, { ...refused, notes: 'Something else' });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual(reused);
    expect(await actionsOf(staff.id)).toMatchObject([{ outcome: 'refused', errorCode: 'DEVICE_TIME_OUT_OF_BOUNDS' }]);
  });
});

describe('device times that are not times', () => {
  it('refuses year 0, a day or hour that does not exist and a six-digit year with 400 on deviceTime, storing nothing', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const cases = [
      ['0000-01-01 00:00:00', DateTimeMsg.outOfRange],
      ['1899-12-31 23:59:59', DateTimeMsg.outOfRange],
      ['+010000-01-01T00:00:00Z', DateTimeMsg.outOfRange],
      ['2023-02-29 10:00:00', DateTimeMsg.notReal],
      ['2024-04-31T10:00:00Z', DateTimeMsg.notReal],
      ['2024-01-01 24:00:00', DateTimeMsg.notReal],
    ] as const;
    for (const [deviceTime, message] of cases) {
      for (const offline of [true, false]) {
        const body = startBody(client.id, cs.id, { ...queued(deviceTime), offline });
        const res = await post('/visits/start', staff.token, body);
        expect(res.status, deviceTime).toBe(400);
        // A 400 is a refusal the phone keeps and shows: it never sends it again.
        expect(res.body, deviceTime).toEqual({ code: 400, error: 'VALIDATION_ERROR', message, field: 'deviceTime' });
      }
    }
    expect(await entriesOf(staff.id)).toEqual([]);
    expect(await actionsOf(staff.id)).toEqual([]);
  });

  it('refuses the same on a completion, leaving the visit open', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const id = (await post('/visits/start', staff.token, startBody(client.id, cs.id))).body.data.workEntryId;
    const res = await post('/visits/complete', staff.token, {
      workEntryId: id,
      progress: 1,
      signature: SIGNATURE,
      ...queued('0000-01-01 00:00:00'),
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('deviceTime');
    expect((await entryRow(db(), id)).status).toBe(WorkEntryStatus.InProgress);
  });
});

describe('refused offline punches, bounded', () => {
  it('names a client and service only when the staff member could have started that visit', async () => {
    const staff = await staffMember(t, { firstName: 'Lee', lastName: 'Park', middleName: 'Ann' });
    const colleague = await staffMember(t, { firstName: 'Kim', lastName: 'Diaz' });
    const theirs = await authorizationFor(t, [colleague.id]);
    const own = await authorizationFor(t, [staff.id]);
    const worked = await authorizationFor(t, [staff.id]);
    // A visit worked under `worked`, then the staff member is deallocated from it.
    const visit = await post('/visits/start', staff.token, startBody(worked.client.id, worked.cs.id));
    expect((await post('/visits/abandon', staff.token, { workEntryId: visit.body.data.workEntryId })).status).toBe(200);
    await db().delete(clientServiceStaff).where(eq(clientServiceStaff.clientServiceId, worked.cs.id));
    // An admin takes the staff member off `taken` while the phone is offline (audited).
    const taken = await authorizationFor(t, [staff.id]);
    const off = await post('/client_service/staff_allocation', admin, {
      clientId: taken.client.id,
      serviceRequestId: taken.cs.id,
      staff: [],
    });
    expect(off.status).toBe(200);

    const late = () => queued(fromNow(HOUR));
    const sent = [
      startBody(theirs.client.id, theirs.cs.id, late()), // someone else's client
      startBody(theirs.client.id, own.cs.id, late()), // own service, another client's id
      startBody(own.client.id, own.cs.id, late()), // allocated
      startBody(worked.client.id, worked.cs.id, late()), // deallocated after a visit
      startBody(taken.client.id, taken.cs.id, late()), // deallocated while the phone was offline
    ];
    for (const body of sent)
      expect((await post('/visits/start', staff.token, body)).status).toBeGreaterThanOrEqual(400);

    const listed = (await refusedOf(staff.id)).reverse();
    expect(listed.map((r) => [r.clientId, r.serviceRequestId])).toEqual([
      [null, null],
      [null, null],
      [own.client.id, own.cs.id],
      [worked.client.id, worked.cs.id],
      [taken.client.id, taken.cs.id],
    ]);
    expect(listed[0]).toMatchObject({ userName: 'Park, Lee Ann', clientName: null, serviceCode: null });
  });

  it('keeps at most the limit per hour; beyond it answers 429 (the phone tries later) and keeps nothing', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const { max } = Limits.offlineRefusalsPerUser;
    for (let i = 0; i < max; i++) {
      const res = await post('/visits/start', staff.token, startBody(client.id, cs.id, queued(fromNow(HOUR))));
      expect(res.status).toBe(400);
    }
    const over = startBody(client.id, cs.id, queued(fromNow(HOUR)));
    const throttled = await post('/visits/start', staff.token, over);
    expect(throttled.status).toBe(429);
    expect(throttled.body.error).toBe('TOO_MANY_REQUESTS');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(await actionsOf(staff.id)).toHaveLength(max);

    // Another staff member is not held back by this one.
    const other = await staffMember(t);
    const { client: c2, cs: cs2 } = await authorizationFor(t, [other.id]);
    expect((await post('/visits/start', other.token, startBody(c2.id, cs2.id, queued(fromNow(HOUR))))).status).toBe(
      400,
    );

    // An hour later the same action is refused and kept.
    t.clock.advance(HOUR + MINUTE);
    const later = await post('/visits/start', staff.token, { ...over, deviceTime: wire(fromNow(HOUR)) });
    expect(later.status).toBe(400);
    expect(await actionsOf(staff.id)).toHaveLength(max + 1);
  });

  it(`keeps each staff member’s newest ${REFUSALS_KEPT_PER_USER} refusals`, async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const older = await db()
      .insert(visitActions)
      .values(
        Array.from({ length: REFUSALS_KEPT_PER_USER }, (_, i) => ({
          userId: staff.id,
          clientActionId: randomUUID(),
          kind: 'start',
          offline: true,
          receivedAt: new Date(t.clock.now().getTime() - (REFUSALS_KEPT_PER_USER - i) * MINUTE),
          outcome: 'refused',
          errorCode: 'NOT_FOUND',
          errorMessage: 'Client service not found',
        })),
      )
      .returning({ id: visitActions.id });
    const applied = await post(
      '/visits/start',
      staff.token,
      startBody(client.id, cs.id, { clientActionId: randomUUID() }),
    );
    expect(applied.status).toBe(200);

    const res = await post('/visits/start', staff.token, startBody(client.id, cs.id, queued(fromNow(HOUR))));
    expect(res.status).toBe(400);
    const rows = await actionsOf(staff.id);
    const refused = rows.filter((r) => r.outcome === 'refused');
    expect(refused).toHaveLength(REFUSALS_KEPT_PER_USER);
    expect(refused.map((r) => r.id)).not.toContain(older[0]!.id);
    expect(refused.at(-1)).toMatchObject({ errorCode: 'DEVICE_TIME_OUT_OF_BOUNDS' });
    // The applied action (a retry must still get its answer) is not counted or trimmed.
    expect(rows.filter((r) => r.outcome === 'applied')).toHaveLength(1);
  });
});
