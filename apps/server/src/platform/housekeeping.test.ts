import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HOURS } from '@hearth/shared';
import {
  auditEvents,
  otpChallenges,
  passwordResetTokens,
  rateLimits,
  sessions,
  trustedBrowsers,
  visitActions,
} from '../db/schema/index.js';
import { createUser } from '../seed/factories.js';
import { call, createTestApp, type TestApp } from '../test/harness.js';
import { signedInUser } from '../test/sign-in.js';
import {
  PURGE_BATCH_ROWS,
  RATE_LIMIT_KEEP_MS,
  REFUSED_ACTION_KEEP_MS,
  housekeepingJob,
  purgeExpired,
} from './housekeeping.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const nothing = {
  sessions: 0,
  otpChallenges: 0,
  passwordResetTokens: 0,
  trustedBrowsers: 0,
  rateLimits: 0,
  refusedVisitActions: 0,
};

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.database.db)).id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

/** One row of each purged table expiring at `expiresAt` (a rate-limit window starting then). */
async function rowsExpiringAt(expiresAt: Date, label: string) {
  const sessionId = randomUUID();
  await db()
    .insert(sessions)
    .values({ id: sessionId, userId, createdAt: ago(SESSION_HOURS * HOUR), expiresAt });
  const [otp] = await db()
    .insert(otpChallenges)
    .values({ userId, codeHash: `code-${label}`, expiresAt })
    .returning({ id: otpChallenges.id });
  const [reset] = await db()
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: `token-${label}`, expiresAt })
    .returning({ id: passwordResetTokens.id });
  const [browser] = await db()
    .insert(trustedBrowsers)
    .values({ userId, tokenHash: `browser-${label}-${randomUUID()}`, expiresAt })
    .returning({ id: trustedBrowsers.id });
  const rateKey = `test:${label}:${randomUUID()}`;
  await db().insert(rateLimits).values({ key: rateKey, windowStart: expiresAt, count: 3 });
  return { sessionId, otpId: otp!.id, resetId: reset!.id, browserId: browser!.id, rateKey };
}

type Rows = Awaited<ReturnType<typeof rowsExpiringAt>>;

/** Which of the rows are still in the database, per table. */
async function present(r: Rows) {
  const has = async (n: Promise<unknown[]>) => (await n).length === 1;
  return {
    session: await has(db().select().from(sessions).where(eq(sessions.id, r.sessionId))),
    otp: await has(db().select().from(otpChallenges).where(eq(otpChallenges.id, r.otpId))),
    reset: await has(db().select().from(passwordResetTokens).where(eq(passwordResetTokens.id, r.resetId))),
    browser: await has(db().select().from(trustedBrowsers).where(eq(trustedBrowsers.id, r.browserId))),
    rate: await has(db().select().from(rateLimits).where(eq(rateLimits.key, r.rateKey))),
  };
}

const all = (v: boolean) => ({ session: v, otp: v, reset: v, browser: v, rate: v });
const auditCount = async () => (await db().select({ n: count() }).from(auditEvents))[0]!.n;

describe('purging expired rows', () => {
  it('deletes rows a day past expiry and spent rate-limit windows, keeps the rest and the audit trail', async () => {
    const expired = await rowsExpiringAt(ago(DAY + MINUTE), 'expired');
    const inGrace = await rowsExpiringAt(ago(DAY - MINUTE), 'grace');
    const live = await rowsExpiringAt(new Date(t.clock.now().getTime() + HOUR), 'live');
    // A rate-limit window is kept while any limit could still count it, then dropped without grace.
    const spentWindow = `test:spent:${randomUUID()}`;
    const openWindow = `test:open:${randomUUID()}`;
    await db()
      .insert(rateLimits)
      .values([
        { key: spentWindow, windowStart: ago(RATE_LIMIT_KEEP_MS + MINUTE), count: 9 },
        { key: openWindow, windowStart: ago(RATE_LIMIT_KEEP_MS - MINUTE), count: 9 },
      ]);
    // Audit rows far older than any expiry (HIPAA keeps six years) stay.
    await db()
      .insert(auditEvents)
      .values([
        { action: 'test.old', at: ago(7 * 365 * DAY) },
        { action: 'test.recent', at: ago(DAY + MINUTE) },
      ]);
    const auditBefore = await auditCount();

    expect(await purgeExpired(db(), t.clock.now())).toEqual({
      sessions: 1,
      otpChallenges: 1,
      passwordResetTokens: 1,
      trustedBrowsers: 1,
      rateLimits: 3, // the spent window, and those that started a day ago (expired, in grace)
      refusedVisitActions: 0,
    });

    expect(await present(expired)).toEqual(all(false));
    expect(await present(inGrace)).toEqual({ ...all(true), rate: false });
    expect(await present(live)).toEqual(all(true));
    const windows = await db()
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [spentWindow, openWindow]));
    expect(windows.map((w) => w.key)).toEqual([openWindow]);
    expect(await auditCount()).toBe(auditBefore);

    // A second run finds nothing left to delete.
    expect(await purgeExpired(db(), t.clock.now())).toEqual(nothing);
    expect(await present(live)).toEqual(all(true));
  });
});

describe('purging expired rows: refused punches and backlogs', () => {
  it('deletes refused offline punches after 180 days, never an applied action', async () => {
    const action = (outcome: 'applied' | 'refused', receivedAt: Date) => ({
      userId,
      clientActionId: randomUUID(),
      kind: 'start',
      offline: true,
      receivedAt,
      outcome,
    });
    expect(REFUSED_ACTION_KEEP_MS).toBe(180 * DAY);
    const rows = await db()
      .insert(visitActions)
      .values([
        action('refused', ago(REFUSED_ACTION_KEEP_MS + MINUTE)),
        action('refused', ago(REFUSED_ACTION_KEEP_MS - MINUTE)),
        action('applied', ago(2 * REFUSED_ACTION_KEEP_MS)),
      ])
      .returning({ id: visitActions.id });

    expect(await purgeExpired(db(), t.clock.now())).toMatchObject({ refusedVisitActions: 1 });
    const left = await db()
      .select({ id: visitActions.id })
      .from(visitActions)
      .where(
        inArray(
          visitActions.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([rows[1]!.id, rows[2]!.id].sort());
  });

  it('clears a backlog larger than one batch, also with several instances purging at once', async () => {
    const backlog = 2 * PURGE_BATCH_ROWS + 7;
    await db().execute(sql`
      INSERT INTO sessions (id, user_id, created_at, expires_at)
      SELECT gen_random_uuid(), ${userId}, ${ago(3 * DAY).toISOString()}::timestamptz,
             ${ago(2 * DAY).toISOString()}::timestamptz
      FROM generate_series(1, ${backlog})`);
    const keep = await rowsExpiringAt(new Date(t.clock.now().getTime() + HOUR), 'kept-through-backlog');

    const runs = await Promise.all([1, 2, 3].map(() => purgeExpired(db(), t.clock.now())));

    expect(runs.reduce((n, r) => n + r.sessions, 0)).toBe(backlog);
    expect(await present(keep)).toEqual(all(true));
    expect(await purgeExpired(db(), t.clock.now())).toEqual(nothing);
  });
});

describe('purging expired rows: live sessions and the schedule', () => {
  it('leaves a valid session working through HTTP while expired ones are purged', async () => {
    const earlier = await signedInUser(t);
    t.clock.advance(SESSION_HOURS * HOUR + DAY + MINUTE);
    const current = await signedInUser(t);
    expect((await call(t.app, 'GET', '/api/v1/user/me', { token: earlier.token })).status).toBe(401);

    const purged = await purgeExpired(db(), t.clock.now());

    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.otpChallenges).toBeGreaterThanOrEqual(1);
    const left = await db()
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(inArray(sessions.userId, [earlier.id, current.id]));
    expect(left).toEqual([{ userId: current.id }]);
    const me = await call(t.app, 'GET', '/api/v1/user/me', { token: current.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(current.email);
  });

  it('is the hourly housekeeping job, which purges and logs what it deleted', async () => {
    const expired = await rowsExpiringAt(ago(2 * DAY), 'job');
    const logged: { obj: object; msg: string }[] = [];
    const job = housekeepingJob({ db: db(), clock: t.clock, log: { info: (obj, msg) => logged.push({ obj, msg }) } });
    expect(job).toMatchObject({ name: 'housekeeping', cron: '5 * * * *', runOnStart: true });

    await job.run({});
    expect(await present(expired)).toEqual(all(false));
    expect(logged).toEqual([
      { msg: 'housekeeping done', obj: { purged: expect.objectContaining({ sessions: 1, otpChallenges: 1 }) } },
    ]);
  });
});
