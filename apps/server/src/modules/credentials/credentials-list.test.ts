import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDay, UserType } from '@hearth/shared';
import { staffCredentials } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { agencyToday, api, newStaff, newType } from './credentials.test-support.js';

const DAY = 86_400_000;
let t: TestApp;
let admin: string;
let type: { id: number; name: string };
/** Staff member by the expiry of their credential (days from today; null: none). */
const byCase = new Map<string, number>();

type Item = { staff: { id: number }; state: string; expiresOn: string | null; daysLeft: number | null };

async function list(query: string) {
  const res = await api(t, 'GET', `/credentials?credentialTypeId=${type.id}&${query}`, admin);
  expect(res.status).toBe(200);
  return res.body as { data: Item[]; recordCount: number };
}
const stateOf = (items: Item[]) => new Map(items.map((i) => [i.staff.id, i.state]));

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
  type = await newType(t, admin, { validMonths: 12, graceDays: 5 });
  const today = agencyToday(t);
  for (const days of [-6, -5, -1, 0, 30, 31, null]) {
    const person = await newStaff(t, { firstName: 'Case', lastName: `L${days}` });
    byCase.set(String(days), person.id);
    if (days === null) continue;
    await t.database.db.insert(staffCredentials).values({
      staffId: person.id,
      credentialTypeId: type.id,
      issuedOn: shiftDay(today, -300),
      expiresOn: shiftDay(today, days),
    });
  }
});
afterAll(() => t.close());

const id = (days: number | null) => byCase.get(String(days))!;

describe('GET /credentials', () => {
  it('expired lists the lapsed: past grace as expired, within grace as grace', async () => {
    const states = stateOf((await list('state=expired')).data);
    expect(states.get(id(-6))).toBe('expired');
    expect(states.get(id(-5))).toBe('grace');
    expect(states.get(id(-1))).toBe('grace');
    expect(states.has(id(0))).toBe(false);
    expect(states.has(id(null))).toBe(false);
  });

  it('expiring: the expiry date itself is still valid, the window ends `within` days ahead', async () => {
    const { data } = await list('state=expiring&within=30');
    const states = stateOf(data);
    expect(states.get(id(0))).toBe('expiring');
    expect(states.get(id(30))).toBe('expiring');
    expect(states.has(id(31))).toBe(false);
    expect(states.has(id(-1))).toBe(false);
    expect(data.find((i) => i.staff.id === id(30))?.daysLeft).toBe(30);
    expect(stateOf((await list('state=expiring&within=31')).data).get(id(31))).toBe('expiring');
  });

  it('missing: an applicable required type with no current credential', async () => {
    const states = stateOf((await list('state=missing')).data);
    expect(states.get(id(null))).toBe('missing');
    expect(states.has(id(0))).toBe(false);
  });

  it('without a state: all of them, by expiry (missing first), counted and paged', async () => {
    const all = await list('within=30&limit=500');
    const mine = all.data.filter((i) => [...byCase.values()].includes(i.staff.id));
    expect(mine.map((i) => i.staff.id)).toEqual([id(null), id(-6), id(-5), id(-1), id(0), id(30)]);
    expect(all.recordCount).toBe(all.data.length);
    const page = await list('within=30&limit=2&offset=1');
    expect(page.data).toHaveLength(2);
    expect(page.recordCount).toBe(all.recordCount);
    expect(page.data.map((i) => i.staff.id)).toEqual(all.data.slice(1, 3).map((i) => i.staff.id));
    const one = await list(`staffId=${id(-6)}`);
    expect(one.data.map((i) => i.staff.id)).toEqual([id(-6)]);
  });

  it('answers on the injected clock’s agency day: the day after the expiry it is in grace', async () => {
    t.clock.advance(DAY);
    const before = admin;
    admin = (await signedInUser(t, { userType: UserType.Admin })).token; // a day on, the old session has lapsed
    try {
      const states = stateOf((await list('state=expired')).data);
      expect(states.get(id(0))).toBe('grace');
      expect(states.get(id(-5))).toBe('expired');
    } finally {
      t.clock.advance(-DAY);
      admin = before;
    }
  });
});
