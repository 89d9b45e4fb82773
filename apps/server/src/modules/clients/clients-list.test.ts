import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, UserType } from '@hearth/shared';
import { createClient } from '../../seed/client-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let admin: string;

/** [first, middle, last, city, mci, status, minutes ago created] */
const PEOPLE: [string, string | null, string, string, string, number, number][] = [
  ['John', null, 'Smith', 'Reading', '100000001', Status.Active, 90],
  ['Mary', 'Ann', 'Smithson', 'Bristol', '100000002', Status.Active, 80],
  ['Phil', null, 'Goldsmith', 'Media', '100000003', Status.Inactive, 70],
  ['Ada', null, 'Lovelace', 'Lancaster', '200000004', Status.Active, 60],
  ['Grace', 'B', 'Hopper', 'Doylestown', '200000005', Status.Active, 50],
  ['Philomena', null, 'Cruz', 'Norristown', '50%_off', Status.Active, 40],
  ['Zed', null, 'Adams', 'Chester', 'A_B', Status.Inactive, 30],
];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  const now = Date.now();
  for (const [firstName, middleName, lastName, billingCity, mci, status, ago] of PEOPLE) {
    await createClient(t.database.db, {
      firstName,
      middleName,
      lastName,
      billingCity,
      mci,
      status,
      phone: '2155550100',
      createdAt: new Date(now - ago * 60_000),
    });
  }
});
afterAll(() => t.close());

type Item = { clientId: number; name: string; billingCity: string; phone: string; status: number };
const list = async (query: string) => {
  const res = await call(t.app, 'GET', `/api/v1/client?${query}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body as { data: Item[]; recordCount: number };
};
const names = async (query: string) => (await list(query)).data.map((d) => d.name);
const q = (term: string) => `name=${encodeURIComponent(term)}`;

describe('clients list', () => {
  it('lists the Clients columns newest first by default, with the total', async () => {
    const page = await list('');
    expect(page.recordCount).toBe(7);
    expect(page.data[0]).toEqual({
      clientId: expect.any(Number),
      name: 'Adams, Zed',
      billingCity: 'Chester',
      phone: '2155550100',
      status: Status.Inactive,
    });
    expect(Object.keys(page.data[0]!).sort()).toEqual(['billingCity', 'clientId', 'name', 'phone', 'status']);
    expect(page.data.map((d) => d.name)).toEqual([
      'Adams, Zed',
      'Cruz, Philomena',
      'Hopper, Grace B',
      'Lovelace, Ada',
      'Goldsmith, Phil',
      'Smithson, Mary Ann',
      'Smith, John',
    ]);
  });

  it('searches name parts and the MCI, every word matching', async () => {
    expect(await names(q('smi'))).toEqual(['Goldsmith, Phil', 'Smithson, Mary Ann', 'Smith, John']);
    expect(await names(`${q('phil')}&filter=name_asc`)).toEqual(['Cruz, Philomena', 'Goldsmith, Phil']);
    expect(await names(q('smith, mary'))).toEqual(['Smithson, Mary Ann']);
    expect(await names(q('ann'))).toEqual(['Smithson, Mary Ann']);
    expect(await names(q('20000000'))).toEqual(['Hopper, Grace B', 'Lovelace, Ada']);
    expect((await list(q('nobody'))).recordCount).toBe(0);
  });

  it('treats LIKE and SQL metacharacters in a search as text', async () => {
    expect(await names(q('50%'))).toEqual(['Cruz, Philomena']);
    expect(await names(q('%'))).toEqual(['Cruz, Philomena']);
    expect(await names(q('_'))).toEqual(['Adams, Zed', 'Cruz, Philomena']);
    expect(await names(q('\\'))).toEqual([]);
    const sqlish = await list(q("'; DROP TABLE clients; --"));
    expect(sqlish.recordCount).toBe(0);
    expect((await list('')).recordCount).toBe(7);
  });

  it('sorts by name and billing city', async () => {
    expect(await names('filter=name_asc')).toEqual([
      'Adams, Zed',
      'Cruz, Philomena',
      'Goldsmith, Phil',
      'Hopper, Grace B',
      'Lovelace, Ada',
      'Smith, John',
      'Smithson, Mary Ann',
    ]);
    expect(await names('filter=name_desc')).toEqual((await names('filter=name_asc')).reverse());
    const byCity = (await list('filter=city_asc')).data.map((d) => d.billingCity);
    expect(byCity).toEqual(['Bristol', 'Chester', 'Doylestown', 'Lancaster', 'Media', 'Norristown', 'Reading']);
    const byCityDesc = (await list('filter=city_desc')).data.map((d) => d.billingCity);
    expect(byCityDesc).toEqual([...byCity].reverse());
    expect(await names('filter=bogus&limit=2')).toEqual(['Adams, Zed', 'Cruz, Philomena']);
  });
});

describe('clients list: status filter, pages and options', () => {
  it('filters by status and pages with a constant recordCount', async () => {
    const active = await list('status=4&filter=name_asc');
    expect(active.recordCount).toBe(5);
    expect(active.data.every((d) => d.status === Status.Active)).toBe(true);
    expect(await names('status=5&filter=name_asc')).toEqual(['Adams, Zed', 'Goldsmith, Phil']);
    expect((await list('status=0')).recordCount).toBe(7);

    const seen: string[] = [];
    for (let offset = 0; offset < 7; offset += 3) {
      const page = await list(`filter=name_asc&limit=3&offset=${offset}`);
      expect(page.recordCount).toBe(7);
      seen.push(...page.data.map((d) => d.name));
    }
    expect(seen).toEqual(await names('filter=name_asc'));
    const beyond = await list('offset=100&limit=10');
    expect(beyond).toEqual({ data: [], recordCount: 7 });
    expect((await call(t.app, 'GET', '/api/v1/client?limit=500', { token: admin })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/v1/client?status=3', { token: admin })).status).toBe(400);
  });

  it('offers active clients as id and name options', async () => {
    const res = await call(t.app, 'GET', '/api/v1/client/client_list', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { name: string }) => o.name)).toEqual([
      'Cruz, Philomena',
      'Hopper, Grace B',
      'Lovelace, Ada',
      'Smith, John',
      'Smithson, Mary Ann',
    ]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['clientId', 'name']);
  });
});
