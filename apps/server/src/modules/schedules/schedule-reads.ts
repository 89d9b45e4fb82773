/** Reads of the plan: schedules, planned visits (the week view) and the units projection, each audited. */
import {
  isAdminType,
  ScheduleMsg,
  type ScheduledVisitOut,
  type ScheduledVisitsQuery,
  type ScheduleOut,
  type UnitsProjectionOut,
} from '@hearth/shared';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { clientExists } from '../clients/index.js';
import { unitsUtilizedFor } from '../client-services/index.js';
import type { SchedulesDeps } from './plan.js';
import * as checks from './schedule-checks.repo.js';
import { presentSchedule, presentVisit } from './schedules.presenter.js';
import * as repo from './schedules.repo.js';
import * as visits from './scheduled-visits.repo.js';

export type ScheduleListQuery = {
  clientId?: number;
  staffId?: number;
  clientServiceId?: number;
  offset: number;
  limit: number;
};

/** GET /schedules: a page of series (not deleted), newest start first. */
export async function listSchedules(
  { db }: SchedulesDeps,
  actor: CurrentUser,
  q: ScheduleListQuery,
  ip: string,
): Promise<{ data: ScheduleOut[]; recordCount: number }> {
  const { rows, total } = await repo.listSchedules(db, q);
  const data = rows.map(presentSchedule);
  await audit(db, {
    actorUserId: actor.id,
    action: 'schedule.list',
    targetType: 'schedule',
    ip,
    details: { count: data.length, total, clientIds: [...new Set(data.map((s) => s.client.id))] },
  });
  return { data, recordCount: total };
}

/** GET /schedules/{id} */
export async function readSchedule(
  { db }: SchedulesDeps,
  actor: CurrentUser,
  id: number,
  ip: string,
): Promise<ScheduleOut> {
  const row = await repo.readSchedule(db, id);
  if (!row) throw notFound(ScheduleMsg.notFound);
  await audit(db, { actorUserId: actor.id, action: 'schedule.read', targetType: 'schedule', targetId: id, ip });
  return presentSchedule(row);
}

/**
 * GET /scheduled-visits: the visits starting on the days asked for (agency zone). Admins see every
 * one; a staff member only their own, whatever staffId they send.
 */
export async function listScheduledVisits(
  { db, clock, agency }: SchedulesDeps,
  actor: CurrentUser,
  q: ScheduledVisitsQuery,
  ip: string,
): Promise<{ data: ScheduledVisitOut[]; recordCount: number }> {
  const staffId = isAdminType(actor.userType) ? q.staffId : actor.id;
  const rows = await visits.listVisits(db, { ...q, staffId, timeZone: agency.timeZone() }, clock.now());
  const data = rows.map(presentVisit);
  await audit(db, {
    actorUserId: actor.id,
    action: 'scheduled_visit.list',
    targetType: 'scheduled_visit',
    ip,
    details: { from: q.from, to: q.to, count: data.length, clientIds: [...new Set(data.map((v) => v.client.id))] },
  });
  return { data, recordCount: data.length };
}

/** GET /clients/{id}/schedule-projection: one per authorization of the client that ends today or later. */
export async function clientProjection(
  { db, clock, agency }: SchedulesDeps,
  actor: CurrentUser,
  clientId: number,
  ip: string,
): Promise<UnitsProjectionOut[]> {
  if (!(await clientExists(db, clientId))) throw notFound();
  const today = agency.today(clock);
  const auths = await checks.currentAuthorizations(db, clientId, today);
  const ids = auths.map((a) => a.id);
  const [used, planned] = await Promise.all([unitsUtilizedFor(db, ids), checks.plannedUnits(db, ids, today)]);
  const data = auths.map((a) => {
    const u = used.get(a.id) ?? 0;
    const p = planned.get(a.id) ?? 0;
    return {
      clientServiceId: a.id,
      serviceCode: a.serviceCode,
      serviceName: a.serviceName,
      startDate: a.startDate,
      endDate: a.endDate,
      authorized: a.unitsAuthorized,
      used: u,
      planned: p,
      remaining: a.unitsAuthorized - u - p,
    };
  });
  await audit(db, {
    actorUserId: actor.id,
    action: 'client.schedule_projection',
    targetType: 'client',
    targetId: clientId,
    ip,
    details: { clientServiceIds: ids },
  });
  return data;
}
