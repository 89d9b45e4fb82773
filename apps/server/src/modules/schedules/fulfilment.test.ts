import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@hearth/shared';
import { rowsOf } from '../../db/rows.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import {
  api,
  authorizationFor,
  dayAt,
  minutesAfter,
  SIGNATURE,
  staffMember,
  startBody,
  TZ,
  wire,
} from '../work-entries/test-support.js';
import { planVisit, visitRow } from './fulfilment.test-support.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (url: string, token: string, body: unknown) => api(t, 'POST', url, token, body);
const MINUTE = 60_000;
const fromNow = (minutes: number) => new Date(Math.floor((t.clock.now().getTime() + minutes * MINUTE) / 1000) * 1000);

async function setUp() {
  const staff = await staffMember(t);
  const { client, cs } = await authorizationFor(t, [staff.id]);
  const plan = (staffId: number | null, startsAt: Date, minutes = 60) =>
    planVisit(db(), { clientServiceId: cs.id, clientId: client.id, staffId, startsAt, minutes });
  const start = async (extra: Record<string, unknown> = {}) => {
    const res = await post('/visits/start', staff.token, startBody(client.id, cs.id, extra));
    expect(res.status).toBe(200);
    return res.body.data.workEntryId as number;
  };
  return { staff, client, cs, plan, start };
}

describe('a clock-in fulfils the planned visit it meets', () => {
  it('links the visit starting within the window, the nearest one when several do', async () => {
    const s = await setUp();
    const far = await s.plan(s.staff.id, fromNow(-100));
    const near = await s.plan(s.staff.id, fromNow(20));
    const entryId = await s.start();
    expect((await visitRow(db(), near)).workEntryId).toBe(entryId);
    expect((await visitRow(db(), far)).workEntryId).toBeNull();
  });

  it('leaves a visit outside the window, another staff member’s visit and a cancelled one alone', async () => {
    const s = await setUp();
    const other = await staffMember(t, { firstName: 'Other' });
    const outside = await s.plan(s.staff.id, fromNow(121 + 5));
    const theirs = await s.plan(other.id, fromNow(5));
    const cancelled = await s.plan(s.staff.id, fromNow(-5));
    await rowsOf(
      db(),
      sql`UPDATE scheduled_visits SET cancelled_at = now(), cancel_reason = 'staff_sick' WHERE id = ${cancelled}`,
    );
    await s.start();
    for (const id of [outside, theirs, cancelled]) expect((await visitRow(db(), id)).workEntryId).toBeNull();
    expect((await visitRow(db(), theirs)).staffId).toBe(other.id);
  });

  it('takes an open shift, which becomes the staff member’s', async () => {
    const s = await setUp();
    const open = await s.plan(null, fromNow(-30));
    const entryId = await s.start();
    expect(await visitRow(db(), open)).toMatchObject({ workEntryId: entryId, staffId: s.staff.id });
  });

  it('an offline punch synced hours later fulfils by its recorded clock-in time', async () => {
    const s = await setUp();
    const deviceStart = fromNow(-200);
    const then = await s.plan(s.staff.id, minutesAfter(deviceStart, 10));
    const now = await s.plan(s.staff.id, fromNow(0));
    const entryId = await s.start({ offline: true, deviceTime: wire(deviceStart), clientActionId: randomUUID() });
    expect((await visitRow(db(), then)).workEntryId).toBe(entryId);
    expect((await visitRow(db(), now)).workEntryId).toBeNull();
  });

  it('an abandoned visit gives its planned visit back, for the next clock-in to fulfil', async () => {
    const s = await setUp();
    const planned = await s.plan(s.staff.id, fromNow(10));
    const first = await s.start();
    expect((await visitRow(db(), planned)).workEntryId).toBe(first);
    const abandoned = await post('/visits/abandon', s.staff.token, { workEntryId: first });
    expect(abandoned.status).toBe(200);
    expect((await visitRow(db(), planned)).workEntryId).toBeNull();
    const second = await s.start();
    expect((await visitRow(db(), planned)).workEntryId).toBe(second);
  });

  it('an admin’s timesheet fulfils the visit planned at its start; the window is the agency’s setting', async () => {
    const s = await setUp();
    const start = dayAt(t, -1, 9);
    const planned = await s.plan(s.staff.id, minutesAfter(start, 40));
    await rowsOf(db(), sql`UPDATE agency_settings SET schedule_window_minutes = 30`);
    const body = {
      userId: s.staff.id,
      clientId: s.client.id,
      serviceRequestId: s.cs.id,
      serviceStartTime: wire(start),
      serviceEndTime: wire(minutesAfter(start, 60)),
      signature: SIGNATURE,
      progress: 2,
      adminVerification: false,
      timeZone: TZ,
    };
    const outside = await post('/work_entry', admin, body);
    expect(outside.status).toBe(200);
    expect((await visitRow(db(), planned)).workEntryId).toBeNull();
    await rowsOf(db(), sql`UPDATE agency_settings SET schedule_window_minutes = 120`);
    const next = {
      ...body,
      serviceStartTime: wire(minutesAfter(start, 70)),
      serviceEndTime: wire(minutesAfter(start, 100)),
    };
    const inside = await post('/work_entry', admin, next);
    expect(inside.status).toBe(200);
    expect((await visitRow(db(), planned)).workEntryId).toBe(inside.body.data.workEntryId);
  });

  it('two staff members clocking in at once on one open shift: one takes it, the other starts unplanned', async () => {
    const first = await staffMember(t, { firstName: 'Ann' });
    const second = await staffMember(t, { firstName: 'Bea' });
    const { client, cs } = await authorizationFor(t, [first.id, second.id]);
    const open = await planVisit(db(), {
      clientServiceId: cs.id,
      clientId: client.id,
      staffId: null,
      startsAt: fromNow(5),
    });
    const [a, b] = await Promise.all(
      [first, second].map((s) => post('/visits/start', s.token, startBody(client.id, cs.id))),
    );
    expect([a!.status, b!.status]).toEqual([200, 200]);
    const row = await visitRow(db(), open);
    const winner = [a!, b!].findIndex((r) => r.body.data.workEntryId === row.workEntryId);
    expect(winner).toBeGreaterThanOrEqual(0);
    expect(row.staffId).toBe([first.id, second.id][winner]);
    const linked = await rowsOf(
      db(),
      sql`SELECT count(*)::int AS n FROM scheduled_visits WHERE work_entry_id IN (${a!.body.data.workEntryId}, ${b!.body.data.workEntryId})`,
    );
    expect(linked[0]!.n).toBe(1);
  });

  it('an admin’s edit that moves the entry’s start moves it to the visit it now meets', async () => {
    const s = await setUp();
    const start = dayAt(t, -2, 9);
    const morning = await s.plan(s.staff.id, start);
    const afternoon = await s.plan(s.staff.id, dayAt(t, -2, 15));
    const body = {
      userId: s.staff.id,
      clientId: s.client.id,
      serviceRequestId: s.cs.id,
      serviceStartTime: wire(start),
      serviceEndTime: wire(minutesAfter(start, 60)),
      signature: SIGNATURE,
      progress: 2,
      adminVerification: false,
      timeZone: TZ,
    };
    const created = await post('/work_entry', admin, body);
    expect(created.status).toBe(200);
    const id = created.body.data.workEntryId as number;
    expect((await visitRow(db(), morning)).workEntryId).toBe(id);
    const later = dayAt(t, -2, 15, 10);
    const moved = await api(t, 'PUT', '/work_entry', admin, {
      ...body,
      workEntryId: id,
      serviceStartTime: wire(later),
      serviceEndTime: wire(minutesAfter(later, 60)),
    });
    expect(moved.status).toBe(200);
    expect((await visitRow(db(), morning)).workEntryId).toBeNull();
    expect((await visitRow(db(), afternoon)).workEntryId).toBe(id);
  });
});
