/** What the aggregator's records are built from: one query per kind for a whole batch. */
import { sql } from 'drizzle-orm';
import { UserType, WorkEntryStatus } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { pgArray, rowsOf } from '../../db/rows.js';
import { enteredByAdminSql } from '../evv/index.js';
import type { ClientRow } from './payloads.js';
import type { VisitRow } from './visit-payload.js';
import type { Json } from './payloads.js';

export async function clientRows(db: Db, ids: number[]): Promise<ClientRow[]> {
  return rowsOf<ClientRow>(
    db,
    sql`SELECT id, first_name AS "firstName", last_name AS "lastName", mci, billing_street AS street,
          billing_city AS city, billing_state AS state, billing_zip AS zip
        FROM clients WHERE id = ANY(${pgArray(ids, 'int4')})`,
  );
}

export async function employeeRows(
  db: Db,
  ids: number[],
): Promise<{ id: number; firstName: string; lastName: string }[]> {
  if (ids.length === 0) return [];
  return rowsOf(
    db,
    sql`SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName"
        FROM users u WHERE u.id = ANY(${pgArray(ids, 'int4')}) AND u.user_type = ${UserType.Staff}`,
  );
}

/** Every user with an SSN on file, sealed, in id order (identifiers are assigned in that order). */
export async function sealedSsns(db: Db): Promise<{ id: number; ssnEncrypted: string }[]> {
  return rowsOf(
    db,
    sql`SELECT id, ssn_encrypted AS "ssnEncrypted" FROM users WHERE ssn_encrypted IS NOT NULL ORDER BY id`,
  );
}

type VisitSqlRow = Omit<VisitRow, 'sentCalls' | 'everPosted' | 'modifiers'> & {
  sentCalls: Json[] | null;
  everPosted: boolean;
  modifiers: string[] | null;
};

export async function visitRows(db: Db, ids: number[]): Promise<VisitRow[]> {
  const rows = await rowsOf<VisitSqlRow>(
    db,
    sql`SELECT we.id, we.user_id AS "userId", we.client_id AS "clientId",
          (we.status = ${WorkEntryStatus.Completed}) AS completed,
          we.start_time AS "startTime", we.end_time AS "endTime",
          we.start_latitude AS "startLatitude", we.start_longitude AS "startLongitude",
          we.end_latitude AS "endLatitude", we.end_longitude AS "endLongitude",
          we.start_location_missing AS "startLocationMissing", we.end_location_missing AS "endLocationMissing",
          ${enteredByAdminSql('we')} AS "enteredByAdmin",
          (we.signature IS NOT NULL OR we.typed_signature IS NOT NULL) AS signed,
          c.mci, COALESCE(cs.service_code, s.code) AS "serviceCode", sc.procedure_code AS "procedureCode", sc.modifiers,
          sc.payer_id AS "payerId", sc.payer_program AS "payerProgram",
          r.calls AS "sentCalls", (r.first_sent_at IS NOT NULL) AS "everPosted"
        FROM work_entries we
        JOIN clients c ON c.id = we.client_id
        JOIN client_services cs ON cs.id = we.client_service_id
        LEFT JOIN services s ON s.id = cs.service_id
        LEFT JOIN aggregator_service_codes sc ON sc.service_id = s.id
        LEFT JOIN aggregator_records r ON r.kind = 'visit' AND r.record_id = we.id
        WHERE we.id = ANY(${pgArray(ids, 'int4')})`,
  );
  return rows.map((r) => ({
    ...r,
    startTime: new Date(r.startTime),
    endTime: r.endTime ? new Date(r.endTime) : null,
    modifiers: r.modifiers ?? [],
    everPosted: Boolean(r.everPosted),
  }));
}
