/**
 * SQL pieces every report uses: running a raw query (db/rows), local-day bounds, and reading a long
 * result through a server-side cursor (exports) so it never sits whole in memory.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, type Row } from '../../db/rows.js';

export { rowsOf, type Row };

/** The instant a local day begins in `tz` (PostgreSQL does the daylight-saving arithmetic). */
const dayStart = (day: string, tz: string): SQL => sql`((${day}::date)::timestamp AT TIME ZONE ${tz})`;
/** The instant the day after `day` begins in `tz`: the exclusive end of an inclusive range. */
export const dayEnd = (day: string, tz: string): SQL => sql`(((${day}::date) + 1)::timestamp AT TIME ZONE ${tz})`;

/** `column` falls on a local day from `from` to `to` (inclusive; `to` null = no end). */
export function withinDays(column: SQL, from: string, to: string | null, tz: string): SQL {
  return to === null
    ? sql`${column} >= ${dayStart(from, tz)}`
    : sql`${column} >= ${dayStart(from, tz)} AND ${column} < ${dayEnd(to, tz)}`;
}

export const and = (parts: (SQL | null | undefined | false)[]): SQL => {
  const kept = parts.filter((p): p is SQL => Boolean(p));
  return kept.length === 0 ? sql`TRUE` : sql.join(kept, sql` AND `);
};

/** Numbers from numeric/bigint columns (drivers hand them over as strings). */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
export const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
export const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
/** Cents to dollars. */
export const dollars = (cents: unknown): number => num(cents) / 100;

/**
 * Rows per FETCH. Small batches keep each batch's objects young, so V8's scavenger frees them
 * cheaply instead of promoting them (a 100,000-row export's peak memory depends on it).
 */
const BATCH = 500;

/**
 * Reads `query` in batches through a cursor inside one read-only transaction, handing each batch
 * to `onBatch` (which may wait, e.g. for the HTTP response to drain). Further reads of a batch go
 * through `tx`, the cursor's own connection.
 */
export async function streamRows(db: Db, query: SQL, onBatch: (rows: Row[], tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION READ ONLY`);
    await tx.execute(sql`DECLARE report_rows NO SCROLL CURSOR FOR ${query}`);
    for (;;) {
      const rows = await rowsOf(tx as unknown as Db, sql.raw(`FETCH ${BATCH} FROM report_rows`));
      if (rows.length > 0) await onBatch(rows, tx as unknown as Db);
      if (rows.length < BATCH) break;
    }
    await tx.execute(sql`CLOSE report_rows`);
  });
}
