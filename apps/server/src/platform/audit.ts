import type { Db } from '../db/client.js';
import { auditEvents } from '../db/schema/index.js';

export type AuditEntry = {
  actorUserId?: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number | null;
  ip?: string | null;
  /** Context only: never a password, code, token or SSN. */
  details?: Record<string, unknown>;
};

/** Appends one row to the audit trail. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorUserId: entry.actorUserId ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}
