/**
 * Every write of a work entry goes through here (issue 23), in the caller's transaction: one
 * guarded UPDATE (never of a billed entry; a status, owner or version guard lets the database decide
 * races), the answer when it matched nothing, the history rows, the audit row and the EVV re-check.
 * A new entry (a timesheet, a visit start) is inserted by `insertEntryRecorded` with the same
 * history, audit and check, and a completed visit is queued for the EVV aggregator. Billing marks are set-based: work-entry-history.repo.ts.
 */
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { AppError } from '../../platform/errors.js';
import { staleRecord } from '../../platform/records.js';
import { WorkEntryStatus } from '@hearth/shared';
import { queueForAggregator } from '../aggregator/index.js';
import { checkEntries } from '../evv/index.js';
import { fulfilByEntry, refulfilEntry, releaseScheduledVisit } from '../schedules/index.js';
import { diff, recordHistory, snapshotOf, type Changes } from './work-entry-history.js';
import { TARGET } from './work-entry-reads.js';
import { entryBilled } from './work-entry-rules.js';
import * as repo from './work-entries.repo.js';

/** Who writes, when, and from where (the history's and the audit row's). */
export type ChangeBy = { actorId: number; now: Date; ip: string };

/** The call's audit and history author, its time and address. */
export const changeBy = (actor: { id: number }, now: Date, ip: string): ChangeBy => ({ actorId: actor.id, now, ip });

/** A change as written: the entry before and after, the fields changed, and whether history opened a row. */
export type ChangeResult = {
  before: repo.WorkEntryRow;
  after: repo.WorkEntryRow;
  changes: Changes;
  recorded: boolean;
};

/** Records a change's history rows; answers the fields changed and whether a row was opened. */
export type HistoryRule = (
  tx: Db,
  by: ChangeBy,
  before: repo.WorkEntryRow,
  after: repo.WorkEntryRow,
) => Promise<Pick<ChangeResult, 'changes' | 'recorded'>>;

/** The audit row of a change (its action and details), or null for none. */
export type AuditRule = (r: ChangeResult) => { action: string; details?: Record<string, unknown> } | null;

export type EntryChange = {
  /** The entry as read before the change. */
  entry: repo.WorkEntryRow;
  guard: repo.EntryGuard;
  values: Partial<repo.WorkEntryValues>;
  /** What a write that matched nothing answers; by default billed (when it is now) or stale. */
  lost?: (current: repo.WorkEntryRow | undefined) => AppError;
  /** The history: an action name (one row, every field changed) or a rule of its own. */
  history: string | HistoryRule;
  audit: AuditRule;
  /** Whether the EVV checks run again on the entry (they look only at completed entries). */
  evvCheck: boolean | ((r: ChangeResult) => boolean);
};

/** One history row `action` holding every field the change moved. */
export const historyRow =
  (action: string): HistoryRule =>
  async (tx, by, before, after) => {
    const changes = diff(snapshotOf(before), snapshotOf(after));
    await recordHistory(tx, { entryId: after.id, action, changes, actorId: by.actorId, now: by.now });
    return { changes, recorded: true };
  };

/** The answer to a guarded write that matched nothing. */
async function lostWrite(tx: Db, c: EntryChange): Promise<AppError> {
  const current = await repo.findEntry(tx, c.entry.id);
  if (c.lost) return c.lost(current);
  return current?.claimBatchId ? entryBilled(current.claimBatchId) : staleRecord();
}

/** The audit row and the EVV re-check of a write, after its history. */
async function finishWrite(tx: Db, by: ChangeBy, c: Pick<EntryChange, 'audit' | 'evvCheck'>, r: ChangeResult) {
  const row = c.audit(r);
  if (row) {
    await audit(tx, {
      actorUserId: by.actorId,
      action: row.action,
      targetType: TARGET,
      targetId: r.after.id,
      ip: by.ip,
      ...(row.details !== undefined ? { details: row.details } : {}),
    });
  }
  if (typeof c.evvCheck === 'function' ? c.evvCheck(r) : c.evvCheck) await checkEntries(tx, [r.after.id], by.now);
  // A completed visit goes to the state's EVV aggregator, and again after every change (an entry
  // never completed was never sent). The reason of a manual edit is read from its history row.
  if (r.before.status === WorkEntryStatus.Completed || r.after.status === WorkEntryStatus.Completed)
    await queueForAggregator(tx, {
      kind: 'visit',
      recordIds: [r.after.id],
      changedAt: by.now,
      changedById: by.actorId,
    });
}

/**
 * Keeps the planned visit an entry fulfils in step with it (docs/decisions/017): an abandoned entry
 * gives its visit back; a new authorization, staff member or start looks for the visit again.
 */
async function followPlan(tx: Db, before: repo.WorkEntryRow, after: repo.WorkEntryRow): Promise<void> {
  if (after.status === WorkEntryStatus.Abandoned) {
    if (before.status !== WorkEntryStatus.Abandoned) await releaseScheduledVisit(tx, after.id);
    return;
  }
  const moved =
    before.clientServiceId !== after.clientServiceId ||
    before.userId !== after.userId ||
    before.startTime.getTime() !== after.startTime.getTime();
  if (moved) await refulfilEntry(tx, after);
}

/**
 * Changes an entry: refuses a billed one, writes `values` (with who and when) if the entry still
 * matches `guard`, else throws `lost`'s answer; then the history, the audit row and the EVV check.
 */
export async function applyEntryChange(tx: Db, by: ChangeBy, c: EntryChange): Promise<ChangeResult> {
  if (repo.billedLocked(c.entry, c.guard)) throw entryBilled(c.entry.claimBatchId!);
  const after = await repo.updateEntryWhere(tx, c.entry.id, c.guard, {
    ...c.values,
    updatedAt: by.now,
    updatedById: by.actorId,
  });
  if (!after) throw await lostWrite(tx, c);
  await followPlan(tx, c.entry, after);
  const rule = typeof c.history === 'string' ? historyRow(c.history) : c.history;
  const result = { before: c.entry, after, ...(await rule(tx, by, c.entry, after)) };
  await finishWrite(tx, by, c, result);
  return result;
}

/** Inserts a new entry (created and updated by the writer, now), its first history row `action`, audit row and check. */
export async function insertEntryRecorded(
  tx: Db,
  by: ChangeBy,
  c: {
    values: Omit<repo.WorkEntryValues, 'recordHistory' | 'createdAt' | 'createdById' | 'updatedAt' | 'updatedById'>;
    history: string;
    audit: AuditRule;
    evvCheck: boolean;
  },
): Promise<repo.WorkEntryRow> {
  const row = await repo.insertEntry(tx, {
    ...c.values,
    recordHistory: 2,
    createdAt: by.now,
    createdById: by.actorId,
    updatedAt: by.now,
    updatedById: by.actorId,
  });
  // A clock-in (a visit start, offline ones at their recorded time, or a timesheet) fulfils its planned visit.
  await fulfilByEntry(tx, row);
  const changes = diff(null, snapshotOf(row));
  await recordHistory(tx, { entryId: row.id, action: c.history, changes, actorId: by.actorId, now: by.now });
  await finishWrite(tx, by, c, { before: row, after: row, changes, recorded: true });
  return row;
}
