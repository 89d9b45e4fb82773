import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_LIMIT_DEFAULT, OPTION_LIST_CAP, Status, UserType } from '@hearth/shared';
import { supportsCoordinators } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let admin: string;
let staff: string;
const sc: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  staff = (await signedInUser(t, { userType: UserType.Staff })).token;
  const people: [string, string, string, number][] = [
    ['rosa', 'Rosa', 'Delgado', Status.Active],
    ['sam', 'Sam', 'Carter', Status.Active],
    ['percy', 'Percy', '100%_Care', Status.Active],
    ['old', 'Rosa', 'Oldfield', Status.Inactive],
  ];
  for (const [key, firstName, lastName, status] of people) {
    const [row] = await t.database.db
      .insert(supportsCoordinators)
      .values({ firstName, lastName, status })
      .returning({ id: supportsCoordinators.id });
    sc[key] = row!.id;
  }
});
afterAll(() => t.close());

const get = (url: string, token = admin) => call(t.app, 'GET', `/api/v1${url}`, { token });
const names = async (url: string) => {
  const res = await get(url);
  expect(res.status).toBe(200);
  return (res.body.data as { scId: number; name: string }[]).map((o) => o.name);
};
const search = (term: string) => `/sc_list?search=${encodeURIComponent(term)}`;

describe('supports coordinator options (GET /sc_list)', () => {
  it('searches active coordinators by name in either order, by name, at most `limit`', async () => {
    expect(await names('/sc_list')).toEqual(['100%_Care, Percy', 'Carter, Sam', 'Delgado, Rosa']);
    expect(await names(search('rosa'))).toEqual(['Delgado, Rosa']);
    expect(await names(search('Delgado, Rosa'))).toEqual(['Delgado, Rosa']);
    expect(await names(search('ROSA delg'))).toEqual(['Delgado, Rosa']);
    expect(await names(search('%'))).toEqual(['100%_Care, Percy']);
    expect(await names(search('oldfield'))).toEqual([]);
    expect(await names('/sc_list?limit=2')).toEqual(['100%_Care, Percy', 'Carter, Sam']);
    expect((await get(`/sc_list?ids=${sc.sam},${sc.old}`)).body).toEqual({
      data: [{ scId: sc.sam, name: 'Carter, Sam' }],
    });
  });

  it('refuses malformed parameters with 400 and the field, and stays admin-only', async () => {
    for (const [query, field] of [
      ['limit=-1', 'limit'],
      ['ids=1;2', 'ids'],
      ['search=%00', 'search'],
    ]) {
      const res = await get(`/sc_list?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
    }
    expect((await get(search('rosa'), staff)).status).toBe(403);
  });

  it("bounds the spec's bare call and a search, whatever the number of coordinators", async () => {
    await t.database.db.insert(supportsCoordinators).values(
      Array.from({ length: 510 }, (_, i) => ({
        firstName: 'Bulk',
        lastName: `Coordinator${String(i).padStart(3, '0')}`,
      })),
    );
    const bare = await names('/sc_list');
    expect(bare).toHaveLength(OPTION_LIST_CAP);
    expect(bare.slice(0, 3)).toEqual(['100%_Care, Percy', 'Carter, Sam', 'Coordinator000, Bulk']);
    expect(await names(search('bulk'))).toEqual(bare.slice(2, 2 + OPTION_LIMIT_DEFAULT));
  });
});
