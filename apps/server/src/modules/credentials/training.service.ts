/**
 * The training log (issue 22, docs/decisions/018 "Training hours and reports"): a staff member's
 * courses in a training year (ODP's fiscal year, July–June, in the agency's zone) against the hours
 * their user type must train, by topic. Admins read and write; a Staff user reads their own.
 */
import {
  isAdminType,
  requiredTrainingHours,
  trainingTotals,
  trainingYearOf,
  trainingYearRange,
  type StaffTrainingOut,
  type TrainingBody,
  type TrainingOut,
  type TrainingTopic,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { dateOut } from '../../platform/records.js';
import { filesOfMany, presentFile, syncRecordFiles } from '../files/index.js';
import { readSettings } from '../settings/index.js';
import * as repo from './training.repo.js';

export type TrainingDeps = { db: Db; clock: Clock; agency: AgencyZone };
type Who = { actor: CurrentUser; ip: string };

const TARGET = 'staff_training';
export const TrainingMsg = { staffNotFound: 'Staff member not found', trainingNotFound: 'Training not found' } as const;

/** The hours a year each kind of user must train (the agency's settings). */
export async function trainingRequirement(db: Db): Promise<{ direct: number; management: number }> {
  const s = await readSettings(db);
  return { direct: s?.trainingHoursDirect ?? 24, management: s?.trainingHoursManagement ?? 12 };
}

/** The staff member's user type; a Staff user may only read their own log. */
async function reachStaff(db: Db, actor: CurrentUser, staffId: number, write: boolean): Promise<number> {
  if (!isAdminType(actor.userType) && (write || actor.id !== staffId)) throw forbidden();
  const userType = await repo.staffUserType(db, staffId);
  if (userType === undefined) throw notFound(TrainingMsg.staffNotFound);
  return userType;
}

async function present(db: Db, rows: repo.TrainingRow[]): Promise<TrainingOut[]> {
  const files = await filesOfMany(
    db,
    TARGET,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    staffId: r.staffId,
    course: r.course,
    completedOn: dateOut(r.completedOn)!,
    hours: Number(r.hours),
    topics: r.topics as TrainingTopic[],
    files: (files.get(r.id) ?? []).map(presentFile),
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** GET /staff/{id}/training?year=: the year's courses and totals (the agency's current year by default). */
export async function readTrainingYear(
  deps: TrainingDeps,
  who: Who,
  staffId: number,
  year?: number,
): Promise<StaffTrainingOut> {
  const userType = await reachStaff(deps.db, who.actor, staffId, false);
  const y = year ?? trainingYearOf(deps.agency.today(deps.clock));
  const { from, to } = trainingYearRange(y);
  const rows = await repo.trainingBetween(deps.db, staffId, from, to);
  const items = await present(deps.db, rows);
  const requiredHours = requiredTrainingHours(userType, await trainingRequirement(deps.db));
  const totals = trainingTotals(items);
  await audit(deps.db, {
    actorUserId: who.actor.id,
    action: 'staff_training.read',
    targetType: 'staff',
    targetId: staffId,
    ip: who.ip,
    details: { year: y },
  });
  return { items, year: { year: y, from, to, requiredHours, ...totals, met: totals.hours >= requiredHours } };
}

type Save = Who & { now: Date };
async function filesAndAudit(tx: Db, row: repo.TrainingRow, who: Save, action: string, files?: TrainingBody['files']) {
  const now = who.now;
  if (files)
    await syncRecordFiles(tx, { recordType: TARGET, recordId: row.id, refs: files, actorId: who.actor.id, now });
  await audit(tx, {
    actorUserId: who.actor.id,
    action,
    targetType: TARGET,
    targetId: row.id,
    ip: who.ip,
    details: { staffId: row.staffId, completedOn: dateOut(row.completedOn), hours: Number(row.hours) },
  });
}

/** POST /staff/{id}/training (admins). */
export async function addTraining(deps: TrainingDeps, who: Who, staffId: number, body: TrainingBody) {
  await reachStaff(deps.db, who.actor, staffId, true);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertTraining(tx, staffId, body, who.actor.id);
    await filesAndAudit(tx, row, { ...who, now: deps.clock.now() }, 'staff_training.create', body.files);
    return (await present(tx, [row]))[0]!;
  });
}

/** PATCH /staff/{id}/training/{trainingId} (admins): the fields sent change. */
export async function changeTraining(
  deps: TrainingDeps,
  who: Who,
  ids: { staffId: number; trainingId: number },
  body: Partial<TrainingBody>,
) {
  await reachStaff(deps.db, who.actor, ids.staffId, true);
  return deps.db.transaction(async (tx) => {
    const found = await repo.findTraining(tx, ids.staffId, ids.trainingId);
    if (!found) throw notFound(TrainingMsg.trainingNotFound);
    const row = await repo.updateTraining(tx, found.id, body);
    await filesAndAudit(tx, row, { ...who, now: deps.clock.now() }, 'staff_training.update', body.files);
    return (await present(tx, [row]))[0]!;
  });
}

/** DELETE /staff/{id}/training/{trainingId} (admins): soft (deleted_at), audited. */
export async function removeTraining(deps: TrainingDeps, who: Who, ids: { staffId: number; trainingId: number }) {
  await reachStaff(deps.db, who.actor, ids.staffId, true);
  await deps.db.transaction(async (tx) => {
    const found = await repo.findTraining(tx, ids.staffId, ids.trainingId);
    if (!found) throw notFound(TrainingMsg.trainingNotFound);
    await repo.softDeleteTraining(tx, found.id, deps.clock.now());
    await filesAndAudit(tx, found, { ...who, now: deps.clock.now() }, 'staff_training.delete');
  });
}
