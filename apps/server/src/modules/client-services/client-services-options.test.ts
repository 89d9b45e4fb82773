import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_LIMIT_DEFAULT, OPTION_LIST_CAP, UserType } from '@hearth/shared';
import { clientServices } from '../../db/schema/index.js';
import { createAuthorization, createClientRow } from '../../seed/service-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let admin: string;
let staff: string;
const a: Record<string, number> = {};
let bulkClientId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  const maria = await signedInUser(t, { userType: UserType.Staff });
  staff = maria.token;
  const ada = await createClientRow(db, { firstName: 'Ada', lastName: 'Lovelace' });
  const grace = await createClientRow(db, { firstName: 'Grace', lastName: 'Hopper' });
  const zed = await createClientRow(db, { firstName: 'Zed', lastName: 'Zimmer' });
  bulkClientId = zed.id;
  const make = async (key: string, clientId: number, serviceCode: string, serviceName: string, startDate: string) => {
    const row = await createAuthorization(db, {
      clientId,
      staffIds: [maria.id],
      values: { serviceCode, serviceName, startDate, endDate: '2030-06-30' },
    });
    a[key] = row.id;
  };
  // Authorizations of several years: all of them are offered.
  await make('adaOld', ada.id, 'W1726', 'Companion', '2019-07-01');
  await make('adaNew', ada.id, 'W7060', 'Respite', '2024-07-01');
  await make('grace', grace.id, 'W1726', 'Companion', '2023-07-01');
});
afterAll(() => t.close());

type Option = {
  serviceRequestId: number;
  serviceName: string;
  serviceCode: string;
  clientId: number;
  clientName: string;
};
const get = (url: string, token = admin) => call(t.app, 'GET', `/api/v1${url}`, { token });
const ids = async (url: string) => {
  const res = await get(url);
  expect(res.status).toBe(200);
  return (res.body.data as Option[]).map((o) => o.serviceRequestId);
};
const search = (term: string) => `/serviceRequestList?search=${encodeURIComponent(term)}`;

describe('authorization options (GET /serviceRequestList)', () => {
  it('lists every year by client name, newest first, and searches client names and service codes', async () => {
    const all = await get('/serviceRequestList');
    expect(all.body.data[0]).toEqual({
      serviceRequestId: a.grace,
      serviceName: 'Companion',
      serviceCode: 'W1726',
      clientId: expect.any(Number),
      clientName: 'Grace Hopper',
    });
    expect(await ids('/serviceRequestList')).toEqual([a.grace, a.adaNew, a.adaOld]);
    expect(await ids(search('lovelace'))).toEqual([a.adaNew, a.adaOld]);
    expect(await ids(search('Ada Lovelace'))).toEqual([a.adaNew, a.adaOld]);
    expect(await ids(search('lovelace, ada'))).toEqual([a.adaNew, a.adaOld]);
    expect(await ids(search('w1726'))).toEqual([a.grace, a.adaOld]);
    expect(await ids(search('ada W1726'))).toEqual([a.adaOld]);
    expect(await ids(search('respite'))).toEqual([a.adaNew]);
    expect(await ids(search('W17%'))).toEqual([]);
  });

  it('answers at most `limit`, and the chosen values asked by id', async () => {
    expect(await ids('/serviceRequestList?limit=2')).toEqual([a.grace, a.adaNew]);
    expect(await ids(`/serviceRequestList?ids=${a.adaOld}`)).toEqual([a.adaOld]);
    expect(await ids(`/serviceRequestList?ids=${a.adaOld},${a.grace}&search=hopper`)).toEqual([a.grace]);
  });

  it('refuses malformed parameters with 400 and the field, and stays admin-only', async () => {
    for (const [query, field] of [
      ['limit=1.5', 'limit'],
      ['ids=abc', 'ids'],
      ['search=%00', 'search'],
    ]) {
      const res = await get(`/serviceRequestList?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
    }
    expect((await get(search('ada'), staff)).status).toBe(403);
  });

  it("bounds the spec's bare call and a search, whatever the number of authorizations", async () => {
    await t.database.db.insert(clientServices).values(
      Array.from({ length: 510 }, (_, i) => ({
        clientId: bulkClientId,
        serviceName: 'Companion',
        serviceCode: `B${String(i).padStart(4, '0')}`,
        unitRate: 5.12,
        unitLength: 0.25,
        startDate: '2024-07-01',
        endDate: '2025-06-30',
        unitsAuthorized: 10,
      })),
    );
    const bare = await ids('/serviceRequestList');
    expect(bare).toHaveLength(OPTION_LIST_CAP);
    expect(bare.slice(0, 3)).toEqual([a.grace, a.adaNew, a.adaOld]);
    expect(await ids(search('zimmer'))).toHaveLength(OPTION_LIMIT_DEFAULT);
    expect(await ids(`${search('zimmer')}&limit=100`)).toEqual(bare.slice(3, 103));
  });
});
