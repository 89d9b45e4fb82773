/**
 * One batch of one kind (at most 5,000 records, §1.3): the waiting records that can go, built
 * into the aggregator's records with fresh SequenceIDs; the rest marked with what they wait on.
 */
import type { AggregatorKind } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import type { FieldCipher } from '../../platform/field-crypto.js';
import type { AggregatorSettings } from './aggregator-settings.repo.js';
import { pendingRecords, VISIT_READY, type PendingRecord } from './outbox.repo.js';
import { clientRows, employeeRows, sealedSsns, visitRows } from './payload-rows.repo.js';
import { clientRecord, employeeIdentifier, employeeRecord, type Built, type Json } from './payloads.js';
import { nextSequenceIds, type SendingItem } from './sender.repo.js';
import { visitRecord } from './visit-payload.js';

/** The vendor's limit per call (§1.3): more, and the whole call is refused. */
export const BATCH_LIMIT = 5000;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export type Batch = {
  read: PendingRecord[];
  records: Json[];
  sending: SendingItem[];
  waiting: { recordId: number; waitingOn: string }[];
  /** Records that are not sent at all (a user who is not a staff member, a record gone). */
  dropped: number[];
};

/**
 * Employee identifiers of every user with an SSN: 4 generic digits and the last 5 of the SSN. The
 * generic digits are 0000 unless a user with a lower id has the same last 5 (then 0001, ...).
 */
export async function employeeIdentifiers(db: Db, cipher: FieldCipher): Promise<Map<number, string | null>> {
  const seen = new Map<string, number>();
  const out = new Map<number, string | null>();
  for (const row of await sealedSsns(db)) {
    let ssn: string | null = null;
    try {
      ssn = cipher.decrypt(row.ssnEncrypted);
    } catch {
      ssn = null;
    }
    const last5 = (ssn ?? '').replace(/\D/g, '').slice(-5);
    const generic = seen.get(last5) ?? 0;
    seen.set(last5, generic + 1);
    out.set(row.id, employeeIdentifier(ssn, generic));
  }
  return out;
}

export type BatchContext = {
  settings: AggregatorSettings;
  identifiers: Map<number, string | null>;
  now: Date;
  /** Who made a change, as the aggregator is told (ChangeMadeBy). */
  changedBy: (userId: number | null) => string;
};

function split(
  read: PendingRecord[],
  built: Map<number, Built & { calls?: Json[]; clientId?: number; employeeId?: number }>,
  seqs: number[],
): Batch {
  const batch: Batch = { read, records: [], sending: [], waiting: [], dropped: [] };
  read.forEach((p, i) => {
    const b = built.get(p.recordId);
    if (!b) batch.dropped.push(p.recordId);
    else if ('waitingOn' in b) batch.waiting.push({ recordId: p.recordId, waitingOn: b.waitingOn });
    else {
      batch.records.push(b.record);
      batch.sending.push({
        recordId: p.recordId,
        sequenceId: seqs[i]!,
        calls: b.calls ?? null,
        clientId: b.clientId ?? null,
        employeeId: b.employeeId ?? null,
      });
    }
  });
  return batch;
}

/** Reads and builds the next batch of `kind` (in the sender's transaction). */
export async function nextBatch(tx: Db, kind: AggregatorKind, c: BatchContext, size: number): Promise<Batch> {
  const read = await pendingRecords(tx, kind, Math.min(size, BATCH_LIMIT), kind === 'visit' ? VISIT_READY : undefined);
  if (read.length === 0) return { read, records: [], sending: [], waiting: [], dropped: [] };
  const ids = read.map((r) => r.recordId);
  const seqs = await nextSequenceIds(tx, read.length, c.now);
  const seqOf = new Map(read.map((r, i) => [r.recordId, seqs[i]!]));
  const provider = { ProviderQualifier: c.settings.providerQualifier, ProviderID: c.settings.providerId ?? '' };
  const built = new Map<number, Built & { calls?: Json[]; clientId?: number; employeeId?: number }>();
  if (kind === 'client') {
    for (const row of await clientRows(tx, ids))
      built.set(
        row.id,
        clientRecord(row, { provider, sequenceId: seqOf.get(row.id)!, timeZone: c.settings.timeZoneName }),
      );
  } else if (kind === 'employee') {
    // Only staff members are employees; any other user read here is dropped (not sent).
    for (const row of await employeeRows(tx, ids)) {
      const identifier = c.identifiers.get(row.id) ?? null;
      built.set(row.id, employeeRecord({ ...row, identifier }, { provider, sequenceId: seqOf.get(row.id)! }));
    }
  } else {
    const changesOf = new Map(read.map((r) => [r.recordId, r.changes]));
    let builtCount = 0;
    for (const row of await visitRows(tx, ids)) {
      // Build in slices: the API shares this event loop (a clock-in must not wait for 5,000 records).
      if (++builtCount % 250 === 0) await yieldToEventLoop();
      const employee = c.identifiers.get(row.userId);
      const changes = (changesOf.get(row.id) ?? [])
        .filter((ch) => row.everPosted || ch.reason !== null)
        .map((ch) => ({ ...ch, changedBy: c.changedBy(ch.changedById) }));
      const b: Built & { calls?: Json[] } = employee
        ? visitRecord(row, changes, {
            provider,
            sequenceId: seqOf.get(row.id)!,
            timeZone: c.settings.timeZoneName,
            payerId: c.settings.payerId,
            payerProgram: c.settings.payerProgram,
            employeeIdentifier: employee,
            reasonCodes: c.settings.reasonCodes,
            now: c.now,
          })
        : { waitingOn: 'The staff member has no SSN on file.' };
      built.set(row.id, { ...b, clientId: row.clientId, employeeId: row.userId });
    }
  }
  return split(
    read,
    built,
    read.map((r) => seqOf.get(r.recordId)!),
  );
}
