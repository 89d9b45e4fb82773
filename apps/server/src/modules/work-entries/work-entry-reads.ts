/**
 * Reading work entries and visits: one at a time (admins any, staff only their own — anyone
 * else's answers exactly like an unknown id) and the staff visit list. Every read is audited; a
 * list call writes one row with the number of entries shown.
 */
import { isAdminType, type VisitListQuery, type WorkEntryOut } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { presentEntry } from './work-entries.presenter.js';
import * as repo from './work-entries.repo.js';

/** The audit trail's target type for visits and work entries. */
export const TARGET = 'work_entry';

/** An entry as the API shows it, read inside the caller's transaction (after a change). */
export async function presentById(db: Db, id: number): Promise<WorkEntryOut> {
  const view = await repo.findEntryView(db, id);
  if (!view) throw notFound();
  return presentEntry(view);
}

/** GET /visits/byId and /WorkEntryById. */
export async function readEntry(db: Db, actor: CurrentUser, id: number, ip: string): Promise<WorkEntryOut> {
  const view = await repo.findEntryView(db, id);
  if (!view || (!isAdminType(actor.userType) && view.userId !== actor.id)) throw notFound();
  await audit(db, { actorUserId: actor.id, action: 'work_entry.read', targetType: TARGET, targetId: id, ip });
  return presentEntry(view);
}

/** GET /visits/inprogress: the caller's open visit, or null. */
export async function readInProgress(db: Db, actor: CurrentUser, ip: string): Promise<WorkEntryOut | null> {
  const id = await repo.inProgressEntryId(db, actor.id);
  if (id === undefined) return null;
  return readEntry(db, actor, id, ip);
}

/** Audits a list call: who looked, and how many entries they were shown. */
export async function auditList(db: Db, actor: CurrentUser, count: number, ip: string): Promise<void> {
  await audit(db, { actorUserId: actor.id, action: 'work_entry.list', targetType: TARGET, ip, details: { count } });
}

/** GET /visits: staff see their own visits (search by client name); admins everyone's. */
export async function listVisits(db: Db, actor: CurrentUser, q: VisitListQuery, ip: string) {
  const admin = isAdminType(actor.userType);
  const { rows, total } = await repo.listEntries(db, {
    userId: admin ? null : actor.id,
    name: q.name,
    searchStaffNames: admin,
    order: q.filter === 'all' ? 'start_desc' : 'created_desc',
    offset: q.offset,
    limit: q.limit,
  });
  await auditList(db, actor, rows.length, ip);
  return { data: rows.map(presentEntry), recordCount: total };
}
