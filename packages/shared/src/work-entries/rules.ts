/** Work entries' words and rules both sides apply: limits, messages, edit reasons, progress, who entered an entry. */
export const NOTES_MAX = 10_000;
export const SIGNATURE_MAX_BYTES = 500 * 1024;

export const WorkEntryMsg = {
  staffRequired: 'Staff Name is required',
  clientRequired: 'Client Name is required',
  serviceRequired: 'Service Code is required',
  startDateRequired: 'Service Start Date is required',
  startTimeRequired: 'Service Start Time is required',
  endDateRequired: 'Service End Date is required',
  endTimeRequired: 'Service End Time is required',
  startInFuture: 'The start time cannot be in the future.',
  endBeforeStart: 'The end time cannot be before the start time.',
  notesTooLong: `Notes cannot be longer than ${NOTES_MAX.toLocaleString('en-US')} characters.`,
  signatureInvalid: 'The signature must be a PNG image.',
  signatureTooLarge: 'The signature image is too large (500 KB at most).',
  latitudeRange: 'Latitude must be between -90 and 90.',
  longitudeRange: 'Longitude must be between -180 and 180.',
  createSuccess: 'Work Entry create successful',
  updateSuccess: 'Work Entry update successful',
  empty: 'No Work Entries',
  noNotes: 'No notes added',
  visitAbandoned: 'Visit Abandoned',
  visitCompleted: 'Visit completed',
  visitInProgress: 'You have a visit in progress',
  noVisits: 'No Visits',
  noService: 'No Service associated to this client',
  visitStarted: 'Visit started',
  visitUpdated: 'Visit updated',
  alreadyCompleted: 'This visit is already completed.',
  alreadyAbandoned: 'This visit was abandoned.',
  notAllocated: 'This service is not allocated to you.',
  notAllocatedToStaff: 'This service is not allocated to the selected staff member.',
  notStaff: 'Choose a staff member (user type Staff).',
  clientNotFound: 'Client not found',
  serviceNotFound: 'Client service not found',
  otherClient: 'This service authorization belongs to another client.',
  serviceInactive: 'This service authorization is not active.',
  degreeRequired: 'This service requires a relevant degree.',
  progressRequired: 'Choose the progress (Increased, Maintained or Decreased) before completing the visit.',
  signatureRequired: 'A signature is required to complete the visit.',
  signatureKept: 'A completed visit must keep its signature.',
  endInFuture: 'The end time cannot be in the future.',
  notSameDay: 'The end time must be on the same day as the start time.',
  notSameDayOrMidnight: 'The end time must be on the same day as the start time, or midnight at the end of that day.',
  staffLocked: 'The staff member of a work entry cannot be changed.',
  unknownReason: 'Choose an edit reason from the list.',
  reasonTextRequired: 'Describe the reason for this edit.',
  coordinatesPair: 'Send both latitude and longitude, or neither.',
  invalidListDate: 'Use the date format YYYY-MM-DD or MM/DD/YYYY.',
  rangeReversed: 'The To date cannot be earlier than the From date.',
  ownEntriesOnly: 'Staff can list only their own work entries.',
} as const;

/** Refusals that carry numbers or dates (MM/DD/YYYY). */
export const WorkEntryRuleMsg = {
  outsideWindow: (date: string, from: string, to: string) =>
    `This service authorization is not valid on ${date} (it runs from ${from} to ${to}).`,
  outsideAuthorization: (from: string, to: string) =>
    `The visit must start and end within the authorization dates (${from} to ${to}).`,
  unitsExceeded: (units: number, remaining: number) =>
    `This visit would use ${units} units but only ${remaining} remain on this authorization.`,
  overlap: (entryName: string) => `This visit overlaps another work entry of the same staff member (${entryName}).`,
} as const;

/** A client's clock-in/out time is used when it is at most this far from the server's clock. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** Why a time or place was corrected by hand after the visit (Pennsylvania tracks the share). */
export const EDIT_REASONS = [
  { code: 'forgot_clock_out', label: 'Forgot to clock out' },
  { code: 'forgot_clock_in', label: 'Forgot to clock in' },
  { code: 'device_problem', label: 'Device or app problem' },
  { code: 'no_signal', label: 'No signal at the visit location' },
  { code: 'wrong_service', label: 'Wrong service selected' },
  { code: 'wrong_client', label: 'Wrong client selected' },
  { code: 'time_correction', label: 'Time correction' },
  { code: 'other', label: 'Other' },
] as const;
export type EditReasonCode = (typeof EDIT_REASONS)[number]['code'];
export const NO_REASON_GIVEN = 'no reason given';

export const Progress = { Unset: 0, Increased: 1, Maintained: 2, Decreased: 3 } as const;
export const PROGRESS_LABELS: Record<number, string> = { 1: 'Increased', 2: 'Maintained', 3: 'Decreased' };

/** Work entry tabs → the `type` filter of GET /work_entry. */
export const ENTRY_TYPES = { all: 'all', com: 8, inp: 6, abd: 7 } as const;

export function statusLabel(status: number): string {
  return status === 8 ? 'Completed' : status === 7 ? 'Abandoned' : 'In Progress';
}

/**
 * Who entered a work entry, one definition for the EVV checks, the Overview and the entry's details:
 * the staff member clocked it themselves ('staff': its creator is its staff member), an admin entered
 * it for them ('admin': a timesheet, its creator someone else), or no creator is recorded ('unknown':
 * imported from an external CRM or loaded from outside Hearth). The server's SQL twin is
 * `enteredByAdminSql` (apps/server/src/modules/evv/entered-by.ts).
 */
export const ENTERED_BY = ['staff', 'admin', 'unknown'] as const;
export type EnteredBy = (typeof ENTERED_BY)[number];
export const enteredBy = (entry: { userId: number; createdById: number | null }): EnteredBy =>
  entry.createdById === null ? 'unknown' : entry.createdById === entry.userId ? 'staff' : 'admin';
export const ENTERED_BY_LABELS: Record<EnteredBy, string> = {
  staff: 'Clocked by the staff member',
  admin: 'Entered by an admin (timesheet)',
  unknown: 'Not recorded',
};
