/**
 * Tables that only grow (docs/decisions/006, "Tables that only grow"): expired sessions, one-time
 * codes, trusted browsers, rate-limit windows and old refused offline punches are deleted on a
 * schedule. The audit trail is never touched here: HIPAA asks for six years of it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { REFUSED_ACTION_KEEP_DAYS } from '@hearth/shared';
import type { Db } from '../db/client.js';
import type { Clock } from './clock.js';
import type { JobDefinition } from './jobs.js';
import { Limits } from './rate-limit.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long a session, code or trusted browser is kept after it expired: a day, so a sign-in
 * question ("why was I logged out?", "which code did I get?") can still be answered the next
 * morning, and instances whose clocks differ by minutes never delete a row another one still uses.
 */
export const EXPIRED_ROW_GRACE_MS = DAY_MS;
/** A rate-limit row older than the longest window is spent under every limit (`hit` would reset it). */
export const RATE_LIMIT_KEEP_MS = Math.max(...Object.values(Limits).map((l) => l.windowSeconds)) * 1000;
/** A refused offline visit action is listed for admins this long after it arrived (then purged). */
export const REFUSED_ACTION_KEEP_MS = REFUSED_ACTION_KEEP_DAYS * DAY_MS;
/** When the purge runs (UTC): hourly, once across all instances. */
export const HOUSEKEEPING_CRON = '5 * * * *';
/** Rows one DELETE removes: a large backlog is cleared in short statements that hold short locks. */
export const PURGE_BATCH_ROWS = 5000;
/** Batches per table and run (500,000 rows); anything left waits for the next run. */
const MAX_BATCHES_PER_TABLE = 100;

/**
 * What is purged: table, key used to pick a batch, column holding the expiry, how long after it to
 * keep, and which rows at all (`only`; every row when absent).
 */
type Target = { table: string; key: string; expiry: string; keepMs: number; only?: SQL };

const targets = {
  sessions: { table: 'sessions', key: 'id', expiry: 'expires_at', keepMs: EXPIRED_ROW_GRACE_MS },
  otpChallenges: { table: 'otp_challenges', key: 'id', expiry: 'expires_at', keepMs: EXPIRED_ROW_GRACE_MS },
  passwordResetTokens: {
    table: 'password_reset_tokens',
    key: 'id',
    expiry: 'expires_at',
    keepMs: EXPIRED_ROW_GRACE_MS,
  },
  trustedBrowsers: { table: 'trusted_browsers', key: 'id', expiry: 'expires_at', keepMs: EXPIRED_ROW_GRACE_MS },
  rateLimits: { table: 'rate_limits', key: 'key', expiry: 'window_start', keepMs: RATE_LIMIT_KEEP_MS },
  // Applied actions stay: a retry of one must still get its first answer.
  refusedVisitActions: {
    table: 'visit_actions',
    key: 'id',
    expiry: 'received_at',
    keepMs: REFUSED_ACTION_KEEP_MS,
    only: sql`outcome = 'refused'`,
  },
} satisfies Record<string, Target>;

export type PurgeCounts = Record<keyof typeof targets, number>;

type HousekeepingLog = { info: (obj: object, msg: string) => void };

async function deleteBatch(db: Db, target: Target, before: Date): Promise<number> {
  const table = sql.identifier(target.table);
  const key = sql.identifier(target.key);
  const expiry = sql.identifier(target.expiry);
  const only = target.only ? sql` AND (${target.only})` : sql``;
  // SKIP LOCKED: a row another instance is deleting, or a request is updating, waits for the next run.
  const result = await db.execute<{ n: number }>(sql`
    WITH gone AS (
      DELETE FROM ${table} WHERE ${key} IN (
        SELECT ${key} FROM ${table} WHERE ${expiry} < ${before.toISOString()}::timestamptz${only}
        LIMIT ${PURGE_BATCH_ROWS} FOR UPDATE SKIP LOCKED
      )
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM gone`);
  const rows = (result as { rows: { n: number | string }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}

/**
 * Deletes the rows of each table whose expiry is older than its grace period before `now`, in
 * batches of {@link PURGE_BATCH_ROWS}. Safe with several instances running it at once (each row
 * is deleted by one of them). Returns how many rows each table lost.
 */
export async function purgeExpired(db: Db, now: Date): Promise<PurgeCounts> {
  const counts = {} as PurgeCounts;
  for (const [name, target] of Object.entries(targets) as [keyof typeof targets, Target][]) {
    const before = new Date(now.getTime() - target.keepMs);
    let total = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_TABLE; batch++) {
      const deleted = await deleteBatch(db, target, before);
      total += deleted;
      if (deleted < PURGE_BATCH_ROWS) break;
    }
    counts[name] = total;
  }
  return counts;
}

/**
 * The purge as a background job (docs/decisions/014): hourly at :05 across all instances, and
 * when an instance starts (an instance up only now and then still purges). Logs what it deleted.
 */
export function housekeepingJob(p: { db: Db; clock: Clock; log: HousekeepingLog }): JobDefinition {
  return {
    name: 'housekeeping',
    cron: HOUSEKEEPING_CRON,
    runOnStart: true,
    run: async () => {
      const counts = await purgeExpired(p.db, p.clock.now());
      p.log.info({ purged: counts }, 'housekeeping done');
    },
  };
}
