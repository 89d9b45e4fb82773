/**
 * The "Credential compliance" report (issue 22, docs/decisions/018 "Training hours and reports"):
 * every active staff member × required credential type that applies to them today, with the
 * credential's state (CREDENTIAL_STATE_LABELS) and dates. Its row and columns.
 */
import { z } from 'zod';
import type { ReportColumn } from '../report-columns.js';

export const CREDENTIAL_COMPLIANCE = 'credential_compliance' as const;

export const credentialComplianceRow = z.object({
  staffId: z.number(),
  name: z.string(),
  credentialTypeId: z.number(),
  credential: z.string(),
  /** 'Valid', 'Expiring', 'Expired, in grace', 'Expired' or 'Missing'. */
  state: z.string(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  /** Days until expiry (negative: since); null when missing or without expiry. */
  daysLeft: z.number().nullable(),
  /** 'Yes' when the type refuses visits (required and enforced). */
  enforced: z.string(),
});
export type CredentialComplianceRow = z.infer<typeof credentialComplianceRow>;

export function credentialComplianceColumns(): ReportColumn[] {
  return [
    { key: 'name', header: 'Staff Name', kind: 'text' },
    { key: 'credential', header: 'Credential', kind: 'text' },
    { key: 'state', header: 'State', kind: 'text' },
    { key: 'issuedOn', header: 'Issued', kind: 'date' },
    { key: 'expiresOn', header: 'Expires', kind: 'date' },
    { key: 'daysLeft', header: 'Days Left', kind: 'number', total: false },
    { key: 'enforced', header: 'Enforced', kind: 'text' },
  ];
}
