import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { createUser } from '../../seed/factories.js';
import { createStaff } from '../../seed/staff-factory.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin, firstName: 'Test', lastName: 'Admin' })).token;
  const db = t.database.db;
  const people: [string, Record<string, unknown>][] = [
    ['ada', { firstName: 'Ada', middleName: 'King', lastName: 'Lovelace', email: 'ada@example.org' }],
    ['grace', { firstName: 'Grace', middleName: null, lastName: 'Hopper', billingCity: 'Chester', status: 5 }],
    [
      'alan',
      {
        firstName: 'Alan',
        middleName: null,
        lastName: 'Turing',
        billingCity: 'Bucks',
        userType: UserType.BehavioralSpecialist,
      },
    ],
    ['katherine', { firstName: 'Katherine', middleName: null, lastName: 'Johnson', billingCity: '' }],
    [
      'percent',
      {
        firstName: 'Pat',
        middleName: null,
        lastName: 'Percent',
        email: 'pat%off_x@example.org',
        userType: UserType.Other,
      },
    ],
    [
      'plain',
      {
        firstName: 'Pat',
        middleName: null,
        lastName: 'Plain',
        email: 'patXoffYx@example.org',
        userType: UserType.Other,
      },
    ],
  ];
  for (const [key, overrides] of people) ids[key] = (await createStaff(db, { overrides })).id;
  await createUser(db, { userType: UserType.SuperAdmin, firstName: 'Root', lastName: 'Owner' });
});
afterAll(() => t.close());

const get = (url: string) => call(t.app, 'GET', `/api/v1${url}`, { token: admin });
const lastNames = (res: { body: { data: { lastName: string }[] } }) => res.body.data.map((d) => d.lastName);

describe('staff list', () => {
  it('shows every record type but Super Admin, with the columns the list needs', async () => {
    const all = await get('/user?offset=0&limit=50');
    expect(all.status).toBe(200);
    expect(all.body.recordCount).toBe(7);
    expect(lastNames(all)).not.toContain('Owner');
    expect((await get('/user?type=0&limit=50')).body.recordCount).toBe(7);
    expect(all.body.data.find((d: { userId: number }) => d.userId === ids.ada)).toEqual({
      userId: ids.ada,
      name: 'Lovelace, Ada King',
      firstName: 'Ada',
      middleName: 'King',
      lastName: 'Lovelace',
      userType: UserType.Staff,
      phone: '2155550142',
      mobile: '2675550199',
      billingCity: 'Philadelphia',
      email: 'ada@example.org',
      status: 4,
    });
  });

  it('filters by type and status', async () => {
    expect(lastNames(await get('/user?type=2&status=0&filter=name_asc'))).toEqual(['Hopper', 'Johnson', 'Lovelace']);
    expect(lastNames(await get('/user?type=2&status=4&filter=name_asc'))).toEqual(['Johnson', 'Lovelace']);
    expect(lastNames(await get('/user?type=2&status=5'))).toEqual(['Hopper']);
    expect(lastNames(await get('/user?type=3'))).toEqual(['Turing']);
    expect((await get('/user?type=1')).body.data.map((d: { firstName: string }) => d.firstName)).toEqual(['Test']);
  });

  it('sorts by name both ways, by city with blanks last, and newest first by default', async () => {
    expect(lastNames(await get('/user?type=2&filter=name_desc'))).toEqual(['Lovelace', 'Johnson', 'Hopper']);
    expect(lastNames(await get('/user?type=2&filter=city_asc'))).toEqual(['Hopper', 'Lovelace', 'Johnson']);
    expect(lastNames(await get('/user?type=2'))).toEqual(['Johnson', 'Hopper', 'Lovelace']);
    expect(lastNames(await get('/user?type=2&filter=bogus'))).toEqual(['Johnson', 'Hopper', 'Lovelace']);
  });

  it('pages with the total count', async () => {
    const first = await get('/user?type=2&filter=name_asc&offset=0&limit=2');
    expect(first.body).toMatchObject({ recordCount: 3 });
    expect(lastNames(first)).toEqual(['Hopper', 'Johnson']);
    const second = await get('/user?type=2&filter=name_asc&offset=2&limit=2');
    expect(lastNames(second)).toEqual(['Lovelace']);
    expect(second.body.recordCount).toBe(3);
    expect((await get('/user?limit=500')).status).toBe(400);
  });

  it('searches first, middle and last names and email, case-insensitively', async () => {
    const search = async (term: string) => lastNames(await get(`/user?name=${encodeURIComponent(term)}`));
    expect(await search('lovel')).toEqual(['Lovelace']);
    expect(await search('KING')).toEqual(['Lovelace']);
    expect(await search('ada love')).toEqual(['Lovelace']);
    expect(await search('ADA@EXAMPLE')).toEqual(['Lovelace']);
    expect(await search('Gra')).toEqual(['Hopper']);
  });

  it('treats LIKE and SQL metacharacters in a search as text', async () => {
    const percent = await get(`/user?name=${encodeURIComponent('%off_')}`);
    expect(lastNames(percent)).toEqual(['Percent']);
    expect(lastNames(await get(`/user?name=${encodeURIComponent('pat_off')}`))).toEqual([]);
    const sqlish = await get(`/user?name=${encodeURIComponent("'; DROP TABLE users; --")}`);
    expect(sqlish.status).toBe(200);
    expect(sqlish.body.recordCount).toBe(0);
    expect((await get('/user')).body.recordCount).toBe(7);
  });
});

describe('staff option lists', () => {
  it('GET /user/user_list lists active Staff as options', async () => {
    const res = await get('/user/user_list');
    expect(res.body).toEqual({
      data: [
        { userId: ids.katherine, name: 'Johnson, Katherine' },
        { userId: ids.ada, name: 'Lovelace, Ada King' },
      ],
    });
  });

  it('GET /userByType lists active users of one type, optionally by name', async () => {
    expect((await get('/userByType?user_type=3')).body.data).toEqual([{ userId: ids.alan, name: 'Turing, Alan' }]);
    expect((await get('/userByType?user_type=2&name=ada')).body.data).toEqual([
      { userId: ids.ada, name: 'Lovelace, Ada King' },
    ]);
    expect((await get('/userByType?user_type=7&name=pat')).body.data.map((d: { name: string }) => d.name)).toEqual([
      'Percent, Pat',
      'Plain, Pat',
    ]);
    expect((await get('/userByType?user_type=2&name=%25')).body.data).toEqual([]);
    expect((await get('/userByType?user_type=0')).status).toBe(400);
    expect((await get('/userByType')).status).toBe(400);
  });
});
