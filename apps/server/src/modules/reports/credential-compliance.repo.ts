/**
 * The "Credential compliance" report (issue 22, docs/decisions/018): every active staff member ×
 * active required credential type that applies to them today (the credentials module's one
 * applicability block), with the current credential's state on the agency's today and its dates.
 * Reads for reporting, never writes.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CREDENTIAL_STATE_LABELS,
  credentialState,
  reportColumns,
  Status,
  type CredentialComplianceRow,
  type ReportFilters,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { and, num, rowsOf, type Row } from '../../db/rows.js';
import { dateOut } from '../../platform/records.js';
import { applicablePairs } from '../credentials/index.js';
import type { ReportHandler } from './report-handlers.js';
import { reportName, streamRows } from './report-sql.js';

/** The pairs of the filters with the current (not superseded) credential of each, by name then type. */
export function credentialComplianceSelect(f: ReportFilters, today: string): SQL {
  // Only active staff have pairs: asking for inactive staff gives none.
  const pairs = applicablePairs({ today, staffIds: f.staffId !== null ? [f.staffId] : undefined });
  return sql`
    SELECT p.staff_id, u.first_name, u.last_name, u.middle_name, p.type_id, p.type_name, p.enforced,
      p.grace_days, sc.issued_on, sc.expires_on, sc.id AS credential_id
    FROM ${pairs} p
    JOIN users u ON u.id = p.staff_id
    LEFT JOIN staff_credentials sc ON sc.staff_id = p.staff_id AND sc.credential_type_id = p.type_id
      AND sc.superseded_at IS NULL
    WHERE ${and([sql`p.required_for_visits`, f.status === Status.Inactive && sql`FALSE`])}
    ORDER BY u.last_name, u.first_name, u.middle_name NULLS FIRST, p.staff_id, p.type_name, p.type_id`;
}

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** A database row as the report shows it (a whitelist). */
export function presentCredentialCompliance(r: Row, today: string): CredentialComplianceRow {
  const issuedOn = dateOut(r.issued_on as string | Date | null);
  const expiresOn = dateOut(r.expires_on as string | Date | null);
  const missing = r.credential_id === null || r.credential_id === undefined;
  const state = missing ? 'missing' : credentialState(expiresOn, num(r.grace_days), today);
  return {
    staffId: num(r.staff_id),
    name: reportName(r.last_name, r.first_name, r.middle_name),
    credentialTypeId: num(r.type_id),
    credential: String(r.type_name),
    state: CREDENTIAL_STATE_LABELS[state],
    issuedOn: missing ? null : issuedOn,
    expiresOn: missing ? null : expiresOn,
    daysLeft: missing || expiresOn === null ? null : daysBetween(today, expiresOn),
    enforced: r.enforced ? 'Yes' : 'No',
  };
}

export const credentialComplianceHandler: ReportHandler = {
  page: async (db: Db, f, today) => {
    const [rows, [count]] = await Promise.all([
      rowsOf(db, sql`${credentialComplianceSelect(f, today)} LIMIT ${f.limit} OFFSET ${f.offset}`),
      rowsOf(db, sql`SELECT count(*) AS n FROM (${credentialComplianceSelect(f, today)}) x`),
    ]);
    const recordCount = num(count?.n);
    return {
      data: rows.map((r) => presentCredentialCompliance(r, today)),
      recordCount,
      stats: { recordCount, totalUnits: 0, totalGross: 0, totalNet: 0 },
    };
  },
  columns: () => reportColumns('credential_compliance'),
  rows: (db, f, today, sink) =>
    streamRows(db, credentialComplianceSelect(f, today), (rows) =>
      sink(rows.map((r) => presentCredentialCompliance(r, today))),
    ),
};
