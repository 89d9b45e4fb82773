import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_LIMIT_DEFAULT, OPTION_LIST_CAP, Status, UserType } from '@hearth/shared';
import { users } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let admin: string;
let staff: string;
const u: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signedInUser(t, { userType: UserType.Admin, firstName: 'Test', lastName: 'Admin' })).token;
  staff = (await signedInUser(t, { userType: UserType.Staff, firstName: 'Sam', lastName: 'Zuniga' })).token;
  const people: [string, string, string | null, string, number, number][] = [
    ['ada', 'Ada', 'King', 'Lovelace', UserType.Staff, Status.Active],
    ['grace', 'Grace', null, 'Hopper', UserType.Staff, Status.Active],
    ['gone', 'Ada', null, 'Byron', UserType.Staff, Status.Inactive],
    ['alan', 'Alan', null, 'Turing', UserType.BehavioralSpecialist, Status.Active],
    ['adele', 'Adele', null, 'Abbo_t', UserType.BehavioralSpecialist, Status.Active],
  ];
  for (const [key, firstName, middleName, lastName, userType, status] of people) {
    u[key] = (await createUser(db, { firstName, middleName, lastName, userType, status })).id;
  }
});
afterAll(() => t.close());

type Option = { userId: number; name: string };
const get = (url: string, token = admin) => call(t.app, 'GET', `/api/v1${url}`, { token });
const names = async (url: string, token = admin) => {
  const res = await get(url, token);
  expect(res.status).toBe(200);
  return (res.body.data as Option[]).map((o) => o.name);
};
const staffSearch = (term: string) => `/user/user_list?search=${encodeURIComponent(term)}`;

describe('staff options (GET /user/user_list)', () => {
  it('searches active Staff by name in either order, case-insensitively, by name', async () => {
    expect(await names('/user/user_list')).toEqual(['Hopper, Grace', 'Lovelace, Ada King', 'Zuniga, Sam']);
    expect(await names(staffSearch('lovelace, ada'))).toEqual(['Lovelace, Ada King']);
    expect(await names(staffSearch('Ada Lovelace'))).toEqual(['Lovelace, Ada King']);
    expect(await names(staffSearch('KING'))).toEqual(['Lovelace, Ada King']);
    // Byron is inactive, Turing a behavioral specialist: neither is offered.
    expect(await names(staffSearch('a'))).toEqual(['Hopper, Grace', 'Lovelace, Ada King', 'Zuniga, Sam']);
    expect(await names(staffSearch('byron'))).toEqual([]);
    expect(await names(staffSearch('turing'))).toEqual([]);
  });

  it('answers at most `limit`, and the chosen values asked by id', async () => {
    expect(await names('/user/user_list?limit=1')).toEqual(['Hopper, Grace']);
    expect(await names(`${staffSearch('a')}&limit=2`)).toEqual(['Hopper, Grace', 'Lovelace, Ada King']);
    expect((await get(`/user/user_list?ids=${u.ada}`)).body).toEqual({
      data: [{ userId: u.ada, name: 'Lovelace, Ada King' }],
    });
    expect(await names(`/user/user_list?ids=${u.gone},${u.alan}`)).toEqual([]);
  });
});

describe('users of a type (GET /userByType)', () => {
  it("searches with `search` or the spec's `name`, bounded, with ids", async () => {
    const bs = `/userByType?user_type=${UserType.BehavioralSpecialist}`;
    expect(await names(bs)).toEqual(['Abbo_t, Adele', 'Turing, Alan']);
    expect(await names(`${bs}&name=alan`)).toEqual(['Turing, Alan']);
    expect(await names(`${bs}&search=turing alan`)).toEqual(['Turing, Alan']);
    expect(await names(`${bs}&search=${encodeURIComponent('o_t')}`)).toEqual(['Abbo_t, Adele']);
    expect(await names(`${bs}&limit=1`)).toEqual(['Abbo_t, Adele']);
    expect(await names(`${bs}&ids=${u.alan},${u.ada}`)).toEqual(['Turing, Alan']);
  });

  it('refuses malformed parameters with 400 and the field', async () => {
    const cases: [string, string][] = [
      ['/user/user_list?limit=0', 'limit'],
      ['/user/user_list?limit=1000', 'limit'],
      ['/user/user_list?ids=-3', 'ids'],
      ['/user/user_list?search=a%00b', 'search'],
      ['/userByType?user_type=3&limit=abc', 'limit'],
      ['/userByType?user_type=3&search=%00', 'search'],
      ['/userByType?user_type=3&ids=2147483648', 'ids'],
      ['/userByType?search=ada', 'user_type'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toMatchObject({ error: 'VALIDATION_ERROR', field });
    }
  });

  it('stays admin-only', async () => {
    expect((await get('/user/user_list?search=ada', staff)).status).toBe(403);
    expect((await get('/userByType?user_type=3&search=alan', staff)).status).toBe(403);
  });

  it("bounds the spec's bare calls and a search, whatever the number of users", async () => {
    await t.database.db.insert(users).values(
      Array.from({ length: 520 }, (_, i) => ({
        email: `bulk.${i}@example.org`,
        firstName: 'Bulk',
        lastName: `Person${String(i).padStart(3, '0')}`,
        userType: i % 2 === 0 ? UserType.Staff : UserType.BehavioralSpecialist,
      })),
    );
    await t.database.db.insert(users).values(
      Array.from({ length: 260 }, (_, i) => ({
        email: `bulk.more.${i}@example.org`,
        firstName: 'Bulk',
        lastName: `Worker${String(i).padStart(3, '0')}`,
        userType: UserType.Staff,
      })),
    );
    const bare = await names('/user/user_list');
    expect(bare).toHaveLength(OPTION_LIST_CAP);
    expect(bare.slice(0, 3)).toEqual(['Hopper, Grace', 'Lovelace, Ada King', 'Person000, Bulk']);
    expect(await names(staffSearch('bulk'))).toEqual(bare.slice(2, 2 + OPTION_LIMIT_DEFAULT));
    expect(await names(`${staffSearch('bulk')}&limit=100`)).toHaveLength(100);
    expect(await names(`/userByType?user_type=${UserType.Staff}&name=bulk`)).toHaveLength(OPTION_LIST_CAP);
    expect(await names(`/userByType?user_type=${UserType.BehavioralSpecialist}`)).toHaveLength(262);
  });
});
