/**
 * The history rules of the two edits that record more than "every field changed": an admin's
 * timesheet edit (a manual edit, and the verification it takes back or gives) and a staff member's
 * save of a visit's details (notes bursts folded into one row).
 */
import type { Db } from '../../db/client.js';
import type { HistoryRule } from './entry-change.js';
import { diff, recordHistory, recordNotesSave, snapshotOf, type Changes } from './work-entry-history.js';
import type { EditReason } from './work-entry-rules.js';
import * as repo from './work-entries.repo.js';

/** The fields other than the verification toggle that an admin's save changed (a manual edit when any). */
export function manualChanges(changes: Changes): string[] {
  const { adminVerification: _toggle, ...edited } = changes;
  return Object.keys(edited);
}

/**
 * An admin's timesheet edit. A verification vouches for the entry as it stood, so an edit takes it
 * back (decision 006 §8). Verified ticked in the same save verifies the edited entry as the admin's
 * own act: the history shows the edit (unverified), then the verification (issue 24). A save that
 * only toggles the verification records just that.
 */
export const timesheetEditHistory =
  (reason: EditReason): HistoryRule =>
  async (tx, by, before, after) => {
    const changes = diff(snapshotOf(before), snapshotOf(after));
    const row = (action: string, rowChanges: Changes, manual?: EditReason) =>
      recordHistory(tx, { entryId: after.id, action, changes: rowChanges, actorId: by.actorId, now: by.now, manual });
    if (manualChanges(changes).length > 0) {
      await row('updated', diff(snapshotOf(before), { ...snapshotOf(after), adminVerification: false }), reason);
      if (after.adminVerification) await row('verified', { adminVerification: [false, true] });
      return { changes, recorded: true };
    }
    if (changes.adminVerification) {
      const action = changes.adminVerification[1] ? 'verified' : 'unverified';
      await row(action, { adminVerification: changes.adminVerification });
    }
    return { changes, recorded: changes.adminVerification !== undefined };
  };

/** What a visit's details save may change. */
const DETAIL_FIELDS = ['notes', 'progress', 'signature', 'typedSignature', 'noSignatureReason', 'noSignatureText'];

const detailsOf = (row: repo.WorkEntryRow) => {
  const snapshot = snapshotOf(row);
  return Object.fromEntries(DETAIL_FIELDS.map((field) => [field, snapshot[field]]));
};

/**
 * A staff member's save of a visit's notes, progress or signature. A verification vouches for the
 * entry as it stood: their change takes it back. A notes-only save folds into the current burst's
 * row when there is one (`recorded` false: that change is already on record).
 */
export const visitDetailsHistory: HistoryRule = async (tx: Db, by, before, after) => {
  const changes = diff(detailsOf(before), detailsOf(after));
  if (Object.keys(changes).length > 0 && after.adminVerification) {
    await repo.clearVerification(tx, after.id);
    changes.adminVerification = [true, false];
  }
  const changed = Object.keys(changes);
  if (changed.length === 1 && changes.notes) {
    const p = { entryId: after.id, actorId: by.actorId, now: by.now, before: before.notes, after: after.notes };
    return { changes, recorded: !(await recordNotesSave(tx, p)) };
  }
  if (changed.length > 0) {
    await recordHistory(tx, { entryId: after.id, action: 'updated', changes, actorId: by.actorId, now: by.now });
  }
  return { changes, recorded: changed.length > 0 };
};
