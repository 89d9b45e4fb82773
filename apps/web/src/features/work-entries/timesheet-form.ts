import { z } from 'zod';
import {
  EDIT_REASONS,
  latitude,
  longitude,
  notesField,
  shiftDay,
  SignatureMsg,
  timesheetTimeIssue,
  toUtcWire,
  type TimeIssue,
  WorkEntryMsg,
  type WorkEntryOut,
} from '@hearth/shared';
import {
  EMPTY_SIGNATURE,
  missingSignaturePart,
  signatureBody,
  signatureValueOf,
  type SignatureValue,
} from '../../components/signature';
import type { WorkEntryPayload } from './api';
import { agencyTimeZone } from '../../lib/agency-zone';
import { fromLocalInputs, localIsoDate, toLocalInputs } from '../../lib/format';

/** Timesheet texts beyond WorkEntryMsg (spec 01 section 5 gives the rule, not the words). */
export const TimesheetText = {
  reasonRequired: 'Reason for change is required',
  reasonTextRequired: WorkEntryMsg.reasonTextRequired,
  chooseClientFirst: 'Choose a client first',
} as const;

/** Form fields that say why, not what: changing them alone edits nothing. */
const NOT_AN_EDIT: ReadonlySet<string> = new Set<keyof TimesheetFormValues>([
  'adminVerification',
  'editReason',
  'editReasonText',
]);

const anyDirty = (value: unknown): boolean =>
  value === true || (typeof value === 'object' && value !== null && Object.values(value).some(anyDirty));

/** Whether the form changes the entry itself (anything but the verification and the reason for change). */
export function editsEntry(dirtyFields: Partial<Record<string, unknown>>): boolean {
  return Object.entries(dirtyFields).some(([field, dirty]) => !NOT_AN_EDIT.has(field) && anyDirty(dirty));
}

export type TimesheetFormValues = {
  userId: number | '';
  clientId: number | '';
  serviceRequestId: number | '';
  /** 'YYYY-MM-DD' and 'HH:mm' in the timesheet's zone (the entry's own, or the agency's). */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  serviceStartLongitude: string;
  serviceStartLatitude: string;
  serviceEndLongitude: string;
  serviceEndLatitude: string;
  notes: string;
  /** 0 unset, 1 increased, 2 maintained, 3 decreased. */
  progress: number;
  adminVerification: boolean;
  /** The signature block: a drawing, a typed name or why the client cannot sign (or nothing). */
  signature: SignatureValue;
  editReason: string;
  editReasonText: string;
};

/** What the form produces: the wire body without workEntryId/version (the page adds them). */
export type TimesheetOutput = Omit<WorkEntryPayload, 'workEntryId' | 'version'>;

export const TIMESHEET_FIELDS: ReadonlySet<string> = new Set([
  'userId',
  'clientId',
  'serviceRequestId',
  'serviceStartLongitude',
  'serviceStartLatitude',
  'serviceEndLongitude',
  'serviceEndLatitude',
  'notes',
  'progress',
  'signature',
  'editReason',
  'editReasonText',
]);

/** The wire's signature fields, all shown by the one signature block. */
const SIGNATURE_WIRE_FIELDS: ReadonlySet<string> = new Set(['typedSignature', 'noSignatureReason', 'noSignatureText']);

/** The form field a server error's `field` is about (the wire's times are two inputs here). */
export function formFieldOf(field: string | undefined): keyof TimesheetFormValues | null {
  if (!field) return null;
  if (field === 'serviceStartTime') return 'startTime';
  if (field === 'serviceEndTime') return 'endTime';
  if (SIGNATURE_WIRE_FIELDS.has(field)) return 'signature';
  return TIMESHEET_FIELDS.has(field) ? (field as keyof TimesheetFormValues) : null;
}

export function emptyTimesheet(): TimesheetFormValues {
  return {
    userId: '',
    clientId: '',
    serviceRequestId: '',
    startDate: '',
    startTime: '',
    endDate: '',
    endTime: '',
    serviceStartLongitude: '',
    serviceStartLatitude: '',
    serviceEndLongitude: '',
    serviceEndLatitude: '',
    notes: '',
    progress: 0,
    adminVerification: false,
    signature: EMPTY_SIGNATURE,
    editReason: '',
    editReasonText: '',
  };
}

const coordinateText = (v: number | null) => (v === null ? '' : String(v));

/** A loaded entry as the edit form starts, its times in `timeZone` (the entry's own). */
export function entryToForm(entry: WorkEntryOut, timeZone: string): TimesheetFormValues {
  const start = toLocalInputs(entry.serviceStartTime, timeZone);
  const end = toLocalInputs(entry.serviceEndTime, timeZone);
  return {
    userId: entry.userId,
    clientId: entry.clientId,
    serviceRequestId: entry.serviceRequestId,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    serviceStartLongitude: coordinateText(entry.serviceStartLongitude),
    serviceStartLatitude: coordinateText(entry.serviceStartLatitude),
    serviceEndLongitude: coordinateText(entry.serviceEndLongitude),
    serviceEndLatitude: coordinateText(entry.serviceEndLatitude),
    notes: entry.notes ?? '',
    progress: entry.progress,
    adminVerification: entry.adminVerification,
    signature: signatureValueOf(entry),
    editReason: '',
    editReasonText: '',
  };
}

/** 'YYYY-MM-DD' one day after `date`. */
export const nextDay = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? shiftDay(date, 1) : date);

const idOrEmpty = z.union([z.number(), z.literal('')]);
const shape = z.object({
  userId: idOrEmpty,
  clientId: idOrEmpty,
  serviceRequestId: idOrEmpty,
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  serviceStartLongitude: z.string(),
  serviceStartLatitude: z.string(),
  serviceEndLongitude: z.string(),
  serviceEndLatitude: z.string(),
  notes: z.string(),
  progress: z.number(),
  adminVerification: z.boolean(),
  signature: z.custom<SignatureValue>(),
  editReason: z.string(),
  editReasonText: z.string(),
});

type Issue = { path: keyof TimesheetFormValues; message: string };

/** Which input a time refusal of the shared rule points at: the date when the dates are what is wrong. */
function inputOf(issue: TimeIssue, v: TimesheetFormValues): keyof TimesheetFormValues {
  if (issue.field === 'serviceStartTime') return 'startTime';
  const endDateWrong =
    issue.message === WorkEntryMsg.notSameDay ||
    issue.message === WorkEntryMsg.notSameDayOrMidnight ||
    (issue.message === WorkEntryMsg.endBeforeStart && v.endDate < v.startDate);
  return endDateWrong ? 'endDate' : 'endTime';
}

function timeIssues(v: TimesheetFormValues, editing: boolean, now: Date, zone: string): Issue[] {
  const issues: Issue[] = [];
  if (!v.startDate) issues.push({ path: 'startDate', message: WorkEntryMsg.startDateRequired });
  if (!v.startTime) issues.push({ path: 'startTime', message: WorkEntryMsg.startTimeRequired });
  if (!v.endDate) issues.push({ path: 'endDate', message: WorkEntryMsg.endDateRequired });
  if (!v.endTime) issues.push({ path: 'endTime', message: WorkEntryMsg.endTimeRequired });
  // A start day after today is wrong before any time is typed.
  if (v.startDate && v.startDate > localIsoDate(0, now, zone)) {
    issues.push({ path: 'startDate', message: WorkEntryMsg.startInFuture });
  }
  const start = fromLocalInputs(v.startDate, v.startTime, zone);
  const end = fromLocalInputs(v.endDate, v.endTime, zone);
  if (!start || !end) return issues;
  // The rule itself is the server's (packages/shared): same words, same limits.
  const issue = timesheetTimeIssue({ start, end, now, timeZone: zone, allowNextMidnight: editing });
  if (issue && !issues.some((i) => i.message === issue.message)) {
    issues.push({ path: inputOf(issue, v), message: issue.message });
  }
  return issues;
}

function otherIssues(v: TimesheetFormValues, editing: boolean, keepSignature: boolean): Issue[] {
  const issues: Issue[] = [];
  if (v.userId === '') issues.push({ path: 'userId', message: WorkEntryMsg.staffRequired });
  if (v.clientId === '') issues.push({ path: 'clientId', message: WorkEntryMsg.clientRequired });
  if (v.serviceRequestId === '') issues.push({ path: 'serviceRequestId', message: WorkEntryMsg.serviceRequired });
  const coordinates = [
    ['serviceStartLongitude', longitude],
    ['serviceStartLatitude', latitude],
    ['serviceEndLongitude', longitude],
    ['serviceEndLatitude', latitude],
  ] as const;
  for (const [path, schema] of coordinates) {
    const parsed = schema.safeParse(v[path]);
    if (!parsed.success) issues.push({ path, message: parsed.error.issues[0]?.message ?? 'Invalid value' });
  }
  // A place is both coordinates or neither.
  for (const [lng, lat] of [
    ['serviceStartLongitude', 'serviceStartLatitude'],
    ['serviceEndLongitude', 'serviceEndLatitude'],
  ] as const) {
    const [hasLng, hasLat] = [v[lng].trim() !== '', v[lat].trim() !== ''];
    if (hasLng !== hasLat) issues.push({ path: hasLng ? lat : lng, message: WorkEntryMsg.coordinatesPair });
  }
  // A timesheet may have no signature (the EVV checks flag it), but a reason 'other' needs its words.
  const missing = missingSignaturePart(v.signature);
  if (missing === 'noSignatureText') issues.push({ path: 'signature', message: SignatureMsg.reasonTextRequired });
  else if (missing && keepSignature) issues.push({ path: 'signature', message: WorkEntryMsg.signatureKept });
  const notes = notesField.safeParse(v.notes);
  if (!notes.success) issues.push({ path: 'notes', message: notes.error.issues[0]?.message ?? 'Invalid value' });
  if (editing) {
    // Pennsylvania tracks manual edits of visits: an admin's edit says why.
    if (!EDIT_REASONS.some((r) => r.code === v.editReason)) {
      issues.push({ path: 'editReason', message: TimesheetText.reasonRequired });
    } else if (v.editReason === 'other' && !v.editReasonText.trim()) {
      issues.push({ path: 'editReasonText', message: TimesheetText.reasonTextRequired });
    }
  }
  return issues;
}

const coordinate = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * The timesheet's rules (spec 01 section 5) with the spec's messages, producing the wire body:
 * times as UTC 'YYYY-MM-DD HH:mm:ss' from the inputs read in `timeZone`, sent with that zone.
 */
export function timesheetSchema({
  editing,
  keepSignature = false,
  now = () => new Date(),
  timeZone = agencyTimeZone(),
}: {
  editing: boolean;
  /** The zone the inputs are in: the entry's own when editing, the agency's when creating. */
  timeZone?: string;
  /** A completed entry keeps a signature once it has one (the server refuses to drop it). */
  keepSignature?: boolean;
  now?: () => Date;
}) {
  return shape
    .superRefine((v, ctx) => {
      for (const issue of [...otherIssues(v, editing, keepSignature), ...timeIssues(v, editing, now(), timeZone)]) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    })
    .transform((v): TimesheetOutput => {
      const start = fromLocalInputs(v.startDate, v.startTime, timeZone)!;
      const end = fromLocalInputs(v.endDate, v.endTime, timeZone)!;
      return {
        userId: v.userId === '' ? undefined : v.userId,
        clientId: v.clientId as number,
        serviceRequestId: v.serviceRequestId as number,
        serviceStartTime: toUtcWire(start),
        serviceEndTime: toUtcWire(end),
        serviceStartLongitude: coordinate(v.serviceStartLongitude),
        serviceStartLatitude: coordinate(v.serviceStartLatitude),
        serviceEndLongitude: coordinate(v.serviceEndLongitude),
        serviceEndLatitude: coordinate(v.serviceEndLatitude),
        notes: v.notes.trim() === '' ? null : v.notes,
        ...signatureBody(v.signature),
        progress: v.progress,
        adminVerification: v.adminVerification,
        timeZone,
        ...(editing
          ? {
              editReason: v.editReason,
              editReasonText: v.editReason === 'other' ? v.editReasonText.trim() : null,
            }
          : {}),
      };
    });
}
