import {
  ErrorCode,
  EvvMsg,
  type EvvExceptionListQuery,
  type EvvExceptionOut,
  type ResolveEvvExceptionBody,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { presentException } from './evv.presenter.js';
import * as repo from './evv.repo.js';

const TARGET = 'evv_exception';

/** What the EVV use cases run on. */
export type EvvDeps = { db: Db; clock: Clock; agency: AgencyZone };

/** GET /evv/exceptions: audited as a read of the entries it shows. */
export async function listEvvExceptions(deps: EvvDeps, actor: CurrentUser, q: EvvExceptionListQuery, ip: string) {
  const { db, agency } = deps;
  if (q.fromDate && q.toDate && q.toDate < q.fromDate) throw badRequest(EvvMsg.rangeReversed, 'toDate');
  const { rows, total } = await repo.listExceptions(
    db,
    {
      fromDate: q.fromDate ?? null,
      toDate: q.toDate ?? null,
      type: q.type ?? null,
      resolved: q.resolved,
      workEntryId: q.workEntryId ?? null,
      timeZone: agency.timeZone(),
    },
    { offset: q.offset, limit: q.limit },
  );
  const data = rows.map(presentException);
  await audit(db, {
    actorUserId: actor.id,
    action: 'evv_exception.list',
    targetType: TARGET,
    ip,
    details: {
      count: data.length,
      total,
      workEntryIds: [...new Set(data.flatMap((x) => (x.entry ? [x.entry.id] : [])))],
      scheduledVisitIds: [...new Set(data.flatMap((x) => (x.scheduledVisit ? [x.scheduledVisit.id] : [])))],
    },
  });
  return { data, recordCount: total };
}

/** POST /evv/exceptions/{id}/resolve: a person's note closes it (audited). */
export async function resolveEvvException(
  deps: EvvDeps,
  actor: CurrentUser,
  id: number,
  body: ResolveEvvExceptionBody,
  ip: string,
): Promise<EvvExceptionOut> {
  const { db, clock, agency } = deps;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const done = await repo.resolveException(tx, { id, note: body.note, actorId: actor.id, now });
    const row = await repo.findException(tx, id, agency.timeZone());
    if (!row) throw notFound();
    if (!done) throw new AppError(ErrorCode.ALREADY_RESOLVED, EvvMsg.alreadyResolved);
    await audit(tx, {
      actorUserId: actor.id,
      action: 'evv_exception.resolve',
      targetType: TARGET,
      targetId: id,
      ip,
      details: {
        workEntryId: row.entry_id === null ? null : Number(row.entry_id),
        scheduledVisitId: row.visit_id === null ? null : Number(row.visit_id),
        type: String(row.type),
        note: body.note,
      },
    });
    return presentException(row);
  });
}
