/**
 * Reading a long report through a server-side cursor (exports), so it never sits whole in memory.
 * The raw-row readers and day ranges reports use are in db/rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf, type Row } from '../../db/rows.js';

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
