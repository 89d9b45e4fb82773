/**
 * GET /credentials: every applicable staff member × type in the states asked for, in ONE statement
 * built on the applicability block (docs/decisions/018, "The credentials API as built").
 */
import { sql } from 'drizzle-orm';
import type { CredentialState } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { pgArray, rowsOf } from '../../db/rows.js';
import { applicablePairs } from './applicability.repo.js';

export type ListRow = {
  staff_id: number;
  first_name: string;
  last_name: string;
  type_id: number;
  type_name: string;
  required_for_visits: boolean;
  enforced: boolean;
  credential_id: number | null;
  issued_on: string | null;
  expires_on: string | null;
  days_left: number | null;
  state: CredentialState;
  total: string;
};

export type ListFilter = {
  today: string;
  within: number;
  states: CredentialState[];
  staffId?: number;
  credentialTypeId?: number;
  offset: number;
  limit: number;
};

/** The rows of one page and the count of all (a window count, so still one statement). */
export async function listCredentialStates(db: Db, f: ListFilter): Promise<{ rows: ListRow[]; total: number }> {
  const pairs = applicablePairs({
    today: f.today,
    ...(f.staffId ? { staffIds: [f.staffId] } : {}),
    ...(f.credentialTypeId ? { typeIds: [f.credentialTypeId] } : {}),
  });
  const today = sql`${f.today}::date`;
  const rows = await rowsOf<ListRow>(
    db,
    sql`SELECT x.*, count(*) OVER () AS total FROM (
      SELECT p.staff_id, p.first_name, p.last_name, p.type_id, p.type_name, p.required_for_visits, p.enforced,
        sc.id AS credential_id, sc.issued_on::text AS issued_on, sc.expires_on::text AS expires_on,
        (sc.expires_on - ${today}) AS days_left,
        CASE
          WHEN sc.id IS NULL THEN CASE WHEN p.required_for_visits THEN 'missing' END
          WHEN sc.expires_on IS NULL THEN 'valid'
          WHEN ${today} > sc.expires_on + p.grace_days THEN 'expired'
          WHEN ${today} > sc.expires_on THEN 'grace'
          WHEN sc.expires_on <= ${today} + ${f.within}::int THEN 'expiring'
          ELSE 'valid'
        END AS state
      FROM ${pairs} p
      LEFT JOIN staff_credentials sc
        ON sc.staff_id = p.staff_id AND sc.credential_type_id = p.type_id AND sc.superseded_at IS NULL
    ) x
    WHERE x.state = ANY(${pgArray(f.states, 'text')})
    ORDER BY x.expires_on ASC NULLS FIRST, lower(x.last_name), lower(x.first_name), x.staff_id, lower(x.type_name), x.type_id
    LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}
