/** SQL of visit actions: claiming a client action id, its outcome, and the refused ones for admins. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { auditEvents, clients, clientServices, users, visitActions, workEntries } from '../../db/schema/index.js';

export type VisitActionRow = typeof visitActions.$inferSelect;
export type VisitActionValues = Omit<typeof visitActions.$inferInsert, 'id'>;

const va = visitActions;
const entry = alias(workEntries, 'entry');

/**
 * Records a new client action id of a user: the row's id, or undefined when the id is already on
 * record. A concurrent claim of the same id makes this wait until that transaction ends (the
 * unique index), so a retry racing the first call never acts too.
 */
export async function claimAction(db: Db, values: VisitActionValues): Promise<number | undefined> {
  const [row] = await db
    .insert(va)
    .values(values)
    .onConflictDoNothing({ target: [va.userId, va.clientActionId] })
    .returning({ id: va.id });
  return row?.id;
}

export async function findAction(db: Db, userId: number, clientActionId: string): Promise<VisitActionRow | undefined> {
  const [row] = await db
    .select()
    .from(va)
    .where(and(eq(va.userId, userId), eq(va.clientActionId, clientActionId)))
    .limit(1);
  return row;
}

export async function setActionEntry(db: Db, id: number, workEntryId: number): Promise<void> {
  await db.update(va).set({ workEntryId }).where(eq(va.id, id));
}

/**
 * Keeps a refused action. Its work entry is kept only when it is the user's own (a refusal for an
 * unknown id, or another's, names none); a refusal already kept for the id stays as it is.
 */
export async function insertRefusal(
  db: Db,
  values: Omit<VisitActionValues, 'outcome' | 'workEntryId'> & { workEntryId: number | null },
): Promise<void> {
  const ownEntry =
    values.workEntryId === null
      ? null
      : sql<number>`(SELECT ${workEntries.id} FROM ${workEntries} WHERE ${workEntries.id} = ${values.workEntryId} AND ${workEntries.userId} = ${values.userId})`;
  await db
    .insert(va)
    .values({ ...values, workEntryId: ownEntry, outcome: 'refused' })
    .onConflictDoNothing({ target: [va.userId, va.clientActionId] });
}

/**
 * Keeps a user's newest `keep` refusals and deletes the older ones (a phone, or a script with a
 * staff member's session, cannot fill the table). A deleted refusal's id runs again if it is sent
 * again, as a new action.
 */
export async function trimRefusals(db: Db, userId: number, keep: number): Promise<void> {
  const older = db
    .select({ id: va.id })
    .from(va)
    .where(and(eq(va.userId, userId), eq(va.outcome, 'refused')))
    .orderBy(desc(va.receivedAt), desc(va.id))
    .offset(keep);
  await db.delete(va).where(inArray(va.id, older));
}

/** Whether the client service is that client's and the user has worked a visit under it (any status). */
export async function hasWorkedUnder(
  db: Db,
  p: { userId: number; clientId: number; clientServiceId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: workEntries.id })
    .from(workEntries)
    .where(
      and(
        eq(workEntries.userId, p.userId),
        eq(workEntries.clientId, p.clientId),
        eq(workEntries.clientServiceId, p.clientServiceId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether an admin took the user off the authorization's allocation at or after `since` (the audit
 * trail of `client_service.allocate` lists who was removed): a phone offline since then still
 * showed that visit, so its refused start is the staff member's own.
 */
export async function wasDeallocatedSince(
  db: Db,
  p: { userId: number; clientServiceId: number; since: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.targetType, 'client_service'),
        eq(auditEvents.targetId, String(p.clientServiceId)),
        eq(auditEvents.action, 'client_service.allocate'),
        sql`${auditEvents.at} >= ${p.since.toISOString()}::timestamptz`,
        sql`${auditEvents.details}->'removed' @> ${JSON.stringify([p.userId])}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The client an authorization belongs to, if it exists. */
export async function clientOfAuthorization(db: Db, clientServiceId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ clientId: clientServices.clientId })
    .from(clientServices)
    .where(eq(clientServices.id, clientServiceId))
    .limit(1);
  return row?.clientId;
}

/** A page of refused actions, newest first, with who, for whom and which service, and the total. */
export async function listRefused(db: Db, page: { offset: number; limit: number }) {
  // A refused start names its client and authorization; any other action names them through its entry.
  const clientId = sql<number | null>`COALESCE(${va.clientId}, ${entry.clientId})`;
  const clientServiceId = sql<number | null>`COALESCE(${va.clientServiceId}, ${entry.clientServiceId})`;
  const refused = eq(va.outcome, 'refused');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: va.id,
        clientActionId: va.clientActionId,
        kind: va.kind,
        userId: va.userId,
        staffFirstName: users.firstName,
        staffMiddleName: users.middleName,
        staffLastName: users.lastName,
        clientId,
        clientFirstName: clients.firstName,
        clientMiddleName: clients.middleName,
        clientLastName: clients.lastName,
        clientServiceId,
        serviceCode: clientServices.serviceCode,
        workEntryId: va.workEntryId,
        deviceTime: va.deviceTime,
        receivedAt: va.receivedAt,
        errorCode: va.errorCode,
        errorMessage: va.errorMessage,
      })
      .from(va)
      .innerJoin(users, eq(users.id, va.userId))
      .leftJoin(entry, eq(entry.id, va.workEntryId))
      .leftJoin(clients, eq(clients.id, clientId))
      .leftJoin(clientServices, eq(clientServices.id, clientServiceId))
      .where(refused)
      .orderBy(desc(va.receivedAt), desc(va.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(va).where(refused),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type RefusedActionRow = Awaited<ReturnType<typeof listRefused>>['rows'][number];
