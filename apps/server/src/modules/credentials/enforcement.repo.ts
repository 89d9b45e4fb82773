/**
 * The SQL of "may this person work" (docs/decisions/018, "Enforcement and alerts"): the enforced
 * required credential types that apply to a staff member (the one applicability block,
 * applicability.repo.ts) and that they have no current credential of, or whose current credential
 * expired past the type's grace. One statement on the clock-in path.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { applicablePairs } from './applicability.repo.js';

/** One reason a staff member may not start a visit. `expiresOn` is 'YYYY-MM-DD' (null when missing). */
export type CredentialBlocker = {
  code: typeof ErrorCode.CREDENTIAL_EXPIRED | typeof ErrorCode.CREDENTIAL_MISSING;
  credentialTypeId: number;
  name: string;
  expiresOn: string | null;
};

/** Expired past grace on `today`: the expiry date plus the grace days is before today. */
const pastGrace = (today: string): SQL =>
  sql`(sc.expires_on IS NOT NULL AND sc.expires_on + p.grace_days < ${today}::date)`;

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
    sql`SELECT p.staff_id, p.type_id AS id, p.type_name AS name, sc.expires_on::text AS expires_on,
        sc.id IS NULL AS missing
      FROM ${applicablePairs({ today, staffIds, enforcedOnly: true })} p
      LEFT JOIN staff_credentials sc
        ON sc.staff_id = p.staff_id AND sc.credential_type_id = p.type_id AND sc.superseded_at IS NULL
      WHERE sc.id IS NULL OR ${pastGrace(today)}
      ORDER BY p.staff_id, p.type_name, p.type_id`,
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
