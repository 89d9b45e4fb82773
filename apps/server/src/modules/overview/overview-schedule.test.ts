// The Overview's count of today's late and missed planned visits (docs/decisions/017), and their
// open exceptions among the others.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, UserType } from '@hearth/shared';
import { rowsOf } from '../../db/rows.js';
import { call, createTestApp, type TestApp } from '../../test/harness.js';
import { signedInUser } from '../../test/sign-in.js';
import { setClock } from '../reports/test-fixtures.js';
import { planVisit } from '../schedules/fulfilment.test-support.js';
import { runScheduleWatch } from '../schedules/index.js';
import { authorizationFor, staffMember } from '../work-entries/test-support.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  // Wednesday 18 November 2026, 3 p.m. in New York (before anyone signs in: sessions follow the clock).
  setClock(t, '2026-11-18T20:00:00Z');
  admin = (await signedInUser(t, { userType: UserType.Admin })).token;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const quiet = { info: () => {}, warn: () => {} };

describe('the Overview and the schedule', () => {
  it("counts today's late and missed visits, and their open exceptions by type", async () => {
    const staff = await staffMember(t);
    const { client, cs } = await authorizationFor(t, [staff.id]);
    const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * MINUTE);
    const plan = (startsAt: Date, staffId: number | null = staff.id) =>
      planVisit(t.database.db, { clientServiceId: cs.id, clientId: client.id, staffId, startsAt });
    await plan(at(-30)); // late
    await plan(at(-40), null); // late, an open shift
    await plan(at(-120)); // missed
    const cancelled = await plan(at(-180));
    await rowsOf(
      t.database.db,
      sql`UPDATE scheduled_visits SET cancelled_at = now(), cancel_reason = 'weather' WHERE id = ${cancelled}`,
    );
    await plan(at(-26 * 60)); // missed yesterday: not today's
    await plan(at(60)); // ahead
    await runScheduleWatch({ db: t.database.db, clock: t.clock, messenger: t.messenger, log: quiet });
    expect(dayIn(at(-120), 'America/New_York')).toBe('2026-11-18');

    const res = await call(t.app, 'GET', '/api/v1/overview', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.schedule).toEqual({ late: 2, missed: 1 });
    const byType = new Map(
      res.body.data.exceptions.byType.map((x: { type: string; count: number }) => [x.type, x.count]),
    );
    expect(byType.get('late')).toBe(2);
    expect(byType.get('missed')).toBe(2);
  });
});
