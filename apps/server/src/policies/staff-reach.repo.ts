/**
 * The SQL of "allocated to": the only place that reads `client_service_staff` to decide what a
 * staff member may see or do. The rule itself is explained in staff-reach.ts.
 */
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { Status, UserType } from '@hearth/shared';
import type { Db } from '../db/client.js';
import { clients, clientServices, clientServiceStaff, users } from '../db/schema/index.js';

export type AuthorizationRow = typeof clientServices.$inferSelect;

export type ReachQuery = {
  staffId: number;
  /** The calendar day (YYYY-MM-DD) the question is asked for. */
  on: string;
  /** Also require the authorization to have started by `on` (what a visit needs). */
  started?: boolean;
  clientId?: number;
  authorizationId?: number;
};

/**
 * The authorizations through which the staff member reaches a client on `q.on`, as a condition on
 * `client_services`: they are an active Staff user on its allocation list, it is active and has not
 * ended (with `started`, it has begun too), and its client is active.
 */
function reaching(q: ReachQuery): SQL | undefined {
  const cs = clientServices;
  const a = clientServiceStaff;
  const conditions: SQL[] = [
    eq(cs.status, Status.Active),
    gte(cs.endDate, q.on),
    sql`EXISTS (SELECT 1 FROM ${a} JOIN ${users} ON ${users.id} = ${a.userId}
      WHERE ${a.clientServiceId} = ${cs.id} AND ${a.userId} = ${q.staffId}
        AND ${users.status} = ${Status.Active} AND ${users.userType} = ${UserType.Staff})`,
    sql`EXISTS (SELECT 1 FROM ${clients} WHERE ${clients.id} = ${cs.clientId} AND ${clients.status} = ${Status.Active})`,
  ];
  if (q.started) conditions.push(lte(cs.startDate, q.on));
  if (q.clientId !== undefined) conditions.push(eq(cs.clientId, q.clientId));
  if (q.authorizationId !== undefined) conditions.push(eq(cs.id, q.authorizationId));
  return and(...conditions);
}

/** The authorizations the staff member reaches (narrowed by client or id), newest start date first. */
export async function reachableAuthorizations(db: Db, q: ReachQuery): Promise<AuthorizationRow[]> {
  return db
    .select()
    .from(clientServices)
    .where(reaching(q))
    .orderBy(desc(clientServices.startDate), desc(clientServices.id));
}

/** Whether at least one authorization lets the staff member reach what `q` names. */
export async function reaches(db: Db, q: ReachQuery): Promise<boolean> {
  const [row] = await db.select({ id: clientServices.id }).from(clientServices).where(reaching(q)).limit(1);
  return row !== undefined;
}

/** A subquery of the ids of the clients the staff member reaches (for `inArray(clients.id, ...)`). */
export const reachableClientIds = (db: Db, q: Pick<ReachQuery, 'staffId' | 'on'>) =>
  db.select({ clientId: clientServices.clientId }).from(clientServices).where(reaching(q));

/** A subquery of the ids of the authorizations the staff member reaches (for reports). */
export const reachableAuthorizationIds = (db: Db, q: Pick<ReachQuery, 'staffId' | 'on'>) =>
  db.select({ id: clientServices.id }).from(clientServices).where(reaching(q));

/**
 * Whether the staff member is on the authorization's allocation list at all, whatever its status,
 * dates or client: the fact an admin's timesheet for past work needs.
 */
export async function isOnAllocation(db: Db, authorizationId: number, staffId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: clientServiceStaff.userId })
    .from(clientServiceStaff)
    .where(and(eq(clientServiceStaff.clientServiceId, authorizationId), eq(clientServiceStaff.userId, staffId)))
    .limit(1);
  return row !== undefined;
}
