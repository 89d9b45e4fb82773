import { sql } from 'drizzle-orm';
import { ErrorCode, Msg } from '@hearth/shared';
import type { Db } from '../db/client.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';

export type Limit = { max: number; windowSeconds: number };

/** The limits on sign-in related calls, and on refused offline punches kept (per key). */
export const Limits = {
  loginPerAccountIp: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 100, windowSeconds: 15 * 60 },
  verifyPerIp: { max: 30, windowSeconds: 15 * 60 },
  resendPerUser: { max: 5, windowSeconds: 60 * 60 },
  resetPerEmail: { max: 5, windowSeconds: 60 * 60 },
  resetPerIp: { max: 30, windowSeconds: 60 * 60 },
  resetVerifyPerIp: { max: 30, windowSeconds: 15 * 60 },
  /** Refused offline visit actions kept per staff member (decision 012; a day's queue is far fewer). */
  offlineRefusalsPerUser: { max: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/**
 * Counts one hit on `key` in a fixed window held in the database (so all instances share it)
 * and throws 429 with Retry-After once the window's allowance is spent.
 */
export async function hit(db: Db, clock: Clock, key: string, limit: Limit): Promise<void> {
  const now = clock.now();
  const windowFloor = new Date(now.getTime() - limit.windowSeconds * 1000);
  const result = await db.execute<{ count: number; window_start: Date | string }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now.toISOString()}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${windowFloor.toISOString()} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${windowFloor.toISOString()} THEN ${now.toISOString()}::timestamptz ELSE rate_limits.window_start END
    RETURNING count, window_start`);
  const row = (result as { rows: { count: number; window_start: Date | string }[] }).rows[0];
  if (!row || row.count <= limit.max) return;
  const resetAt = new Date(row.window_start).getTime() + limit.windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
  throw new AppError(ErrorCode.TOO_MANY_REQUESTS, Msg.tooManyRequests(Math.ceil(retryAfter / 60)), undefined, {
    'retry-after': String(retryAfter),
  });
}

/** Forgets a key's count (e.g. after a successful sign-in). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
