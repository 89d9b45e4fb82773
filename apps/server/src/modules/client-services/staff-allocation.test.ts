import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientServiceMsg, Status, UserType } from '@hearth/shared';
import { clientServiceStaff } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let admin: string;
let adminId: number;
let me: { id: number; token: string };
let colleague: { id: number; token: string };
let ann: number;
let cal: number;
let eve: number;
let gone: number;
let specialistId: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInUser(t, { userType: UserType.Admin });
  admin = a.token;
  adminId = a.id;
  me = await signedInUser(t, { userType: UserType.Staff, firstName: 'Maria', lastName: 'Lopez' });
  colleague = await signedInUser(t, { userType: UserType.Staff, firstName: 'James', lastName: 'Okafor' });
  const db = t.database.db;
  ann = (await createUser(db, { userType: UserType.Staff, firstName: 'Ann', lastName: 'Baker' })).id;
  cal = (await createUser(db, { userType: UserType.Staff, firstName: 'Cal', lastName: 'Diaz' })).id;
  eve = (await createUser(db, { userType: UserType.Staff, firstName: 'Eve', lastName: 'Early' })).id;
  gone = (
    await createUser(db, { userType: UserType.Staff, firstName: 'Gus', lastName: 'Gone', status: Status.Inactive })
  ).id;
  specialistId = (
    await createUser(db, { userType: UserType.BehavioralSpecialist, firstName: 'Ellen', lastName: 'Brandt' })
  ).id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { token, ...(body !== undefined ? { body } : {}) });
const allocate = (clientId: number, serviceRequestId: number, staff: unknown) =>
  api('POST', '/client_service/staff_allocation', admin, { clientId, serviceRequestId, staff });
const allocatedIds = async (id: number) =>
  (
    await t.database.db
      .select({ userId: clientServiceStaff.userId })
      .from(clientServiceStaff)
      .where(eq(clientServiceStaff.clientServiceId, id))
  )
    .map((r) => r.userId)
    .sort((a, b) => a - b);

/** Today's date in an IANA zone, as the server computes it from time_zone. */
const todayIn = (timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
};
const shiftDay = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('staff allocation', () => {
  it('replaces the allocated set: add, swap and empty, with audit rows', async () => {
    const client = await createClientRow(t.database.db);
    const cs = await createAuthorization(t.database.db, { clientId: client.id });

    const first = await allocate(client.id, cs.id, [{ userId: cal, name: 'whatever the list showed' }, ann, ann]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      code: 200,
      message: 'Staff allocation updated',
      data: {
        serviceRequestId: cs.id,
        assignedStaff: [
          { userId: ann, name: 'Ann Baker' },
          { userId: cal, name: 'Cal Diaz' },
        ],
      },
    });
    const read = await api('GET', `/serviceRequestById?request_id=${cs.id}`, admin);
    expect(read.body.data.assignedStaff).toEqual(first.body.data.assignedStaff);

    const swap = await allocate(client.id, cs.id, [cal, eve]);
    expect(swap.body.data.assignedStaff).toEqual([
      { userId: cal, name: 'Cal Diaz' },
      { userId: eve, name: 'Eve Early' },
    ]);
    expect(await allocatedIds(cs.id)).toEqual([cal, eve].sort((a, b) => a - b));

    const empty = await allocate(client.id, cs.id, []);
    expect(empty.body.data.assignedStaff).toEqual([]);
    expect(await allocatedIds(cs.id)).toEqual([]);

    const rows = (await auditFor(t.database.db, 'client_service', cs.id)).filter(
      (r) => r.action !== 'client_service.read',
    );
    expect(rows.map((r) => [r.action, r.actorUserId, r.details])).toEqual([
      ['client_service.allocate', adminId, { clientId: client.id, added: [cal, ann], removed: [] }],
      ['client_service.allocate', adminId, { clientId: client.id, added: [eve], removed: [ann] }],
      [
        'client_service.allocate',
        adminId,
        { clientId: client.id, added: [], removed: expect.arrayContaining([cal, eve]) },
      ],
    ]);
  });

  it('refuses non-staff, inactive and unknown users, another client and unknown authorizations', async () => {
    const client = await createClientRow(t.database.db);
    const other = await createClientRow(t.database.db);
    const cs = await createAuthorization(t.database.db, { clientId: client.id, staffIds: [ann] });
    const refusals: [unknown, string][] = [
      [[ann, adminId], 'is not a Staff user'],
      [[specialistId], 'Ellen Brandt is not a Staff user'],
      [[ann, gone], 'Gus Gone is inactive'],
      [[999999], 'user 999999 does not exist'],
    ];
    for (const [staff, text] of refusals) {
      const res = await allocate(client.id, cs.id, staff);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('staff');
      expect(res.body.message).toContain(text);
    }
    const missing = await api('POST', '/client_service/staff_allocation', admin, {
      clientId: client.id,
      serviceRequestId: cs.id,
    });
    expect(missing.body).toMatchObject({ code: 400, field: 'staff', message: ClientServiceMsg.staffListRequired });

    const wrongClient = await allocate(other.id, cs.id, [cal]);
    expect(wrongClient.status).toBe(400);
    expect(wrongClient.body).toMatchObject({ field: 'clientId', message: ClientServiceMsg.otherClient });
    expect((await allocate(client.id, 999999, [cal])).status).toBe(404);

    expect(await allocatedIds(cs.id)).toEqual([ann]);
    expect(await auditFor(t.database.db, 'client_service', cs.id)).toEqual([]);
  });
});

describe('what staff see of authorizations', () => {
  it('shows a staff member only the active, in-date authorizations of a client allocated to them', async () => {
    const db = t.database.db;
    const zone = 'America/New_York';
    const today = todayIn(zone);
    const client = await createClientRow(db);
    const make = (start: number, end: number, staffIds: number[], status: number = Status.Active) =>
      createAuthorization(db, {
        clientId: client.id,
        staffIds,
        values: { startDate: shiftDay(today, start), endDate: shiftDay(today, end), status },
      });
    const current = await make(-30, 30, [me.id, ann]);
    const endsToday = await make(-10, 0, [me.id]);
    const startsToday = await make(0, 5, [me.id]);
    const past = await make(-60, -1, [me.id]);
    const future = await make(1, 60, [me.id]);
    const inactive = await make(-30, 30, [me.id], Status.Inactive);
    const notMine = await make(-20, 20, [colleague.id]);

    const url = `/serviceRequestByClientId?client_id=${client.id}`;
    const mine = await api('GET', url, me.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((c: { serviceRequestId: number }) => c.serviceRequestId)).toEqual([
      startsToday.id,
      endsToday.id,
      current.id,
    ]);
    expect(mine.body.data[2].assignedStaff.map((s: { userId: number }) => s.userId).sort()).toEqual(
      [me.id, ann].sort(),
    );
    const theirs = await api('GET', url, colleague.token);
    expect(theirs.body.data.map((c: { serviceRequestId: number }) => c.serviceRequestId)).toEqual([notMine.id]);
    const all = await api('GET', url, admin);
    expect(all.body.data).toHaveLength(7);
    expect(all.body.data.map((c: { serviceRequestId: number }) => c.serviceRequestId)).toEqual(
      expect.arrayContaining([past.id, future.id, inactive.id]),
    );

    // A client with nothing allocated to the caller (or no such client) is not found.
    const elsewhere = await createClientRow(db);
    await createAuthorization(db, {
      clientId: elsewhere.id,
      staffIds: [colleague.id],
      values: { startDate: shiftDay(today, -1), endDate: shiftDay(today, 1) },
    });
    const none = await api('GET', `/serviceRequestByClientId?client_id=${elsewhere.id}`, me.token);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(ClientServiceMsg.noServicesForStaff);
    expect((await api('GET', '/serviceRequestByClientId?client_id=999999', me.token)).status).toBe(404);
  });

  it("decides what today is in the agency's time zone (a setting), whatever zone the caller names", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on different dates.
    const day = todayIn('Pacific/Kiritimati');
    const client = await createClientRow(t.database.db);
    await createAuthorization(t.database.db, {
      clientId: client.id,
      staffIds: [me.id],
      values: { startDate: day, endDate: day },
    });
    const owner = await signedInUser(t, { userType: UserType.SuperAdmin });
    const setZone = (timeZone: string) => api('PUT', '/settings', owner.token, { timeZone });
    const read = (callerZone = '') =>
      api('GET', `/serviceRequestByClientId?client_id=${client.id}${callerZone}`, me.token);
    try {
      expect((await setZone('Pacific/Kiritimati')).status).toBe(200);
      expect((await read()).status).toBe(200);
      expect((await setZone('Pacific/Pago_Pago')).status).toBe(200);
      expect((await read()).status).toBe(404);
      // A zone sent by the caller (an older web build) is not asked for and changes nothing.
      expect((await read('&time_zone=Pacific%2FKiritimati')).status).toBe(404);
    } finally {
      await setZone('America/New_York');
    }
  });
});

describe('reading one authorization as staff', () => {
  it('lets a staff member read only an authorization allocated to them that has not ended', async () => {
    const client = await createClientRow(t.database.db);
    const today = todayIn('America/New_York');
    const current = { startDate: shiftDay(today, -30), endDate: shiftDay(today, 30) };
    const mine = await createAuthorization(t.database.db, { clientId: client.id, staffIds: [me.id], values: current });
    const old = await createAuthorization(t.database.db, {
      clientId: client.id,
      staffIds: [me.id],
      values: { startDate: '2020-07-01', endDate: '2021-06-30' },
    });
    const notMine = await createAuthorization(t.database.db, {
      clientId: client.id,
      staffIds: [colleague.id],
      values: current,
    });
    const read = await api('GET', `/serviceRequestById?request_id=${mine.id}`, me.token);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ serviceRequestId: mine.id, clientId: client.id, totalWorth: 2457.6 });
    expect((await api('GET', `/serviceRequestById?request_id=${old.id}`, me.token)).status).toBe(404);
    expect((await api('GET', `/serviceRequestById?request_id=${notMine.id}`, me.token)).status).toBe(404);
    expect((await api('GET', `/serviceRequestById?request_id=${notMine.id}`, colleague.token)).status).toBe(200);

    const rows = await auditFor(t.database.db, 'client_service', mine.id);
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([['client_service.read', me.id]]);
    expect(await auditFor(t.database.db, 'client_service', old.id)).toEqual([]);
  });
});
