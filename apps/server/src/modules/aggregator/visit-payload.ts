/**
 * The visit record (§8.3): the calls as first captured (never changed once sent), adjusted times
 * and a VisitChanges entry for every later change, BillVisit "false" for a visit not to be paid.
 */
import { DEFAULT_AGGREGATOR_REASON_CODES, type AggregatorChangeReason } from '@hearth/shared';
import { clean, utc, type Built, type Json, type Provider } from './payloads.js';

export type VisitRow = {
  id: number;
  userId: number;
  clientId: number;
  completed: boolean;
  startTime: Date;
  endTime: Date | null;
  startLatitude: number | null;
  startLongitude: number | null;
  endLatitude: number | null;
  endLongitude: number | null;
  startLocationMissing: string | null;
  endLocationMissing: string | null;
  /** Entered by an admin (a timesheet), not punched on the staff member's phone. */
  enteredByAdmin: boolean;
  signed: boolean;
  mci: string;
  serviceCode: string | null;
  procedureCode: string | null;
  modifiers: string[];
  payerId: string | null;
  payerProgram: string | null;
  /** The calls as first sent, and whether anything was ever posted for this visit. */
  sentCalls: Json[] | null;
  everPosted: boolean;
};

export type VisitChange = { changedAt: Date; changedBy: string; reason: string | null; memo: string | null };

export type VisitContext = {
  provider: Provider;
  sequenceId: number;
  timeZone: string;
  payerId: string | null;
  payerProgram: string | null;
  employeeIdentifier: string;
  reasonCodes: Record<string, string>;
  now: Date;
};

const MEMO_OF: Record<string, string> = {
  manual_entry: 'Entered by an admin from the visit documentation.',
  record_update: 'Verification, signature or notes updated in Hearth.',
  void: 'Visit no longer billable.',
  resend: 'Sent again by Hearth after an unanswered transmission.',
};

function call(v: VisitRow, at: Date, end: 'in' | 'out', procedureCode: string): Json {
  const base = {
    CallExternalID: `${v.id}-${end === 'in' ? 'I' : 'O'}`.slice(0, 16),
    CallDateTime: utc(at),
    CallAssignment: end === 'in' ? 'Time In' : 'Time Out',
  };
  const lat = end === 'in' ? v.startLatitude : v.endLatitude;
  const lng = end === 'in' ? v.startLongitude : v.endLongitude;
  if (!v.enteredByAdmin && lat !== null && lng !== null) {
    return {
      ...base,
      CallType: 'Mobile',
      ProcedureCode: procedureCode,
      MobileLogin: `hearth-${v.userId}`,
      CallLatitude: lat,
      CallLongitude: lng,
    };
  }
  return { ...base, CallType: 'Manual', ProcedureCode: procedureCode };
}

/** Why a call is Manual, as a change of its own (a Manual call needs a VisitChanges entry, §8.3). */
function manualCallChanges(v: VisitRow, at: Date): VisitChange[] {
  if (v.enteredByAdmin) return [{ changedAt: at, changedBy: 'Hearth', reason: 'manual_entry', memo: null }];
  const missing = [
    v.startLocationMissing && `clock-in (${v.startLocationMissing})`,
    v.endLocationMissing && `clock-out (${v.endLocationMissing})`,
  ]
    .filter(Boolean)
    .join(' and ');
  const memo = `The phone gave no location at ${missing || 'the punch'}.`;
  return [{ changedAt: at, changedBy: 'Hearth', reason: 'device_problem', memo }];
}

function changeEntries(changes: VisitChange[], c: VisitContext): Json[] {
  return changes.map((ch) => {
    const reason = (ch.reason ?? 'record_update') as AggregatorChangeReason;
    const code =
      c.reasonCodes[reason] ?? DEFAULT_AGGREGATOR_REASON_CODES[reason] ?? DEFAULT_AGGREGATOR_REASON_CODES.other;
    const memo = ch.memo?.trim() || MEMO_OF[reason] || 'Corrected in Hearth from the visit documentation.';
    return {
      SequenceID: String(c.sequenceId),
      ChangeMadeBy: clean(ch.changedBy, 64),
      ChangeDateTime: utc(ch.changedAt),
      ReasonCode: code,
      ChangeReasonMemo: clean(memo, 256),
    };
  });
}

/** The visit as sent now, with the calls it carries (to keep on the first send). */
export function visitRecord(v: VisitRow, changes: VisitChange[], c: VisitContext): Built & { calls?: Json[] } {
  if (!v.endTime) return { waitingOn: 'The visit has not ended.' };
  // The aggregator refuses a Time Out that is not after the Time In (§6.6); Hearth keeps minutes.
  if (v.endTime <= v.startTime)
    return {
      waitingOn:
        'The visit ends the minute it starts: correct its times (the aggregator needs the end after the start).',
    };
  const payerId = v.payerId ?? c.payerId;
  const payerProgram = v.payerProgram ?? c.payerProgram;
  if (!payerId || !payerProgram) return { waitingOn: 'Set the payer ID and program in Settings, EVV aggregator.' };
  const code = v.procedureCode ?? v.serviceCode;
  if (!code) return { waitingOn: 'The authorization has no service: set its service.' };
  const procedureCode = code.toUpperCase().slice(0, 5);
  const calls = v.sentCalls ?? [call(v, v.startTime, 'in', procedureCode), call(v, v.endTime, 'out', procedureCode)];
  const sentAt = (end: 'Time In' | 'Time Out') => calls.find((x) => x.CallAssignment === end)?.CallDateTime;
  const adjIn = sentAt('Time In') !== utc(v.startTime) ? utc(v.startTime) : undefined;
  const adjOut = sentAt('Time Out') !== utc(v.endTime) ? utc(v.endTime) : undefined;
  const manual = calls.some((x) => x.CallType === 'Manual');
  const all = [...(v.sentCalls === null && manual ? manualCallChanges(v, v.endTime) : []), ...changes];
  const needsChanges = v.everPosted || manual || adjIn !== undefined || adjOut !== undefined;
  if (needsChanges && all.length === 0)
    all.push({ changedAt: c.now, changedBy: 'Hearth', reason: 'resend', memo: null });
  const modifiers = Object.fromEntries(v.modifiers.slice(0, 4).map((m, i) => [`Modifier${i + 1}`, m]));
  const record: Json = {
    ProviderIdentification: c.provider,
    VisitOtherID: String(v.id),
    SequenceID: c.sequenceId,
    EmployeeQualifier: 'EmployeeSSN',
    EmployeeOtherID: String(v.userId),
    EmployeeIdentifier: c.employeeIdentifier,
    ClientIDQualifier: 'ClientCustomID',
    ClientIdentifier: v.mci.trim(),
    ClientID: v.mci.trim(),
    ClientOtherID: String(v.clientId),
    VisitCancelledIndicator: 'false',
    PayerID: payerId,
    PayerProgram: payerProgram,
    ProcedureCode: procedureCode,
    ...modifiers,
    VisitTimeZone: c.timeZone,
    ...(adjIn ? { AdjInDateTime: adjIn } : {}),
    ...(adjOut ? { AdjOutDateTime: adjOut } : {}),
    BillVisit: v.completed ? 'true' : 'false',
    ClientVerifiedTimes: v.signed ? 'true' : 'false',
    ClientSignatureAvailable: v.signed ? 'true' : 'false',
    Calls: calls,
    ...(needsChanges ? { VisitChanges: changeEntries(all, c) } : {}),
  };
  return { record, calls };
}
