/**
 * Reading work entries for admins (and staff their own): the filtered list and an entry's history.
 * Writing them: timesheet-create.ts, timesheet-edit.ts; every write goes through entry-change.ts.
 */
import {
  dayIn,
  ErrorCode,
  ENTRY_TYPES,
  isAdminType,
  shiftDay,
  startOfDayIn,
  type WorkEntryHistoryOut,
  type WorkEntryListQuery,
  WorkEntryMsg,
} from '@hearth/shared';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { presentHistory } from './work-entry-history.js';
import { parseListDate } from './work-entry-rules.js';
import { presentEntry } from './work-entries.presenter.js';
import { listAudited, TARGET, type EntryDeps } from './work-entry-reads.js';
import * as repo from './work-entries.repo.js';

const RANGE_COLUMNS = { 1: 'created', 2: 'start', 3: 'end' } as const;

/**
 * GET /work_entry: admins filter everyone's entries; staff may list only their own
 * (`user_id` = themselves, their pay summary). From/To are whole days in `timeZone`,
 * the last 7 days by default.
 */
export async function listWorkEntries(deps: EntryDeps, actor: CurrentUser, q: WorkEntryListQuery, ip: string) {
  const admin = isAdminType(actor.userType);
  if (!admin && q.user_id !== actor.id) throw new AppError(ErrorCode.FORBIDDEN, WorkEntryMsg.ownEntriesOnly);
  const timeZone = q.timeZone ?? deps.agency.timeZone();
  const to = q.to ? parseListDate(q.to, 'to') : dayIn(deps.clock.now(), timeZone);
  const from = q.from ? parseListDate(q.from, 'from') : shiftDay(to, -7);
  if (to < from) throw badRequest(WorkEntryMsg.rangeReversed, 'to');
  const { rows, total } = await listAudited(deps.db, actor, ip, {
    status: q.type === 'all' ? undefined : ENTRY_TYPES[q.type],
    userId: admin ? (q.staff ?? q.user_id) : actor.id,
    clientServiceId: q.service,
    adminVerification: q.adminVerification === 'all' ? undefined : q.adminVerification === 'reviewed',
    range: {
      column: RANGE_COLUMNS[q.date as 1 | 2 | 3],
      from: startOfDayIn(from, timeZone),
      to: startOfDayIn(shiftDay(to, 1), timeZone),
    },
    name: q.name,
    searchStaffNames: true,
    order: q.sort ?? (q.filter === 'all' ? 'start_desc' : 'created_desc'),
    offset: q.offset,
    limit: q.limit,
  });
  return { data: rows.map(presentEntry), recordCount: total };
}

/** GET /work_entry/history: oldest first; admins any entry, staff their own. */
export async function readEntryHistory(
  deps: Pick<EntryDeps, 'db'>,
  actor: CurrentUser,
  id: number,
  ip: string,
): Promise<WorkEntryHistoryOut[]> {
  const entry = await repo.findEntry(deps.db, id);
  if (!entry || (!isAdminType(actor.userType) && entry.userId !== actor.id)) throw notFound();
  const out = await presentHistory(deps.db, entry);
  await audit(deps.db, {
    actorUserId: actor.id,
    action: 'work_entry.read',
    targetType: TARGET,
    targetId: id,
    ip,
    details: { part: 'history' },
  });
  return out;
}
