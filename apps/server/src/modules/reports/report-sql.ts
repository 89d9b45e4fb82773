/**
 * What every report shares: reading a long report through a server-side cursor (exports), so it
 * never sits whole in memory; the day an entry ends on; and how a person's name reads. The raw-row
 * readers and day ranges reports use are in db/rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { listName, shiftDay } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { and, dayEnd, rowsOf, text, textOrNull, type Row } from '../../db/rows.js';
import { entryEndDaySql } from '../work-entries/index.js';

/**
 * Work entries (`we`) that end on a day from `from` to `to` (inclusive; null = no end) by the one
 * day rule of work-entry-rules (entryDays): an entry ending at exactly 00:00 ends on the day it
 * closes, as the authorization's date check counts it.
 */
export function endsWithinDays(from: string, to: string | null, timeZone: string): SQL {
  const endDay = entryEndDaySql(sql`we.start_time`, sql`we.end_time`, timeZone);
  return and([
    // Bounds an index on end_time can serve (an end at 00:00 after the To day may still belong to it)…
    sql`we.end_time >= ${dayEnd(shiftDay(from, -1), timeZone)}`,
    to !== null && sql`we.end_time <= ${dayEnd(to, timeZone)}`,
    // …then the rule itself.
    sql`${endDay} >= ${from}::date`,
    to !== null && sql`${endDay} <= ${to}::date`,
  ]);
}

/**
 * A person's name in every report, preview and export: 'Last, First Middle' (listName, as the
 * Clients list shows it), from raw name columns.
 */
export const reportName = (last: unknown, first: unknown, middle: unknown): string =>
  listName({ lastName: text(last), firstName: text(first), middleName: textOrNull(middle) });

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
      if (rows.length > 0) await onBatch(rows, tx);
      if (rows.length < BATCH) break;
    }
    await tx.execute(sql`CLOSE report_rows`);
  });
}
