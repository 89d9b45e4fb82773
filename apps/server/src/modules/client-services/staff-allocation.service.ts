import { ClientServiceMsg, Status, UserType, type StaffAllocationBody } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, notFound } from '../../platform/errors.js';
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

/** POST /client_service/staff_allocation: makes the authorization's allocated staff exactly `staff`. */
export async function allocateStaff(
  { db, clock }: { db: Db; clock: Clock },
  actor: CurrentUser,
  body: StaffAllocationBody,
  ip: string,
) {
  return db.transaction(async (tx) => {
    // Row lock: two admins replacing the same allocation at once apply one after the other.
    const cs = await repo.findClientService(tx, body.serviceRequestId, true);
    if (!cs) throw notFound(ClientServiceMsg.notFound);
    if (cs.clientId !== body.clientId) throw badRequest(ClientServiceMsg.otherClient, 'clientId');
    const problem = allocationProblem(body.staff, await repo.usersByIds(tx, body.staff));
    if (problem) throw badRequest(problem, 'staff');

    const current = await repo.allocatedUserIds(tx, cs.id);
    const wanted = new Set(body.staff);
    const added = body.staff.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !wanted.has(id));
    await repo.removeAllocations(tx, cs.id, removed);
    await repo.addAllocations(tx, { clientServiceId: cs.id, userIds: added, actorId: actor.id, now: clock.now() });
    await audit(tx, {
      actorUserId: actor.id,
      action: 'client_service.allocate',
      targetType: 'client_service',
      targetId: cs.id,
      ip,
      details: { clientId: cs.clientId, added, removed },
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
