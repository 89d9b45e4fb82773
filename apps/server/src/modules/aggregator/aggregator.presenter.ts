import type { AggregatorKind, AggregatorRecordOut, AggregatorState } from '@hearth/shared';
import { iso, isoOrNull, numOrNull, text, textOrNull, type Row } from '../../db/rows.js';

const REJECTED_FIX: Record<AggregatorKind, string> = {
  client: "Correct the client's MCI, name or address and save the client: it is sent again.",
  employee: "Correct the staff member's name or SSN and save: they are sent again.",
  visit:
    "Correct the visit's times or service (or the service's codes in Settings, EVV aggregator) and save: it is sent again.",
};

/** Why a visit waits when the sender wrote no reason: its client or staff member is not accepted yet. */
function visitWait(r: Row): string | null {
  if (r.client_state !== 'accepted') return 'Waits for its client to be accepted by the aggregator.';
  if (r.employee_state !== 'accepted') return 'Waits for its staff member to be accepted by the aggregator.';
  return null;
}

function fixOf(kind: AggregatorKind, state: AggregatorState, waitingOn: string | null): string | null {
  if (state === 'rejected') return REJECTED_FIX[kind];
  if (state !== 'waiting' || !waitingOn) return null;
  if (waitingOn.startsWith('Waits for its client')) return 'Open the client and resolve its state first.';
  if (waitingOn.startsWith('Waits for its staff')) return 'Open the staff member and resolve their state first.';
  if (waitingOn.includes('Settings')) return 'Open Settings, EVV aggregator.';
  return kind === 'client' ? 'Edit the client.' : kind === 'employee' ? 'Edit the staff member.' : 'Edit the visit.';
}

export function presentRecord(r: Row): AggregatorRecordOut {
  const kind = text(r.kind) as AggregatorKind;
  const state = text(r.state) as AggregatorState;
  const waitingOn = state === 'waiting' ? (textOrNull(r.waiting_on) ?? (kind === 'visit' ? visitWait(r) : null)) : null;
  return {
    kind,
    recordId: Number(r.record_id),
    name: text(r.name),
    state,
    waitingOn,
    sequenceId: numOrNull(r.sequence_id),
    transactionId: textOrNull(r.transaction_id),
    errorCode: state === 'rejected' ? textOrNull(r.error_code) : null,
    errorMessage: state === 'rejected' ? textOrNull(r.error_message) : null,
    fix: fixOf(kind, state, waitingOn),
    clientId: kind === 'visit' ? numOrNull(r.client_id) : kind === 'client' ? Number(r.record_id) : null,
    employeeId: kind === 'visit' ? numOrNull(r.employee_id) : kind === 'employee' ? Number(r.record_id) : null,
    sentAt: isoOrNull(r.sent_at),
    acceptedAt: isoOrNull(r.accepted_at),
    updatedAt: iso(r.updated_at),
  };
}
