import {
  DNP,
  checkShape,
  decimal,
  flag,
  format,
  integer,
  oneOf,
  opt,
  req,
  segment,
  text,
  utcDateTime,
  type Check,
  type Json,
  type Shape,
} from './fields.js';
import { nineDigits, payerCodes, procedureCode, providerIdentification, timeZones } from './rules.js';
import { ErrorCodes, type Problem } from './types.js';

/** TelephonyPIN is an Integer of up to 9 digits; a digit string is accepted too (a PIN may start with 0). */
const telephonyPin: Check = (value, name) =>
  typeof value === 'string' ? text(9, /^\d{1,9}$/, 'up to 9 digits')(value, name) : integer(9)(value, name);

const call: Shape = {
  CallExternalID: req(text(16)),
  CallDateTime: req(utcDateTime),
  CallAssignment: req(oneOf(['Time In', 'Time Out'])),
  GroupCode: opt(text(6)),
  CallType: req(oneOf(['Telephony', 'Mobile', 'FVV', 'Manual'])),
  ProcedureCode: req(procedureCode),
  ClientIdentifierOnCall: opt(nineDigits),
  MobileLogin: opt(text(64)),
  CallLatitude: opt(decimal(-90, 90)),
  CallLongitude: opt(decimal(-180, 180)),
  TelephonyPIN: opt(telephonyPin),
  OriginatingPhoneNumber: opt(text(10, /^\d{10}$/, 'exactly 10 digits')),
  Location: DNP,
  VisitLocationType: opt(oneOf(['1', '2'])),
};

const visitChange: Shape = {
  SequenceID: req(text(16, /^\d+$/, 'a string of digits')),
  ChangeMadeBy: req(text(64)),
  ChangeDateTime: req(utcDateTime),
  GroupCode: opt(text(6)),
  ReasonCode: req(text(4)),
  ChangeReasonMemo: opt(text(256)),
  ResolutionCode: DNP,
};

/** TaskRefused is "Boolean shown as True/False" (§6.4): either spelling or a JSON boolean is accepted. */
const taskRefused: Check = (value, name) =>
  typeof value === 'boolean' || ['true', 'false', 'True', 'False'].includes(String(value))
    ? undefined
    : format(`${name} must be true/false.`);

const task: Shape = {
  TaskID: req(text(4)),
  TaskReading: opt(text(10, /^[A-Za-z0-9. ]*$/, 'letters, digits, spaces and periods only')),
  TaskRefused: opt(taskRefused),
};

const exceptionAcknowledgement: Shape = {
  ExceptionID: req(text(2)),
  ExceptionAcknowledged: req(flag),
};

const visitShape: Shape = {
  ProviderIdentification: providerIdentification,
  VisitOtherID: req(text(50)),
  SequenceID: req(integer(16)),
  EmployeeQualifier: req(oneOf(['EmployeeSSN'])),
  EmployeeOtherID: opt(text(64)),
  EmployeeIdentifier: req(nineDigits),
  GroupCode: opt(text(6)),
  ClientIDQualifier: req(oneOf(['ClientCustomID'])),
  ClientIdentifier: req(nineDigits),
  ClientID: req(nineDigits),
  ClientOtherID: opt(text(24)),
  VisitCancelledIndicator: opt(flag),
  ...payerCodes,
  VisitTimeZone: req(oneOf(timeZones)),
  AdjInDateTime: opt(utcDateTime),
  AdjOutDateTime: opt(utcDateTime),
  BillVisit: req(flag),
  Memo: opt(text(1024)),
  ClientVerifiedTimes: opt(flag),
  ClientVerifiedTasks: opt(flag),
  ClientVerifiedService: opt(flag),
  ClientSignatureAvailable: opt(flag),
  ClientVoiceRecording: opt(flag),
  ScheduleStartTime: DNP,
  ScheduleEndTime: DNP,
  ContingencyPlan: DNP,
  Reschedule: DNP,
  HoursToBill: DNP,
  HoursToPay: DNP,
  Calls: opt(segment(call)),
  VisitChanges: opt(segment(visitChange)),
  Tasks: opt(segment(task)),
  VisitExceptionAcknowledgement: opt(segment(exceptionAcknowledgement)),
};

export const callsOf = (record: Json): Json[] => (Array.isArray(record.Calls) ? (record.Calls as Json[]) : []);
export const changesOf = (record: Json): Json[] =>
  Array.isArray(record.VisitChanges) ? (record.VisitChanges as Json[]) : [];
export const isAdjusted = (record: Json) => record.AdjInDateTime != null || record.AdjOutDateTime != null;

/** The visit table and the rules that need nothing but the record itself (and the catalog). */
export function checkVisit(record: Json, catalog: ReadonlySet<string> | undefined): Problem | undefined {
  const problem = checkShape(record, visitShape);
  if (problem) return problem;
  if (record.ClientID !== record.ClientIdentifier) return format('ClientIdentifier and ClientID must be equal.');
  const calls = callsOf(record);
  for (const [index, c] of calls.entries()) {
    const callProblem = checkCall(c, calls, index);
    if (callProblem) return { ...callProblem, segment: 'Calls', index };
  }
  return checkCatalog(record, calls, catalog) ?? checkChangeMemo(record, calls);
}

function checkCall(c: Json, calls: Json[], index: number): Problem | undefined {
  const where = `Calls[${index}]`;
  if (calls.filter((other) => other.CallAssignment === c.CallAssignment).length > 1) {
    return format(`At most one "${String(c.CallAssignment)}" call per visit (${where}).`);
  }
  const needed =
    c.CallType === 'Mobile'
      ? ['MobileLogin', 'CallLatitude', 'CallLongitude']
      : c.CallType === 'Telephony'
        ? ['TelephonyPIN', 'OriginatingPhoneNumber']
        : [];
  const missing = needed.find((name) => c[name] == null || c[name] === '');
  if (missing)
    return { code: ErrorCodes.required, message: `${where}.${missing} is required for a ${String(c.CallType)} call.` };
  return undefined;
}

/** Exception 23: a ProcedureCode outside the configured catalog rejects the visit. */
function checkCatalog(record: Json, calls: Json[], catalog: ReadonlySet<string> | undefined): Problem | undefined {
  if (!catalog) return undefined;
  const missingService = (code: unknown) => ({
    code: ErrorCodes.missingService,
    message: `Missing Service (exception 23): ProcedureCode "${String(code)}" is not in the catalog.`,
  });
  if (!catalog.has(record.ProcedureCode as string)) return missingService(record.ProcedureCode);
  const index = calls.findIndex((c) => !catalog.has(c.ProcedureCode as string));
  return index < 0 ? undefined : { ...missingService(calls[index]?.ProcedureCode), segment: 'Calls', index };
}

/** Adjusted times or a Manual call need VisitChanges, each entry with a ChangeReasonMemo (§6.3, §9 item 9). */
function checkChangeMemo(record: Json, calls: Json[]): Problem | undefined {
  const manual = calls.some((c) => c.CallType === 'Manual');
  if (!manual && !isAdjusted(record)) return undefined;
  const why = manual ? 'a Manual call' : 'adjusted times (AdjInDateTime/AdjOutDateTime)';
  const changes = changesOf(record);
  if (changes.length === 0)
    return { code: ErrorCodes.changesRequired, message: `VisitChanges is required for ${why}.` };
  const index = changes.findIndex((c) => typeof c.ChangeReasonMemo !== 'string' || c.ChangeReasonMemo === '');
  if (index < 0) return undefined;
  const message = `VisitChanges[${index}].ChangeReasonMemo is required for ${why}.`;
  return { code: ErrorCodes.required, message, segment: 'VisitChanges', index };
}

/** §6.6 time table, adjusted times superseding their call: the effective out must be after the effective in. */
export function checkVisitTimes(record: Json, calls: Json[]): Problem | undefined {
  const callAt = (assignment: string) => calls.find((c) => c.CallAssignment === assignment)?.CallDateTime;
  const adjIn = record.AdjInDateTime as string | undefined;
  const adjOut = record.AdjOutDateTime as string | undefined;
  const timeIn = adjIn ?? (callAt('Time In') as string | undefined);
  const timeOut = adjOut ?? (callAt('Time Out') as string | undefined);
  if (timeIn === undefined || timeOut === undefined || Date.parse(timeOut) > Date.parse(timeIn)) return undefined;
  const inName = adjIn ? 'AdjInDateTime' : 'the Time In call';
  const outName = adjOut ? 'AdjOutDateTime' : 'the Time Out call';
  return { code: ErrorCodes.timeOrder, message: `${outName} (${timeOut}) must be after ${inName} (${timeIn}).` };
}
