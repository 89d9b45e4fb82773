/** What every visit call shares: the caller's own entry, the refusals of a closed visit, notes as stored. */
import { ErrorCode, WorkEntryMsg } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../platform/auth.js';
import { AppError, notFound } from '../../platform/errors.js';
import { findEntry, type WorkEntryRow } from '../work-entries/index.js';

export const visitInProgress = () => new AppError(ErrorCode.VISIT_IN_PROGRESS, WorkEntryMsg.visitInProgress);
export const alreadyCompleted = () => new AppError(ErrorCode.ALREADY_COMPLETED, WorkEntryMsg.alreadyCompleted);
export const alreadyAbandoned = () => new AppError(ErrorCode.ALREADY_ABANDONED, WorkEntryMsg.alreadyAbandoned);

/** The caller's own entry; anyone else's answers exactly like an unknown id. */
export async function ownEntry(tx: Db, actor: CurrentUser, id: number): Promise<WorkEntryRow> {
  const entry = await findEntry(tx, id);
  if (!entry || entry.userId !== actor.id) throw notFound();
  return entry;
}
