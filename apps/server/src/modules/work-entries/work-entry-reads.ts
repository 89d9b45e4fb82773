/**
 * Reading work entries and visits: one at a time (admins any, staff only their own — anyone
 * else's answers exactly like an unknown id) and the staff visit list. Every read is audited; a
 * list call writes one row with the page asked for.
 */
import { isAdminType, type VisitListQuery, type WorkEntryOut } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { Clock } from '../../platform/clock.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { presentEntry } from './work-entries.presenter.js';
import * as repo from './work-entries.repo.js';

/** What the work entry and visit use cases run on. */
export type EntryDeps = { db: Db; clock: Clock; agency: AgencyZone };

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

/**
 * A page of entries, audited: the audit row (who looked, which page) is written alongside the
 * reads rather than after them, and both finish before the answer leaves, so an answered list
 * always has its row and costs no extra round trip.
 */
export async function listAudited(db: Db, actor: CurrentUser, ip: string, filter: repo.EntryListFilter) {
  const [page] = await Promise.all([
    repo.listEntries(db, filter),
    audit(db, {
      actorUserId: actor.id,
      action: 'work_entry.list',
      targetType: TARGET,
      ip,
      details: { offset: filter.offset, limit: filter.limit },
    }),
  ]);
  return page;
}

/** GET /visits: staff see their own visits (search by client name); admins everyone's. */
export async function listVisits(db: Db, actor: CurrentUser, q: VisitListQuery, ip: string) {
  const admin = isAdminType(actor.userType);
  const { rows, total } = await listAudited(db, actor, ip, {
    userId: admin ? null : actor.id,
    name: q.name,
    searchStaffNames: admin,
    order: q.filter === 'all' ? 'start_desc' : 'created_desc',
    offset: q.offset,
    limit: q.limit,
  });
  return { data: rows.map(presentEntry), recordCount: total };
}
