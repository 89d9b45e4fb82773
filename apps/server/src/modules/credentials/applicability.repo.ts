/**
 * Who needs which credential (docs/decisions/018): the ONE SQL building block every compliance
 * read uses — the list, a staff member's missing types, the visit blockers — so the rule lives once.
 */
import { sql, type SQL } from 'drizzle-orm';
import { Status, VISIT_USER_TYPES } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { and, pgArray, rowsOf } from '../../db/rows.js';

export type ApplicabilityFilter = {
  /** The agency's today (YYYY-MM-DD): authorizations active today, clients under 18 today. */
  today: string;
  staffIds?: number[];
  typeIds?: number[];
  /** Only the types that refuse visits (required for visits and enforced). */
  enforcedOnly?: boolean;
};

const ACTIVE = Status.Active;

const flag = (name: string): SQL => sql`COALESCE((ct.applies_to ->> ${name})::boolean, false)`;

/**
 * A subquery of (staff_id, first_name, last_name, type_id, type_name, required_for_visits, enforced,
 * grace_days) for every active staff member × active type that applies to them: the user type is in
 * `appliesTo.userTypes` (absent: Staff and Behavioral Specialist) and, when any situation flag is
 * set, at least one set situation holds. The situations come from one pass over the allocations to
 * authorizations active today (of active clients), not a lookup per staff member × type. Under 18
 * today: born after the same date 18 years ago, so the 18th birthday itself is an adult's day.
 */
export function applicablePairs(f: ApplicabilityFilter): SQL {
  const staffIds = f.staffIds ? pgArray(f.staffIds, 'int') : null;
  const staffWhere = and([sql`u.status = ${ACTIVE}`, staffIds ? sql`u.id = ANY(${staffIds})` : null]);
  const typeWhere = and([
    sql`ct.active`,
    f.typeIds ? sql`ct.id = ANY(${pgArray(f.typeIds, 'int')})` : null,
    f.enforcedOnly ? sql`ct.required_for_visits AND ct.enforced` : null,
  ]);
  return sql`(
    WITH situations AS (
      SELECT css.user_id,
        bool_or(c.dob > (${f.today}::date - interval '18 years')::date) AS serves_minors,
        bool_or(COALESCE(s.involves_driving, false)) AS driving
      FROM client_service_staff css
      JOIN client_services cs ON cs.id = css.client_service_id
      JOIN clients c ON c.id = cs.client_id
      LEFT JOIN services s ON s.id = cs.service_id
      WHERE cs.status = ${ACTIVE} AND c.status = ${ACTIVE}
        AND cs.start_date <= ${f.today}::date AND cs.end_date >= ${f.today}::date
        ${staffIds ? sql`AND css.user_id = ANY(${staffIds})` : sql``}
      GROUP BY css.user_id
    )
    SELECT u.id AS staff_id, u.first_name, u.last_name, ct.id AS type_id, ct.name AS type_name,
      ct.required_for_visits, ct.enforced, ct.grace_days
    FROM users u
    LEFT JOIN situations sit ON sit.user_id = u.id
    JOIN credential_types ct ON ${typeWhere}
    WHERE ${staffWhere}
      AND CASE WHEN jsonb_typeof(ct.applies_to -> 'userTypes') = 'array'
        THEN (ct.applies_to -> 'userTypes') @> to_jsonb(u.user_type::int)
        ELSE u.user_type = ANY(${pgArray([...VISIT_USER_TYPES], 'int')}) END
      AND (
        NOT (${flag('servesMinors')} OR ${flag('outOfStateBeforeHire')} OR ${flag('drivingServices')})
        OR (${flag('servesMinors')} AND COALESCE(sit.serves_minors, false))
        OR (${flag('outOfStateBeforeHire')} AND u.out_of_state_before_hire)
        OR (${flag('drivingServices')} AND COALESCE(sit.driving, false))
      )
  )`;
}

/** The active types that apply to each of these staff members today (staff id → type ids). */
export async function applicableTypeIds(db: Db, staffIds: number[], today: string): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (staffIds.length === 0) return out;
  const rows = await rowsOf<{ staff_id: number; type_id: number }>(
    db,
    sql`SELECT p.staff_id, p.type_id FROM ${applicablePairs({ today, staffIds })} p ORDER BY p.staff_id, p.type_id`,
  );
  for (const r of rows) out.set(r.staff_id, [...(out.get(r.staff_id) ?? []), r.type_id]);
  return out;
}
