import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, UserType } from '@hearth/shared';
import { allocateClientToStaff, createClient } from '../../seed/client-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { auditFor, signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let admin: string;
let maria: { id: number; token: string };
let james: { id: number; token: string };
const c: Record<'allocated' | 'toJames' | 'inactiveService' | 'inactiveClient' | 'unallocated', number> = {
  allocated: 0,
  toJames: 0,
  inactiveService: 0,
  inactiveClient: 0,
  unallocated: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  maria = await signedInUser(t, { userType: UserType.Staff, firstName: 'Maria' });
  james = await signedInUser(t, { userType: UserType.Staff, firstName: 'James' });
  const make = async (lastName: string, status: number = Status.Active) =>
    (await createClient(db, { firstName: 'Pat', middleName: null, lastName, status, goalsOutcomes: 'Walk daily' })).id;
  c.allocated = await make('Alvarez');
  c.toJames = await make('Baker');
  c.inactiveService = await make('Chen');
  c.inactiveClient = await make('Dunn', Status.Inactive);
  c.unallocated = await make('Evans');
  await allocateClientToStaff(db, { clientId: c.allocated, userIds: [maria.id, james.id] });
  await allocateClientToStaff(db, { clientId: c.allocated, userIds: [] });
  await allocateClientToStaff(db, { clientId: c.toJames, userIds: [james.id] });
  await allocateClientToStaff(db, { clientId: c.inactiveService, userIds: [maria.id], status: Status.Inactive });
  await allocateClientToStaff(db, { clientId: c.inactiveClient, userIds: [maria.id] });
});
afterAll(() => t.close());

const get = (url: string, token: string) => call(t.app, 'GET', `/api/v1${url}`, { token });

describe('clients seen by staff', () => {
  it('shows an allocated client with the visit fields only, and audits the read', async () => {
    const res = await get(`/clientbyId?client_id=${c.allocated}`, maria.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'billingCity',
        'billingCountry',
        'billingState',
        'billingStreet',
        'billingZIP',
        'clientId',
        'firstName',
        'goalsOutcomes',
        'lastName',
        'middleName',
        'name',
      ].sort(),
    );
    expect(res.body.data).toMatchObject({ clientId: c.allocated, name: 'Alvarez, Pat', goalsOutcomes: 'Walk daily' });
    const reads = (await auditFor(t.database.db, 'client', c.allocated)).map((r) => [r.action, r.actorUserId]);
    expect(reads).toEqual([['client.read', maria.id]]);
  });

  it('answers 404 alike for clients not allocated to the caller and for unknown ids', async () => {
    const unknown = await get('/clientbyId?client_id=999999', maria.token);
    expect(unknown.status).toBe(404);
    for (const id of [c.toJames, c.inactiveService, c.inactiveClient, c.unallocated]) {
      const res = await get(`/clientbyId?client_id=${id}`, maria.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
      expect(await auditFor(t.database.db, 'client', id)).toEqual([]);
    }
    expect(unknown.body).toEqual({ code: 404, error: 'NOT_FOUND', message: 'Not found' });
  });

  it('lists exactly the active clients allocated to the caller (admins get every active client)', async () => {
    const mine = await get('/client/client_list/assigned', maria.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ data: [{ clientId: c.allocated, name: 'Alvarez, Pat' }] });
    const his = await get('/client/client_list/assigned', james.token);
    expect(his.body.data.map((o: { clientId: number }) => o.clientId)).toEqual([c.allocated, c.toJames]);
    const all = await get('/client/client_list/assigned', admin);
    expect(all.body.data.map((o: { name: string }) => o.name)).toEqual([
      'Alvarez, Pat',
      'Baker, Pat',
      'Chen, Pat',
      'Evans, Pat',
    ]);
  });
});
