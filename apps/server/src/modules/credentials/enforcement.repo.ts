/**
 * The SQL of "may this person work" (docs/decisions/018, "Enforcement and alerts"): the enforced
 * required credential types that apply to a staff member and that they have no current credential
 * of, or whose current credential expired past the type's grace. One statement on the clock-in path.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode, Status, VISIT_USER_TYPES } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { pgArray, rowsOf } from '../../db/rows.js';

/** One reason a staff member may not start a visit. `expiresOn` is 'YYYY-MM-DD' (null when missing). */
export type CredentialBlocker = {
  code: typeof ErrorCode.CREDENTIAL_EXPIRED | typeof ErrorCode.CREDENTIAL_MISSING;
  credentialTypeId: number;
  name: string;
  expiresOn: string | null;
};

/**
 * Whether credential type `ct` applies to user `u` on `today` (decision 018, "Who it applies to"):
 * the user type is listed (absent: the visit types), and when any situation is set, one set
 * situation holds. Serving a minor or a driving service: allocated to an authorization active on
 * `today` (of an active client).
 */
export function typeApplies(today: string): SQL {
  const allocated = (extra: SQL) => sql`EXISTS (SELECT 1 FROM client_service_staff a
      JOIN client_services cs ON cs.id = a.client_service_id
      JOIN clients c ON c.id = cs.client_id
      LEFT JOIN services s ON s.id = cs.service_id
      WHERE a.user_id = u.id AND cs.status = ${Status.Active}
        AND cs.start_date <= ${today}::date AND cs.end_date >= ${today}::date
        AND c.status = ${Status.Active} AND ${extra})`;
  const flag = (name: string) => sql`coalesce((ct.applies_to->>${name})::boolean, false)`;
  const minors = flag('servesMinors');
  const outOfState = flag('outOfStateBeforeHire');
  const driving = flag('drivingServices');
  return sql`(u.user_type = ANY(coalesce(
      (SELECT array_agg(x::int) FROM jsonb_array_elements_text(
        CASE WHEN jsonb_typeof(ct.applies_to->'userTypes') = 'array' THEN ct.applies_to->'userTypes' END) x),
      ${pgArray([...VISIT_USER_TYPES], 'int')}))
    AND (NOT (${minors} OR ${outOfState} OR ${driving})
      OR (${minors} AND ${allocated(sql`c.dob > (${today}::date - interval '18 years')`)})
      OR (${outOfState} AND u.out_of_state_before_hire)
      OR (${driving} AND ${allocated(sql`coalesce(s.involves_driving, false)`)})))`;
}

/** Expired past grace on `today`: the expiry date plus the grace days is before today. */
export const pastGrace = (today: string): SQL =>
  sql`(sc.expires_on IS NOT NULL AND sc.expires_on + ct.grace_days < ${today}::date)`;

type BlockerRow = { id: number; name: string; expires_on: string | null; missing: boolean };

/**
 * The enforced required credentials that keep `staffIds` from working on `today`, by staff member
 * (none: absent from the map). One statement for any number of staff.
 */
export async function credentialBlockersOf(
  db: Db,
  staffIds: number[],
  today: string,
): Promise<Map<number, CredentialBlocker[]>> {
  const out = new Map<number, CredentialBlocker[]>();
  if (staffIds.length === 0) return out;
  const rows = await rowsOf<BlockerRow & { staff_id: number }>(
    db,
    sql`SELECT u.id AS staff_id, ct.id, ct.name, sc.expires_on::text AS expires_on, sc.id IS NULL AS missing
      FROM users u
      JOIN credential_types ct ON ct.active AND ct.required_for_visits AND ct.enforced
      LEFT JOIN staff_credentials sc
        ON sc.staff_id = u.id AND sc.credential_type_id = ct.id AND sc.superseded_at IS NULL
      WHERE u.id = ANY(${pgArray(staffIds, 'int')}) AND ${typeApplies(today)}
        AND (sc.id IS NULL OR ${pastGrace(today)})
      ORDER BY u.id, ct.name, ct.id`,
  );
  for (const r of rows) {
    const list = out.get(r.staff_id) ?? [];
    list.push({
      code: r.missing ? ErrorCode.CREDENTIAL_MISSING : ErrorCode.CREDENTIAL_EXPIRED,
      credentialTypeId: r.id,
      name: r.name,
      expiresOn: r.expires_on,
    });
    out.set(r.staff_id, list);
  }
  return out;
}

/** The enforced required credentials that keep the staff member from starting a visit on `today`. */
export async function staffBlockers(db: Db, staffId: number, today: string): Promise<CredentialBlocker[]> {
  return (await credentialBlockersOf(db, [staffId], today)).get(staffId) ?? [];
}
