/**
 * POST /visits/update: the autosave and the Edit Visit Notes modal — notes, progress and signature
 * of the caller's open or completed visit. A completed visit keeps what completing it required (the
 * transaction rolls back otherwise) and its signature is an EVV finding, checked again when it
 * changes. A notes burst folds into one history row and one audit row (change-history.ts), so a
 * visit's typing leaves a handful of rows rather than one per keystroke pause.
 */
import { type UpdateVisitBody, WorkEntryMsg, type WorkEntryOut, WorkEntryStatus } from '@hearth/shared';
import type { CurrentUser } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { staleRecord } from '../../platform/records.js';
import {
  applyEntryChange,
  changeBy,
  checkSignature,
  entryBilled,
  type EntryDeps,
  notesValue,
  presentById,
  signatureChanged,
  signatureValues,
  visitDetailsHistory,
  type WorkEntryRow,
} from '../work-entries/index.js';
import { syncDetails } from './offline-punch.js';
import { runVisitAction } from './visit-actions.js';
import { alreadyAbandoned, ownEntry } from './visit-rules.js';

/** Why a save matched nothing: the visit was abandoned, billed, or changed since the caller read it. */
function lostSave(current: WorkEntryRow | undefined) {
  if (current?.status === WorkEntryStatus.Abandoned) return alreadyAbandoned();
  if (current && current.claimBatchId !== null) return entryBilled(current.claimBatchId);
  return staleRecord();
}

/** The signature as saved is valid, and a completed visit keeps one and its progress. */
function checkCompletedKept(saved: WorkEntryRow): void {
  const completed = saved.status === WorkEntryStatus.Completed;
  checkSignature(saved, completed ? WorkEntryMsg.signatureKept : undefined);
  if (completed && saved.progress === 0) throw badRequest(WorkEntryMsg.progressRequired, 'progress');
}

export async function updateVisit(
  deps: EntryDeps,
  actor: CurrentUser,
  body: UpdateVisitBody,
  ip: string,
): Promise<WorkEntryOut> {
  const now = deps.clock.now();
  return runVisitAction(deps.db, { actor, kind: 'update', body, now, ip }, async (tx) => {
    const values = { notes: notesValue(body.notes), progress: body.progress, ...signatureValues(body) };
    const entry = await ownEntry(tx, actor, body.workEntryId);
    const { after } = await applyEntryChange(tx, changeBy(actor, now, ip), {
      entry,
      guard: {
        status: [WorkEntryStatus.InProgress, WorkEntryStatus.Completed],
        userId: actor.id,
        version: body.version,
      },
      values,
      lost: lostSave,
      history: visitDetailsHistory,
      audit: ({ changes, recorded }) =>
        recorded ? { action: 'visit.update', details: { changed: Object.keys(changes), ...syncDetails(body) } } : null,
      evvCheck: ({ after: saved, changes }) => saved.status === WorkEntryStatus.Completed && signatureChanged(changes),
    });
    checkCompletedKept(after);
    return presentById(tx, entry.id);
  });
}
