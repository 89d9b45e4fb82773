/**
 * The history of a work entry: every change as field → [before, after] in wire terms (UTC times,
 * dollars), who made it and, for manual edits, why. Drawn signatures are recorded by their MD5
 * digest, never the image; a typed name and a no-signature reason as they are (which kind of
 * signature an entry held, and when it changed, reads straight off the history). Notes autosaves are coalesced: a save folds into the entry's latest history
 * row when that row is a 'notes_updated' row of the same user opened less than five minutes ago,
 * so typing during a visit leaves at most one row per five minutes (before → latest notes), while
 * the entry itself always holds the latest notes.
 */
import { createHash } from 'node:crypto';
import { listName, toUtcWire, type WorkEntryHistoryOut } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { isoOut } from '../../platform/records.js';
import { reasonLabel, type EditReason } from './work-entry-rules.js';
import * as historyRepo from './work-entry-history.repo.js';
import type { WorkEntryRow } from './work-entries.repo.js';

/** How long a notes burst keeps folding into one history row. */
export const NOTES_COALESCE_MS = 5 * 60_000;

export type Changes = Record<string, [unknown, unknown]>;
type Snapshot = Record<string, unknown>;

export const signatureDigest = (signature: string | null | undefined) =>
  signature ? createHash('md5').update(signature).digest('hex') : null;

const money = (cents: number | null) => (cents === null ? null : cents / 100);
const wire = (d: Date | null) => (d ? toUtcWire(d) : null);

/** The tracked fields of an entry, as history records them. */
export function snapshotOf(row: WorkEntryRow): Snapshot {
  return {
    userId: row.userId,
    clientId: row.clientId,
    serviceRequestId: row.clientServiceId,
    serviceStartTime: wire(row.startTime),
    serviceEndTime: wire(row.endTime),
    serviceStartLatitude: row.startLatitude,
    serviceStartLongitude: row.startLongitude,
    serviceEndLatitude: row.endLatitude,
    serviceEndLongitude: row.endLongitude,
    startLocationMissing: row.startLocationMissing,
    endLocationMissing: row.endLocationMissing,
    notes: row.notes,
    progress: row.progress,
    signature: signatureDigest(row.signature),
    typedSignature: row.typedSignature,
    noSignatureReason: row.noSignatureReason,
    noSignatureText: row.noSignatureText,
    adminVerification: row.adminVerification,
    timeZone: row.timeZone,
    status: row.status,
    elapsedTime: row.elapsedHours,
    unitsUsed: row.unitsUsed,
    grossAmount: money(row.grossCents),
    netAmount: money(row.netCents),
  };
}

/** Fields whose value differs, as [before, after]; `before` null means "from nothing" (a new entry). */
export function diff(before: Snapshot | null, after: Snapshot): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before ? (before[key] ?? null) : null;
    if (JSON.stringify(old) !== JSON.stringify(value ?? null) && !(before === null && value == null)) {
      changes[key] = [old, value ?? null];
    }
  }
  return changes;
}

export async function recordHistory(
  db: Db,
  p: { entryId: number; action: string; changes: Changes; actorId: number; now: Date; manual?: EditReason },
): Promise<void> {
  await historyRepo.insertHistory(db, {
    workEntryId: p.entryId,
    action: p.action,
    changes: p.changes,
    isManualEdit: p.manual !== undefined,
    reasonCode: p.manual?.code ?? null,
    reasonText: p.manual?.text ?? null,
    recordedAt: p.now,
    recordedById: p.actorId,
  });
}

/**
 * Records a notes-only autosave: folded into the current burst's row when there is one (true),
 * else a new 'notes_updated' row (false).
 */
export async function recordNotesSave(
  db: Db,
  p: { entryId: number; actorId: number; now: Date; before: string | null; after: string | null },
): Promise<boolean> {
  const folded = await historyRepo.coalesceNotesHistory(db, {
    entryId: p.entryId,
    userId: p.actorId,
    since: new Date(p.now.getTime() - NOTES_COALESCE_MS),
    notes: p.after,
  });
  if (folded) return true;
  await recordHistory(db, {
    entryId: p.entryId,
    action: 'notes_updated',
    changes: { notes: [p.before, p.after] },
    actorId: p.actorId,
    now: p.now,
  });
  return false;
}

/**
 * History rows oldest first, each with the entry as it stood after that change (service, times,
 * verification, notes). Replayed backwards from the entry's current state, so entries imported
 * without a creation row still show sensible values.
 */
export async function presentHistory(db: Db, entry: WorkEntryRow): Promise<WorkEntryHistoryOut[]> {
  const rows = await historyRepo.historyOf(db, entry.id);
  const state = snapshotOf(entry);
  const snapshots: Snapshot[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    snapshots[i] = { ...state };
    for (const [key, [before]] of Object.entries(rows[i]!.changes as Changes)) state[key] = before;
  }
  const serviceIds = new Set<number>();
  for (const s of snapshots) if (typeof s.serviceRequestId === 'number') serviceIds.add(s.serviceRequestId);
  const names = await historyRepo.serviceNamesOf(db, [...serviceIds]);
  return rows.map((row, i) => {
    const s = snapshots[i]!;
    return {
      id: row.id,
      serviceRequest: names.get(s.serviceRequestId as number) ?? '',
      serviceStartTime: (s.serviceStartTime as string | null) ?? null,
      serviceEndTime: (s.serviceEndTime as string | null) ?? null,
      adminVerification: Boolean(s.adminVerification),
      notes: (s.notes as string | null) ?? null,
      recordAction: row.action,
      recordActionDate: isoOut(row.recordedAt),
      recordedBy: row.recordedByLastName
        ? listName({
            lastName: row.recordedByLastName,
            firstName: row.recordedByFirstName ?? '',
            middleName: row.recordedByMiddleName,
          })
        : null,
      changes: row.changes as Changes,
      isManualEdit: row.isManualEdit,
      reason: row.isManualEdit ? reasonLabel(row.reasonCode, row.reasonText) : null,
    };
  });
}
