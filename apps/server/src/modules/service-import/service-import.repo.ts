import { inArray, sql } from 'drizzle-orm';
import { Status, UserType } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { services, type clientServices } from '../../db/schema/index.js';
import { pgArray, rowsOf } from '../../db/rows.js';

/**
 * SQL of the service import's lookups: one query per lookup whatever the sheet's size (no query per
 * row). Its set-based writes are client-services' (authorization-bulk.repo.ts, through its door).
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
