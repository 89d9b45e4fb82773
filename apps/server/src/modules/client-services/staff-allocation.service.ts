import { ClientServiceMsg, dayIn, ErrorCode, Status, UserType, type StaffAllocationBody } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { dateOut } from '../../platform/records.js';
import { blockerDetails, blockerReason, credentialBlockersOf } from '../credentials/index.js';
import { staffName } from './client-services.presenter.js';
import * as repo from './client-services.repo.js';

type Candidate = Awaited<ReturnType<typeof repo.usersByIds>>[number];

/** Why some chosen ids cannot be allocated (only active Staff users can clock visits), or null. */
function allocationProblem(ids: number[], found: Candidate[]): string | null {
  const byId = new Map(found.map((u) => [u.id, u]));
  const problems: string[] = [];
  for (const id of ids) {
    const user = byId.get(id);
    if (!user) problems.push(`user ${id} does not exist`);
    else if (user.userType !== UserType.Staff) problems.push(`${staffName(user)} is not a Staff user`);
    else if (user.status !== Status.Active) problems.push(`${staffName(user)} is inactive`);
  }
  return problems.length === 0 ? null : `Cannot allocate: ${problems.join('; ')}.`;
}

/**
 * The newly added staff who may not work visits (enforced required credentials missing or expired
 * past grace), judged once they are on the allocation (so "serves a minor" counts this client) on
 * the day they would first work: today, or the authorization's start when it is later.
 */
async function notCompliant(tx: Db, added: Candidate[], day: string) {
  const blockers = await credentialBlockersOf(
    tx,
    added.map((u) => u.id),
    day,
  );
  return added.flatMap((u) => {
    const list = blockers.get(u.id);
    return list ? [{ userId: u.id, name: staffName(u), credentials: blockerDetails(list) }] : [];
  });
}

/** 409 CREDENTIAL_NOT_COMPLIANT: who may not work and why; an override reason allocates them anyway. */
function notCompliantError(people: Awaited<ReturnType<typeof notCompliant>>): AppError {
  const who = people.map((p) => `${p.name} (${p.credentials.map((b) => blockerReason(b)).join(', ')})`).join('; ');
  return new AppError(
    ErrorCode.CREDENTIAL_NOT_COMPLIANT,
    `Not allowed to work visits: ${who}. Give a reason to allocate anyway.`,
    'staff',
    undefined,
    { credentials: people },
  );
}

/** POST /client_service/staff_allocation: makes the authorization's allocated staff exactly `staff`. */
export async function allocateStaff(
  { db, clock, agency }: { db: Db; clock: Clock; agency: AgencyZone },
  actor: CurrentUser,
  body: StaffAllocationBody,
  ip: string,
) {
  return db.transaction(async (tx) => {
    // Row lock: two admins replacing the same allocation at once apply one after the other.
    const cs = await repo.findClientService(tx, body.serviceRequestId, true);
    if (!cs) throw notFound(ClientServiceMsg.notFound);
    if (cs.clientId !== body.clientId) throw badRequest(ClientServiceMsg.otherClient, 'clientId');
    const candidates = await repo.usersByIds(tx, body.staff);
    const problem = allocationProblem(body.staff, candidates);
    if (problem) throw badRequest(problem, 'staff');

    const current = await repo.allocatedUserIds(tx, cs.id);
    const wanted = new Set(body.staff);
    const added = body.staff.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !wanted.has(id));
    await repo.removeAllocations(tx, cs.id, removed);
    await repo.addAllocations(tx, { clientServiceId: cs.id, userIds: added, actorId: actor.id, now: clock.now() });
    const today = dayIn(clock.now(), agency.timeZone());
    const firstDay = [today, dateOut(cs.startDate)!].sort()[1]!;
    const flagged = await notCompliant(
      tx,
      candidates.filter((u) => added.includes(u.id)),
      firstDay,
    );
    if (flagged.length > 0 && !body.override) throw notCompliantError(flagged);
    const override = flagged.length > 0 ? { override: { reason: body.override!.reason, staff: flagged } } : {};
    await audit(tx, {
      actorUserId: actor.id,
      action: 'client_service.allocate',
      targetType: 'client_service',
      targetId: cs.id,
      ip,
      details: { clientId: cs.clientId, added, removed, ...override },
    });

    const assigned = (await repo.assignedStaffOf(tx, [cs.id])).get(cs.id) ?? [];
    return {
      code: 200,
      message: ClientServiceMsg.allocationUpdated,
      data: {
        serviceRequestId: cs.id,
        assignedStaff: assigned.map((s) => ({ userId: s.userId, name: staffName(s) })),
      },
    };
  });
}
