/**
 * What a staff member may see and do about a client — the one definition of "allocated to", used
 * by clients, files, client services and visits (docs/decisions/006, section 7).
 *
 * A staff member reaches a client through an authorization (client service) on a given day when
 * all of these hold:
 *  - they are an active Staff user on the authorization's allocation list,
 *  - the authorization is active and has not ended (its end date is that day or later),
 *  - the client is active.
 * A not-yet-started authorization counts: staff are allocated ahead of a first visit and read the
 * address and goals to prepare. Once the last authorization ends, the client is out of reach
 * (minimum necessary); a renewed authorization restores it. Starting a visit also needs the day
 * inside the authorization's dates (`started`). Anything out of reach answers exactly like an
 * unknown id. Admins are not staff: they see every record and never go through this policy.
 */
import type { Db } from '../db/client.js';
import * as repo from './staff-reach.repo.js';

export type { AuthorizationRow } from './staff-reach.repo.js';

/** Whether the staff member may read the client (its visit fields and files) on day `on`. */
export function staffCanReachClient(db: Db, staffId: number, clientId: number, on: string): Promise<boolean> {
  return repo.reaches(db, { staffId, clientId, on });
}

/**
 * The authorization when the staff member reaches its client through it on day `on` (with
 * `started`, only when a visit may start on it that day); undefined otherwise, whether or not it exists.
 */
export async function reachableAuthorization(
  db: Db,
  p: { staffId: number; authorizationId: number; on: string; started?: boolean },
): Promise<repo.AuthorizationRow | undefined> {
  const [row] = await repo.reachableAuthorizations(db, p);
  return row;
}

/** A client's (or, without `clientId`, every client's) authorizations the staff member may start a visit on, on day `on`; newest first. */
export function workableAuthorizations(
  db: Db,
  p: { staffId: number; clientId?: number; on: string },
): Promise<repo.AuthorizationRow[]> {
  return repo.reachableAuthorizations(db, { ...p, started: true });
}

/** A subquery of the ids of the clients the staff member reaches on day `on` (for lists and pickers). */
export const reachableClientIds = (db: Db, p: { staffId: number; on: string }) => repo.reachableClientIds(db, p);

/** A subquery of the ids of the authorizations the staff member reaches on day `on` (the staff Service Summary). */
export const reachableAuthorizationIds = (db: Db, p: { staffId: number; on: string }) =>
  repo.reachableAuthorizationIds(db, p);

/**
 * Whether the staff member is on the authorization's allocation list, whatever its status, dates
 * or client. Only an admin's timesheet for past work uses this: the work may predate a
 * deactivation, and the billing checks already hold the entry to the authorization's dates.
 */
export const isOnAllocation = (db: Db, authorizationId: number, staffId: number): Promise<boolean> =>
  repo.isOnAllocation(db, authorizationId, staffId);
