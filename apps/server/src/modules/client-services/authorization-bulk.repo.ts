import { sql } from 'drizzle-orm';
import { Status } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { pgArray, rowsOf } from '../../db/rows.js';

/**
 * The service import's writes of authorizations and their staff (the one writer of client_services
 * and client_service_staff is this module): set-based, one statement per kind of change whatever
 * the sheet's size (INSERT/UPDATE ... FROM unnest(...)), in the caller's transaction.
 */

export type NewAuthorization = {
  clientId: number;
  serviceId: number;
  serviceName: string;
  serviceCode: string;
  unitRate: number;
  unitLength: number;
  startDate: string;
  endDate: string;
  unitsAuthorized: number;
  negativeUnitsAllowed: boolean;
  isAuthorized: boolean;
  isDegreeRequired: boolean;
  isDatesConfirmed: boolean;
  isOverlappable: boolean;
  authorizedDate: string | null;
};

const col = <T, K extends keyof T>(rows: T[], key: K) => rows.map((r) => r[key]);

/** Inserts the new authorizations in one statement; their ids in the given order. */
export async function insertAuthorizations(
  tx: Db,
  rows: NewAuthorization[],
  p: { actorId: number; now: Date },
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await rowsOf<{ id: number; ord: number }>(
    tx,
    sql`WITH input AS (
          SELECT * FROM unnest(
            ${pgArray(col(rows, 'clientId'), 'int4')}, ${pgArray(col(rows, 'serviceId'), 'int4')},
            ${pgArray(col(rows, 'serviceName'), 'text')}, ${pgArray(col(rows, 'serviceCode'), 'text')},
            ${pgArray(col(rows, 'unitRate'), 'numeric')}, ${pgArray(col(rows, 'unitLength'), 'numeric')},
            ${pgArray(col(rows, 'startDate'), 'date')}, ${pgArray(col(rows, 'endDate'), 'date')},
            ${pgArray(col(rows, 'unitsAuthorized'), 'numeric')}, ${pgArray(col(rows, 'negativeUnitsAllowed'), 'bool')},
            ${pgArray(col(rows, 'isAuthorized'), 'bool')}, ${pgArray(col(rows, 'isDegreeRequired'), 'bool')},
            ${pgArray(col(rows, 'isDatesConfirmed'), 'bool')}, ${pgArray(col(rows, 'isOverlappable'), 'bool')},
            ${pgArray(col(rows, 'authorizedDate'), 'date')}
          ) WITH ORDINALITY AS u(client_id, service_id, service_name, service_code, unit_rate, unit_length,
            start_date, end_date, units_authorized, negative_units_allowed, is_authorized,
            is_degree_required, is_dates_confirmed, is_overlappable, authorized_date, ord)
        ), ins AS (
          INSERT INTO client_services (client_id, service_id, service_name, service_code, unit_rate,
            unit_length, start_date, end_date, units_authorized, negative_units_allowed, is_authorized,
            is_degree_required, is_dates_confirmed, is_overlappable, authorized_date, status,
            created_at, updated_at, created_by_id, updated_by_id)
          SELECT client_id, service_id, service_name, service_code, unit_rate, unit_length, start_date,
            end_date, units_authorized, negative_units_allowed, is_authorized, is_degree_required,
            is_dates_confirmed, is_overlappable, authorized_date, ${Status.Active},
            ${p.now.toISOString()}::timestamptz, ${p.now.toISOString()}::timestamptz, ${p.actorId}, ${p.actorId}
          FROM input ORDER BY ord
          RETURNING id, client_id, service_code, start_date
        )
        SELECT ins.id, input.ord::int AS ord FROM ins JOIN input
          ON input.client_id = ins.client_id AND input.service_code = ins.service_code
          AND input.start_date = ins.start_date`,
  );
  const byOrd = new Map(inserted.map((r) => [Number(r.ord), r.id]));
  return rows.map((_, i) => byOrd.get(i + 1)!);
}

export type AuthorizationUpdate = {
  id: number;
  serviceId: number;
  serviceName: string;
  unitRate: number;
  endDate: string;
  unitsAuthorized: number;
  authorizedDate: string | null;
};

/**
 * Applies the sheet's values to existing authorizations in one statement, moving each to its next
 * version like PUT /client_service; their work entries and other fields are untouched.
 */
export async function updateAuthorizations(
  tx: Db,
  rows: AuthorizationUpdate[],
  p: { actorId: number; now: Date },
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(
    sql`UPDATE client_services cs SET
          service_id = COALESCE(cs.service_id, u.service_id), service_name = u.service_name,
          unit_rate = u.unit_rate, end_date = u.end_date, units_authorized = u.units_authorized,
          authorized_date = COALESCE(u.authorized_date, cs.authorized_date),
          version = cs.version + 1, updated_at = ${p.now.toISOString()}::timestamptz, updated_by_id = ${p.actorId}
        FROM unnest(
          ${pgArray(col(rows, 'id'), 'int4')}, ${pgArray(col(rows, 'serviceId'), 'int4')},
          ${pgArray(col(rows, 'serviceName'), 'text')}, ${pgArray(col(rows, 'unitRate'), 'numeric')},
          ${pgArray(col(rows, 'endDate'), 'date')}, ${pgArray(col(rows, 'unitsAuthorized'), 'numeric')},
          ${pgArray(col(rows, 'authorizedDate'), 'date')}
        ) AS u(id, service_id, service_name, unit_rate, end_date, units_authorized, authorized_date)
        WHERE cs.id = u.id`,
  );
}

/**
 * Makes the allocated staff of each given authorization exactly its listed staff (pairs of
 * authorization id and user id); returns how many allocations were added and removed.
 */
export async function replaceAllocations(
  tx: Db,
  p: { authorizationIds: number[]; pairs: { clientServiceId: number; userId: number }[]; actorId: number; now: Date },
): Promise<{ added: number; removed: number }> {
  if (p.authorizationIds.length === 0) return { added: 0, removed: 0 };
  const cs = pgArray(col(p.pairs, 'clientServiceId'), 'int4');
  const users = pgArray(col(p.pairs, 'userId'), 'int4');
  const removed = await rowsOf(
    tx,
    sql`DELETE FROM client_service_staff s
        WHERE s.client_service_id = ANY(${pgArray(p.authorizationIds, 'int4')})
          AND NOT EXISTS (SELECT 1 FROM unnest(${cs}, ${users}) AS w(cs, u)
                          WHERE w.cs = s.client_service_id AND w.u = s.user_id)
        RETURNING 1`,
  );
  const added = await rowsOf(
    tx,
    sql`INSERT INTO client_service_staff (client_service_id, user_id, created_at, created_by_id)
        SELECT DISTINCT cs, u, ${p.now.toISOString()}::timestamptz, ${p.actorId}::int FROM unnest(${cs}, ${users}) AS w(cs, u)
        ON CONFLICT DO NOTHING RETURNING 1`,
  );
  return { added: added.length, removed: removed.length };
}
