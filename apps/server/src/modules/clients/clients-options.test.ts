import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_LIMIT_DEFAULT, OPTION_LIST_CAP, Status, UserType } from '@hearth/shared';
import { allocateClientToStaff, createClient, insertClientsBulk } from '../../seed/client-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let admin: string;
let staff: string;
const c: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  const maria = await signedInUser(t, { userType: UserType.Staff, firstName: 'Maria' });
  staff = maria.token;
  const people: [string, string, string | null, string, string, number][] = [
    ['ada', 'Ada', 'King', 'Lovelace', 'Q000000042', Status.Active],
    ['grace', 'Grace', null, 'Hopper', 'Q000000043', Status.Active],
    ['mary', 'Mary', 'Ann', 'Smithson', 'Q000000044', Status.Active],
    ['percent', 'Pia', null, 'Quorra', '50%_off', Status.Active],
    ['phil', 'Phil', null, 'Goldsmith', 'Q000000045', Status.Inactive],
  ];
  for (const [key, firstName, middleName, lastName, mci, status] of people) {
    c[key] = (await createClient(db, { firstName, middleName, lastName, mci, status })).id;
  }
  await allocateClientToStaff(db, { clientId: c.grace!, userIds: [maria.id] });
});
afterAll(() => t.close());

type Option = { clientId: number; name: string };
const get = (url: string, token = admin) => call(t.app, 'GET', `/api/v1${url}`, { token });
const names = async (url: string, token = admin) => {
  const res = await get(url, token);
  expect(res.status).toBe(200);
  return (res.body.data as Option[]).map((o) => o.name);
};
const search = (term: string) => `/client/client_list?search=${encodeURIComponent(term)}`;

describe('client options (GET /client/client_list)', () => {
  it('searches active clients by name in either order and by MCI, case-insensitively, by name', async () => {
    expect(await names(search('lovelace'))).toEqual(['Lovelace, Ada King']);
    expect(await names(search('Lovelace, Ada'))).toEqual(['Lovelace, Ada King']);
    expect(await names(search('ada LOVELACE'))).toEqual(['Lovelace, Ada King']);
    expect(await names(search('q00000004'))).toEqual(['Hopper, Grace', 'Lovelace, Ada King', 'Smithson, Mary Ann']);
    expect(await names(search('Q000000043'))).toEqual(['Hopper, Grace']);
    // Inactive clients are not offered; LIKE characters are text.
    expect(await names(search('goldsmith'))).toEqual([]);
    expect(await names(search('50%'))).toEqual(['Quorra, Pia']);
    expect(await names(search('_'))).toEqual(['Quorra, Pia']);
    expect(await names(search(''))).toHaveLength(4);
  });

  it('answers at most `limit` options, the first by name', async () => {
    expect(await names('/client/client_list?limit=2')).toEqual(['Hopper, Grace', 'Lovelace, Ada King']);
    expect(await names(`${search('q0000')}&limit=1`)).toEqual(['Hopper, Grace']);
  });

  it('gives the chosen values asked by id, within the same options', async () => {
    const res = await get(`/client/client_list?ids=${c.mary},${c.ada}`);
    expect(res.body).toEqual({
      data: [
        { clientId: c.ada, name: 'Lovelace, Ada King' },
        { clientId: c.mary, name: 'Smithson, Mary Ann' },
      ],
    });
    expect(await names(`/client/client_list?ids=${c.phil}`)).toEqual([]);
    expect(await names(`/client/client_list?ids=${c.ada}&search=hopper`)).toEqual([]);
    expect(await names(`/client/client_list?ids=${c.ada}&ids=${c.grace}`)).toEqual([
      'Hopper, Grace',
      'Lovelace, Ada King',
    ]);
  });

  it('refuses malformed parameters with 400 and the field', async () => {
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['ids=x', 'ids'],
      ['ids=0', 'ids'],
      ['ids=1,,2', 'ids'],
      [`ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'ids'],
      [`search=${'a'.repeat(101)}`, 'search'],
      ['search=ada%00', 'search'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/client/client_list?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ error: 'VALIDATION_ERROR', field });
    }
  });

  it('keeps who may call: admins only; staff get their own clients from /assigned, searched too', async () => {
    expect((await get('/client/client_list', staff)).status).toBe(403);
    expect((await get(search('ada'), staff)).status).toBe(403);
    expect(await names('/client/client_list/assigned', staff)).toEqual(['Hopper, Grace']);
    expect(await names('/client/client_list/assigned?search=hop&limit=5', staff)).toEqual(['Hopper, Grace']);
    expect(await names('/client/client_list/assigned?search=lovelace', staff)).toEqual([]);
    expect(await names(`/client/client_list/assigned?ids=${c.ada}`, staff)).toEqual([]);
    expect(await names('/client/client_list/assigned?search=lovelace')).toEqual(['Lovelace, Ada King']);
  });

  it("bounds the spec's bare call, and a search, whatever the number of clients", async () => {
    await insertClientsBulk(t.database.db, 600, { status: () => Status.Active });
    const bare = await names('/client/client_list');
    expect(bare).toHaveLength(OPTION_LIST_CAP);
    expect(await names('/client/client_list/assigned')).toEqual(bare);
    expect(await names(search(''))).toEqual(bare.slice(0, OPTION_LIMIT_DEFAULT));
    expect(await names('/client/client_list?limit=100')).toEqual(bare.slice(0, 100));
    // Staff still see only their own client.
    expect(await names('/client/client_list/assigned', staff)).toEqual(['Hopper, Grace']);
  });
});
