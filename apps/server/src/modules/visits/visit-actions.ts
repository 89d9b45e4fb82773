/**
 * Visit calls the phone may send more than once (issue 12). A call with a `clientActionId` is
 * recorded in the transaction of its effect, so a retry (the answer was lost, or the queue sent
 * twice) gets the first call's answer again instead of acting twice. An offline action the server
 * refuses at sync is kept with its reason — nobody is on the screen that made it any more — and
 * listed for admins (GET /visits/refused). Decision 012 says why each choice.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  ErrorCode,
  OFFLINE_MAX_AGE_MS,
  type FinishVisitBody,
  type RefusedVisitActionOut,
  type RefusedVisitActionsQuery,
  type StartVisitBody,
  toUtcWire,
  type UpdateVisitBody,
  type VisitActionKind,
  REFUSALS_KEPT_PER_USER,
  VisitSyncMsg,
  type WorkEntryOut,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { lastFirst } from '../../db/rows.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { hit, Limits } from '../../platform/rate-limit.js';
import { isOnAllocation } from '../../policies/staff-reach.js';
import { checkDeviceTime } from './offline-punch.js';
import { ENTRY_AUDIT_TARGET, presentById } from '../work-entries/index.js';
import * as repo from './visit-actions.repo.js';

/** One visit call: who, which kind, its body and the server's time of it. */
export type ActionCall = {
  actor: CurrentUser;
  kind: VisitActionKind;
  body: StartVisitBody | UpdateVisitBody | FinishVisitBody;
  now: Date;
  ip: string;
};

/** What an action is about: a start its client and authorization (no entry yet), the others their entry. */
function targetOf(body: ActionCall['body']) {
  return 'workEntryId' in body
    ? { workEntryId: body.workEntryId, clientId: null, clientServiceId: null }
    : { workEntryId: null, clientId: body.clientId, clientServiceId: body.serviceRequestId };
}

/** JSON with every object's keys sorted and undefined members left out: one text per value. */
function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a retry must repeat: the parsed body (so `"2"` and `2`, or key order, do not differ)
 * without the sync fields. `offline` and `deviceTime` are left out because a call whose answer was
 * lost is queued and sent again with them (decision 012); the device time is compared on its own.
 */
export function bodyHashOf(body: ActionCall['body']): string {
  const { clientActionId: _id, offline: _offline, deviceTime: _deviceTime, ...rest } = body;
  return createHash('sha256').update(canonicalJson(rest)).digest('hex');
}

/**
 * The id was first sent with another kind of action, another body or another device time (an
 * online first call has none: its queued retry adds one). Rows from before bodies were hashed
 * compare their entry or authorization.
 */
function isReused(prior: repo.VisitActionRow, call: ActionCall, bodyHash: string): boolean {
  if (prior.kind !== call.kind) return true;
  const { deviceTime } = call.body;
  if (prior.deviceTime && deviceTime && prior.deviceTime.getTime() !== deviceTime.getTime()) return true;
  if (prior.bodyHash !== null) return prior.bodyHash !== bodyHash;
  const target = targetOf(call.body);
  const differs = (before: number | null, now: number | null) => before !== null && now !== null && before !== now;
  return differs(prior.workEntryId, target.workEntryId) || differs(prior.clientServiceId, target.clientServiceId);
}

const idReused = () => new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, VisitSyncMsg.actionIdReused, 'clientActionId');

export function presentRefusedAction(r: repo.RefusedActionRow): RefusedVisitActionOut {
  return {
    id: r.id,
    clientActionId: r.clientActionId,
    kind: r.kind as VisitActionKind,
    userId: r.userId,
    userName: lastFirst(r.staffLastName, r.staffFirstName, r.staffMiddleName),
    clientId: r.clientId,
    clientName: r.clientLastName === null ? null : lastFirst(r.clientLastName, r.clientFirstName, r.clientMiddleName),
    serviceRequestId: r.clientServiceId,
    serviceCode: r.serviceCode,
    workEntryId: r.workEntryId,
    deviceTime: r.deviceTime ? toUtcWire(r.deviceTime) : null,
    receivedAt: toUtcWire(r.receivedAt),
    errorCode: r.errorCode ?? '',
    message: r.errorMessage ?? '',
  };
}

/** Records the call's id as applied: the new row's id, or the row of the call that sent it first. */
async function claim(
  tx: Db,
  call: ActionCall,
  clientActionId: string,
): Promise<{ id: number } | { prior: repo.VisitActionRow }> {
  const { clientId, clientServiceId } = targetOf(call.body);
  const id = await repo.claimAction(tx, {
    userId: call.actor.id,
    clientActionId,
    kind: call.kind,
    offline: call.body.offline ?? false,
    deviceTime: call.body.deviceTime ?? null,
    receivedAt: call.now,
    clientId,
    clientServiceId,
    outcome: 'applied',
    bodyHash: bodyHashOf(call.body),
  });
  return id !== undefined ? { id } : { prior: (await repo.findAction(tx, call.actor.id, clientActionId))! };
}

/** The first call's answer again: the entry as it is now, or the same refusal. */
async function replay(tx: Db, prior: repo.VisitActionRow, call: ActionCall): Promise<WorkEntryOut> {
  if (isReused(prior, call, bodyHashOf(call.body))) throw idReused();
  if (prior.outcome === 'refused') {
    throw new AppError(prior.errorCode as ErrorCode, prior.errorMessage ?? '', prior.errorField ?? undefined);
  }
  await audit(tx, {
    actorUserId: call.actor.id,
    action: 'visit.replay',
    targetType: ENTRY_AUDIT_TARGET,
    targetId: prior.workEntryId,
    ip: call.ip,
    details: { kind: call.kind, clientActionId: prior.clientActionId },
  });
  return presentById(tx, prior.workEntryId!);
}

/**
 * What a refused start may name: the client and authorization it was sent for, only when the
 * staff member could have started that visit on the phone — the authorization is that client's
 * and they are on its allocation list, were taken off it within the offline window (the phone
 * still showed the visit: the refusal the admin most needs to see), or have worked a visit under
 * it. Any other pair a caller sends is not shown under their name.
 */
async function namedTarget(db: Db, call: ActionCall) {
  const target = targetOf(call.body);
  const { clientId, clientServiceId } = target;
  if (clientId === null || clientServiceId === null) return target;
  const p = { userId: call.actor.id, clientId, clientServiceId };
  const couldHaveStarted =
    (await repo.clientOfAuthorization(db, clientServiceId)) === clientId &&
    ((await isOnAllocation(db, clientServiceId, p.userId)) ||
      (await repo.wasDeallocatedSince(db, {
        userId: p.userId,
        clientServiceId,
        since: new Date(call.now.getTime() - OFFLINE_MAX_AGE_MS),
      })) ||
      (await repo.hasWorkedUnder(db, p)));
  return couldHaveStarted ? target : { ...target, clientId: null, clientServiceId: null };
}

/**
 * Keeps an offline action's refusal, after the action's own transaction rolled back: at most
 * `Limits.offlineRefusalsPerUser` a window per user (beyond, 429: the phone sends it again later,
 * nothing is lost) and the newest `REFUSALS_KEPT_PER_USER` per user.
 */
async function keepRefusal(db: Db, call: ActionCall, refusal: AppError): Promise<void> {
  const userId = call.actor.id;
  await hit(db, { now: () => call.now }, `visit-refusal:${userId}`, Limits.offlineRefusalsPerUser);
  await repo.insertRefusal(db, {
    userId,
    // Sent without an id, the refusal is still listed for admins; only a retry cannot match it.
    clientActionId: call.body.clientActionId ?? randomUUID(),
    kind: call.kind,
    offline: true,
    deviceTime: call.body.deviceTime ?? null,
    receivedAt: call.now,
    ...(await namedTarget(db, call)),
    errorCode: refusal.error,
    errorMessage: refusal.message,
    errorField: refusal.field ?? null,
    bodyHash: bodyHashOf(call.body),
  });
  await repo.trimRefusals(db, userId, REFUSALS_KEPT_PER_USER);
}

/**
 * Runs a visit call's `work` in one transaction, as an action: a known client action id answers as
 * its first call did, a new one is recorded with the work, and an offline call's device time is
 * checked first. `refusalOf` turns a failure into the error answered (a start's race on the
 * one-open-visit index), so an offline refusal is kept as the caller sees it.
 */
export async function runVisitAction(
  db: Db,
  call: ActionCall,
  work: (tx: Db) => Promise<WorkEntryOut>,
  refusalOf: (err: unknown) => unknown = (err) => err,
): Promise<WorkEntryOut> {
  const { clientActionId } = call.body;
  let replayed = false;
  try {
    return await db.transaction(async (tx) => {
      const claimed = clientActionId ? await claim(tx, call, clientActionId) : undefined;
      if (claimed && 'prior' in claimed) {
        replayed = true;
        return replay(tx, claimed.prior, call);
      }
      checkDeviceTime(call.body, call.now);
      const out = await work(tx);
      if (claimed) await repo.setActionEntry(tx, claimed.id, out.workEntryId);
      return out;
    });
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal instanceof AppError && call.body.offline && !replayed) await keepRefusal(db, call, refusal);
    throw refusal;
  }
}

/** GET /visits/refused (admins): audited with the page asked for, like the entry lists. */
export async function listRefusedActions(db: Db, actor: CurrentUser, q: RefusedVisitActionsQuery, ip: string) {
  const [{ rows, total }] = await Promise.all([
    repo.listRefused(db, q),
    audit(db, {
      actorUserId: actor.id,
      action: 'visit_action.list',
      targetType: 'visit_action',
      ip,
      details: { offset: q.offset, limit: q.limit },
    }),
  ]);
  return { data: rows.map(presentRefusedAction), recordCount: total };
}
