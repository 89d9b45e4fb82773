/**
 * The SQL of expiry alerts (docs/decisions/018, "Enforcement and alerts"): the current credentials
 * of applicable types that crossed a threshold (60 days, 30 days, expired) with no alert recorded
 * for it, and the record that one went out.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lastFirst, pgArray, rowsOf, text, textOrNull } from '../../db/rows.js';
import { applicablePairs } from './applicability.repo.js';

export type AlertThreshold = '60' | '30' | 'expired';

export type PendingCredentialAlert = {
  staffCredentialId: number;
  threshold: AlertThreshold;
  typeName: string;
  expiresOn: string;
  staffName: string;
  email: string;
  mobile: string | null;
};

/**
 * Every current credential (not superseded) of an active type that applies to its active staff
 * member on `today`, expiring within 60 days or expired, whose threshold has no alert yet: past
 * the expiry date 'expired', within 30 days '30', else '60'. A renewed credential is superseded,
 * so it is alerted no more; the renewal's own expiry starts afresh.
 */
export async function pendingAlerts(db: Db, today: string): Promise<PendingCredentialAlert[]> {
  const threshold = sql`CASE WHEN sc.expires_on < ${today}::date THEN 'expired'
    WHEN sc.expires_on <= ${today}::date + 30 THEN '30' ELSE '60' END`;
  const rows = await rowsOf(
    db,
    sql`SELECT sc.id, ${threshold} AS threshold, p.type_name AS name, sc.expires_on::text AS expires_on,
        u.first_name, u.middle_name, u.last_name, u.email, u.mobile
      FROM ${applicablePairs({ today })} p
      JOIN staff_credentials sc ON sc.staff_id = p.staff_id AND sc.credential_type_id = p.type_id
      JOIN users u ON u.id = p.staff_id
      WHERE sc.superseded_at IS NULL AND sc.expires_on IS NOT NULL AND sc.expires_on <= ${today}::date + 60
        AND NOT EXISTS (SELECT 1 FROM credential_alerts ca
          WHERE ca.staff_credential_id = sc.id AND ca.threshold = ${threshold})
      ORDER BY sc.expires_on, u.last_name, u.first_name, sc.id`,
  );
  return rows.map((r) => ({
    staffCredentialId: Number(r.id),
    threshold: text(r.threshold) as AlertThreshold,
    typeName: text(r.name),
    expiresOn: text(r.expires_on),
    staffName: lastFirst(r.last_name, r.first_name, r.middle_name),
    email: text(r.email),
    mobile: textOrNull(r.mobile) || null,
  }));
}

/** Records the alerts that went out (a second record of the same one is ignored). */
export async function recordAlerts(db: Db, sent: PendingCredentialAlert[], now: Date): Promise<void> {
  if (sent.length === 0) return;
  await db.execute(
    sql`INSERT INTO credential_alerts (staff_credential_id, threshold, sent_at)
      SELECT id, threshold, ${now} FROM unnest(${pgArray(
        sent.map((a) => a.staffCredentialId),
        'int',
      )}, ${pgArray(
        sent.map((a) => a.threshold),
        'text',
      )}) AS x(id, threshold)
      ON CONFLICT (staff_credential_id, threshold) DO NOTHING`,
  );
}

/**
 * The Overview's credential figures on `today`, counted as the credentials list states them (every
 * applicable staff member × type, current credentials): expired past grace, expiring within 30 and
 * within 60 days (not yet expired), and required types with no current credential. One statement.
 */
export async function credentialCounts(
  db: Db,
  today: string,
): Promise<{ expired: number; expiring30: number; expiring60: number; missing: number }> {
  const d = sql`${today}::date`;
  const [r] = await rowsOf(
    db,
    sql`SELECT
        count(*) FILTER (WHERE sc.expires_on + p.grace_days < ${d}) AS expired,
        count(*) FILTER (WHERE sc.expires_on >= ${d} AND sc.expires_on <= ${d} + 30) AS expiring30,
        count(*) FILTER (WHERE sc.expires_on >= ${d} AND sc.expires_on <= ${d} + 60) AS expiring60,
        count(*) FILTER (WHERE sc.id IS NULL AND p.required_for_visits) AS missing
      FROM ${applicablePairs({ today })} p
      LEFT JOIN staff_credentials sc
        ON sc.staff_id = p.staff_id AND sc.credential_type_id = p.type_id AND sc.superseded_at IS NULL`,
  );
  return {
    expired: Number(r?.expired ?? 0),
    expiring30: Number(r?.expiring30 ?? 0),
    expiring60: Number(r?.expiring60 ?? 0),
    missing: Number(r?.missing ?? 0),
  };
}
