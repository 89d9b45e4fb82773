// The one "allocated to" rule, case by case, through every call that staff use it by.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, DEFAULT_TIME_ZONE, shiftDay, Status, UserType } from '@hearth/shared';
import { clients, clientServices, users } from '../db/schema/index.js';
import { syncRecordFiles, type FileRecordType } from '../modules/files/index.js';
import * as make from '../test/test-files.js';
import { api, authorizationFor, startBody, staffMember, today, TZ } from '../modules/work-entries/test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { signedInUser } from '../test/sign-in.js';
import { staffCanReachClient } from './staff-reach.js';

let t: TestApp;
let admin: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { userType: UserType.Admin });
});
afterAll(() => t.close());

type Case = {
  /** Changes the allocated, current authorization into the case's situation. */
  arrange?: (p: { clientId: number; csId: number; staffId: number }) => Promise<unknown>;
  /** The authorization's dates as days from today (default: from 30 days ago to 30 days ahead). */
  window?: [number, number];
  /** May the staff member read the client, its files and the authorization? */
  read: boolean;
  /** May they start a visit on it today ('not yet': the authorization has not begun, 400 naming its dates)? */
  visit: 'yes' | 'no' | 'not yet';
};

const db = () => t.database.db;
const days = (from: number, to: number) => ({ startDate: shiftDay(today(t), from), endDate: shiftDay(today(t), to) });

const CASES: Record<string, Case> = {
  'active client, current allocated authorization': { read: true, visit: 'yes' },
  'authorization ending today': { window: [-30, 0], read: true, visit: 'yes' },
  'authorization starting tomorrow (staff prepare)': { window: [1, 30], read: true, visit: 'not yet' },
  'authorization ended yesterday': { window: [-30, -1], read: false, visit: 'no' },
  'inactive client': {
    arrange: ({ clientId }) => db().update(clients).set({ status: Status.Inactive }).where(eq(clients.id, clientId)),
    read: false,
    visit: 'no',
  },
  'inactive authorization': {
    arrange: ({ csId }) =>
      db().update(clientServices).set({ status: Status.Inactive }).where(eq(clientServices.id, csId)),
    read: false,
    visit: 'no',
  },
  'staff member deallocated': {
    arrange: ({ clientId, csId }) =>
      api(t, 'POST', '/client_service/staff_allocation', admin.token, { clientId, serviceRequestId: csId, staff: [] }),
    read: false,
    visit: 'no',
  },
  'allocated to someone else': {
    arrange: async ({ clientId, csId }) => {
      const colleague = await staffMember(t, { firstName: 'Cole' });
      const body = { clientId, serviceRequestId: csId, staff: [colleague.id] };
      return api(t, 'POST', '/client_service/staff_allocation', admin.token, body);
    },
    read: false,
    visit: 'no',
  },
};

async function attachFile(recordType: FileRecordType, recordId: number): Promise<string> {
  const body = make.multipart({ file: { name: 'plan.pdf', data: make.pdf() } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/file/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
  });
  const key = res.json().key as string;
  const refs = [{ name: 'plan.pdf', documentKey: key }];
  await syncRecordFiles(db(), { recordType, recordId, refs, actorId: admin.id, now: new Date() });
  return key;
}

describe('what a staff member reaches', () => {
  it.each(Object.entries(CASES))('%s', async (_name, c) => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id], days(...(c.window ?? [-30, 30])));
    const clientFile = await attachFile('client', client.id);
    const authorizationFile = await attachFile('client_service', cs.id);
    await c.arrange?.({ clientId: client.id, csId: cs.id, staffId: staff.id });
    const get = (url: string) => api(t, 'GET', url, staff.token);
    const readStatus = c.read ? 200 : 404;

    expect((await get(`/clientbyId?client_id=${client.id}`)).status, 'client').toBe(readStatus);
    const assigned = (await get('/client/client_list/assigned')).body.data as { clientId: number }[];
    expect(
      assigned.some((o) => o.clientId === client.id),
      'assigned clients',
    ).toBe(c.read);
    expect((await get(`/serviceRequestById?request_id=${cs.id}`)).status, 'authorization').toBe(readStatus);
    for (const key of [clientFile, authorizationFile]) {
      expect((await get(`/file/presigned_url?key=${key}`)).status, 'file').toBe(readStatus);
    }

    const workable = await get(`/serviceRequestByClientId?client_id=${client.id}&time_zone=${encodeURIComponent(TZ)}`);
    expect(workable.status, 'visit picker').toBe(c.visit === 'yes' ? 200 : 404);
    const start = await api(t, 'POST', '/visits/start', staff.token, startBody(client.id, cs.id));
    expect(start.status, 'visit start').toBe({ yes: 200, no: 404, 'not yet': 400 }[c.visit]);
    if (c.visit === 'no') {
      expect(start.body).toEqual({ code: 404, error: 'NOT_FOUND', message: 'Client service not found' });
    }
  });

  it('leaves out a deactivated staff member even while they are still on the allocation list', async () => {
    const staff = await staffMember(t);
    const { client } = await authorizationFor(t, [staff.id], days(-30, 30));
    expect(await staffCanReachClient(db(), staff.id, client.id, dayIn(t.clock.now(), DEFAULT_TIME_ZONE))).toBe(true);
    await db().update(users).set({ status: Status.Inactive }).where(eq(users.id, staff.id));
    expect(await staffCanReachClient(db(), staff.id, client.id, dayIn(t.clock.now(), DEFAULT_TIME_ZONE))).toBe(false);
  });

  it('lets admins read every record whatever its state', async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [], days(-30, -1));
    await db().update(clients).set({ status: Status.Inactive }).where(eq(clients.id, client.id));
    const get = (url: string) => api(t, 'GET', url, admin.token);
    expect((await get(`/clientbyId?client_id=${client.id}`)).status).toBe(200);
    expect((await get(`/serviceRequestById?request_id=${cs.id}`)).status).toBe(200);
    expect((await api(t, 'GET', `/clientbyId?client_id=${client.id}`, staff.token)).status).toBe(404);
  });
});
