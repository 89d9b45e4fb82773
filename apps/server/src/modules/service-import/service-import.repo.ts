import { inArray, sql } from 'drizzle-orm';
import { Status, UserType } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { services, type clientServices } from '../../db/schema/index.js';
import { pgArray, rowsOf } from '../../db/rows.js';

/**
 * SQL of the service import: one query per lookup whatever the sheet's size (no query per row), and
 * set-based writes (INSERT/UPDATE ... FROM unnest(...)) for the confirmed rows.
 */

/** A Recipient ID as matched: trimmed, upper case, without leading zeros (Excel drops them from numbers). */
export const recipientKey = (id: string) => id.trim().toUpperCase().replace(/^0+/, '');
const recipientKeySql = sql`ltrim(upper(btrim(mci)), '0')`;

/** Lock key of the import (any constant; pg_advisory_xact_lock takes a bigint). */
export const IMPORT_LOCK = 0x4845_4152_5448_01n; // "HEARTH" 01

export type MatchedClient = { id: number; name: string };

/** Clients by Recipient ID key (= MCI); several clients with one MCI: the active one, then the oldest. */
export async function clientsByRecipient(db: Db, ids: string[]): Promise<Map<string, MatchedClient>> {
  const keys = [...new Set(ids.map(recipientKey))];
  const out = new Map<string, MatchedClient>();
  if (keys.length === 0) return out;
  const rows = await rowsOf<{ id: number; key: string; name: string }>(
    db,
    sql`SELECT id, ${recipientKeySql} AS key,
          concat_ws(' ', first_name, nullif(middle_name, ''), last_name) AS name
        FROM clients WHERE ${recipientKeySql} = ANY(${pgArray(keys, 'text')})
        ORDER BY (status = ${Status.Active}) DESC, id`,
  );
  for (const r of rows) if (!out.has(r.key)) out.set(r.key, { id: r.id, name: r.name });
  return out;
}

export type CatalogueEntry = Pick<
  typeof services.$inferSelect,
  'id' | 'code' | 'name' | 'unitRate' | 'unitLength' | 'isDegreeRequired' | 'isOverlappable'
>;

/** Catalogue entries by code (codes are stored upper-cased). */
export async function catalogueByCodes(db: Db, codes: string[]): Promise<Map<string, CatalogueEntry>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: services.id,
      code: services.code,
      name: services.name,
      unitRate: services.unitRate,
      unitLength: services.unitLength,
      isDegreeRequired: services.isDegreeRequired,
      isOverlappable: services.isOverlappable,
    })
    .from(services)
    .where(inArray(services.code, unique));
  return new Map(rows.map((r) => [r.code, r]));
}

export type ExistingAuthorization = Pick<
  typeof clientServices.$inferSelect,
  'id' | 'clientId' | 'serviceCode' | 'startDate' | 'serviceName' | 'unitRate' | 'endDate' | 'unitsAuthorized'
> & { authorizedDate: string | null };

/** The identity of an authorization: client, service code, start date. */
export const identity = (clientId: number, code: string, start: string) => `${clientId}|${code}|${start}`;

/** The clients' authorizations by identity (two with one identity: the oldest is the one matched). */
export async function authorizationsOf(db: Db, clientIds: number[]): Promise<Map<string, ExistingAuthorization>> {
  const out = new Map<string, ExistingAuthorization>();
  if (clientIds.length === 0) return out;
  const rows = await rowsOf<ExistingAuthorization>(
    db,
    sql`SELECT id, client_id AS "clientId", upper(service_code) AS "serviceCode",
          to_char(start_date, 'YYYY-MM-DD') AS "startDate", service_name AS "serviceName",
          unit_rate::float8 AS "unitRate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
          units_authorized::float8 AS "unitsAuthorized",
          to_char(authorized_date, 'YYYY-MM-DD') AS "authorizedDate"
        FROM client_services WHERE client_id = ANY(${pgArray([...new Set(clientIds)], 'int4')})
        ORDER BY id`,
  );
  for (const r of rows) {
    const key = identity(r.clientId, r.serviceCode, r.startDate);
    if (!out.has(key)) out.set(key, r);
  }
  return out;
}

/** Ids of the given users that are active Staff (who may be allocated). */
export async function activeStaffIds(db: Db, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE id = ANY(${pgArray(unique, 'int4')})
        AND user_type = ${UserType.Staff} AND status = ${Status.Active}`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Holds the import's lock until the transaction ends: two imports apply one after the other. */
export async function lockImports(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK.toString()}::bigint)`);
}

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
