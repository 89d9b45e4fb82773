/** The history of work entries: rows written by every change and billing, and read oldest first. */
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pgArray, rowsOf } from '../../db/rows.js';
import { clientServices, users, workEntryHistory } from '../../db/schema/index.js';

export type HistoryValues = Omit<typeof workEntryHistory.$inferInsert, 'id'>;
const h = workEntryHistory;

export async function insertHistory(db: Db, values: HistoryValues): Promise<void> {
  await db.insert(h).values(values);
}

/**
 * Folds a notes autosave into the entry's latest history row when that row is a 'notes_updated'
 * row of the same user recorded after `since`: the row keeps the notes from before it opened and
 * takes the newest notes (its time stays when the burst began). False when there is no such row
 * (the caller writes a new one).
 */
export async function coalesceNotesHistory(
  db: Db,
  p: { entryId: number; userId: number; since: Date; notes: string | null },
): Promise<boolean> {
  const latest = db.select({ id: h.id }).from(h).where(eq(h.workEntryId, p.entryId)).orderBy(desc(h.id)).limit(1);
  const rows = await db
    .update(h)
    .set({ changes: sql`jsonb_set(${h.changes}, '{notes,1}', ${JSON.stringify(p.notes)}::jsonb)` })
    .where(
      and(
        sql`${h.id} = (${latest})`,
        eq(h.action, 'notes_updated'),
        eq(h.recordedById, p.userId),
        gte(h.recordedAt, p.since),
      ),
    )
    .returning({ id: h.id });
  return rows.length > 0;
}

/** An entry's history, oldest first, with who recorded each row. */
export async function historyOf(db: Db, entryId: number) {
  return db
    .select({
      id: h.id,
      action: h.action,
      changes: h.changes,
      isManualEdit: h.isManualEdit,
      reasonCode: h.reasonCode,
      reasonText: h.reasonText,
      recordedAt: h.recordedAt,
      recordedByFirstName: users.firstName,
      recordedByMiddleName: users.middleName,
      recordedByLastName: users.lastName,
    })
    .from(h)
    .leftJoin(users, eq(users.id, h.recordedById))
    .where(eq(h.workEntryId, entryId))
    .orderBy(asc(h.id));
}

/** Service names of authorizations, for history rows that point at earlier ones. */
export async function serviceNamesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: clientServices.id, name: clientServices.serviceName })
    .from(clientServices)
    .where(inArray(clientServices.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ---- billing: claims mark entries billed on a batch, and unbilled when it is voided ----

/**
 * Marks the entries billed on the batch (only those not billed yet: the count tells) and records
 * one 'billed' history row per entry given, inside the caller's transaction (claims.repo).
 */
export async function markEntriesBilled(
  db: Db,
  p: { ids: number[]; batchId: number; actorId: number; now: Date },
): Promise<number> {
  const marked = await rowsOf(
    db,
    sql`UPDATE work_entries SET claim_batch_id = ${p.batchId}
        WHERE id = ANY(${pgArray(p.ids, 'int4')}) AND claim_batch_id IS NULL RETURNING id`,
  );
  await recordBilling(db, { ...p, billed: true });
  return marked.length;
}

/** Unbills the entries of a voided batch (those still on it) and records an 'unbilled' row for each. */
export async function unbillBatchEntries(db: Db, p: { batchId: number; actorId: number; now: Date }): Promise<void> {
  const freed = await rowsOf(
    db,
    sql`UPDATE work_entries SET claim_batch_id = NULL
        WHERE id IN (SELECT work_entry_id FROM claim_lines WHERE batch_id = ${p.batchId}) AND claim_batch_id = ${p.batchId}
        RETURNING id`,
  );
  await recordBilling(db, { ...p, ids: freed.map((r) => Number(r.id)), billed: false });
}

/**
 * Whether the payer's answer lets an admin correct these billed entries again (their line denied
 * or short-paid), set by the claims module when a remittance is posted.
 */
export async function setClaimCorrectable(db: Db, p: { ids: number[]; correctable: boolean }): Promise<void> {
  if (p.ids.length === 0) return;
  await db.execute(sql`UPDATE work_entries SET claim_correctable = ${p.correctable}
    WHERE id = ANY(${pgArray(p.ids, 'int4')}) AND claim_batch_id IS NOT NULL AND claim_correctable <> ${p.correctable}`);
}

/**
 * Moves billed entries to the batch of their replacement or void claim (issue 20): no longer
 * correctable, one 'billed' history row each naming both batches. Answers how many moved.
 */
export async function rebillEntries(
  db: Db,
  p: { ids: number[]; fromBatchId: number; batchId: number; actorId: number; now: Date },
): Promise<number> {
  const moved = await rowsOf(
    db,
    sql`UPDATE work_entries SET claim_batch_id = ${p.batchId}, claim_correctable = FALSE
        WHERE id = ANY(${pgArray(p.ids, 'int4')}) AND claim_batch_id = ${p.fromBatchId} RETURNING id`,
  );
  await db.execute(
    sql`INSERT INTO work_entry_history (work_entry_id, action, changes, recorded_at, recorded_by_id)
        SELECT id, 'billed', jsonb_build_object('claimBatchId', jsonb_build_array(${p.fromBatchId}::int, ${p.batchId}::int)),
          ${p.now}, ${p.actorId}
        FROM unnest(${pgArray(
          moved.map((r) => Number(r.id)),
          'int4',
        )}) AS id`,
  );
  return moved.length;
}

/** One history row per entry: billed on the batch, or back to unbilled when it is voided. */
function recordBilling(db: Db, p: { ids: number[]; batchId: number; billed: boolean; actorId: number; now: Date }) {
  const change = p.billed
    ? sql`jsonb_build_array(NULL, ${p.batchId}::int)`
    : sql`jsonb_build_array(${p.batchId}::int, NULL)`;
  return db.execute(
    sql`INSERT INTO work_entry_history (work_entry_id, action, changes, recorded_at, recorded_by_id)
        SELECT id, ${p.billed ? 'billed' : 'unbilled'}, jsonb_build_object('claimBatchId', ${change}), ${p.now}, ${p.actorId}
        FROM unnest(${pgArray(p.ids, 'int4')}) AS id`,
  );
}
