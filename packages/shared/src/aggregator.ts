/**
 * Pennsylvania's EVV aggregator (Sandata's Alternate EVV interface, base version 7.14): what the
 * screens and the API say about each client, staff member and visit sent to it, and the settings
 * of the agency's certification (docs/decisions/015-evv-aggregator.md).
 */
import { z } from 'zod';
import { pageLimit, pageOffset, versionField } from './list-query.js';
import { storableString } from './text.js';
import { idSchema } from './validation.js';
import { EDIT_REASONS } from './work-entries/rules.js';

export const AGGREGATOR_KINDS = ['client', 'employee', 'visit'] as const;
export type AggregatorKind = (typeof AGGREGATOR_KINDS)[number];
export const AGGREGATOR_KIND_LABELS: Record<AggregatorKind, string> = {
  client: 'Client',
  employee: 'Staff member',
  visit: 'Visit',
};

/** A record's standing: waiting to be sent (and on what), sent (outcome not read yet), accepted, rejected. */
export const AGGREGATOR_STATES = ['waiting', 'sent', 'accepted', 'rejected'] as const;
export type AggregatorState = (typeof AGGREGATOR_STATES)[number];
export const AGGREGATOR_STATE_LABELS: Record<AggregatorState, string> = {
  waiting: 'Waiting',
  sent: 'Sent',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** The zone names the aggregator takes (vendor specification §9.8), exactly as spelled there. */
export const AGGREGATOR_TIME_ZONES = [
  'US/Eastern',
  'US/Central',
  'US/Mountain',
  'US/Pacific',
  'US/Alaska',
  'US/Aleutian',
  'US/East-Indiana',
  'US/Indiana-Starke',
  'US/Michigan',
  'US/Arizona',
  'US/Hawaii',
  'US/Samoa',
  'America/Indiana/Indianapolis',
  'America/Indiana/Knox',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  'America/Indiana/Vincennes',
] as const;

/** The aggregator's reason codes for a visit change (vendor specification §9.3). */
export const AGGREGATOR_REASON_CODES = [
  { code: '01', label: 'Client requested different visit time' },
  { code: '02', label: 'Staff entered wrong ID' },
  { code: '03', label: 'No calls received; documentation provided' },
  { code: '04', label: 'No out call; documentation provided' },
  { code: '05', label: 'Scheduling error' },
  { code: '06', label: 'No in call; documentation provided' },
  { code: '07', label: 'System cancel' },
  { code: '08', label: 'Client requested staff change' },
  { code: '09', label: 'Phone in use by patient/family' },
  { code: '10', label: 'Phone disconnected' },
  { code: '11', label: 'Client emergency during scheduled visit' },
  { code: '12', label: 'Staff late' },
  { code: '13', label: 'Staff injured during shift' },
  { code: '14', label: 'Staff family emergency during shift' },
  { code: '15', label: 'Different staff reported for shift' },
  { code: '16', label: 'Staff had transportation issue' },
  { code: '17', label: 'Staff scheduling issue, unable to staff entire shift' },
  { code: '18', label: 'Additional staff needed for this case' },
  { code: '19', label: 'Staff arrived early' },
  { code: '20', label: 'Severe inclement weather / natural disaster' },
  { code: '21', label: 'Staff requested time off' },
  { code: '22', label: 'Other; documentation provided' },
  { code: '23', label: 'Phone not functioning' },
  { code: '24', label: 'Check-in not functioning; documentation provided' },
  { code: '25', label: 'Check-out not functioning; documentation provided' },
  { code: '26', label: 'Update to tasks; documentation provided' },
  { code: '27', label: 'FVV unavailable; documentation provided' },
  { code: '28', label: 'Schedule change' },
  { code: '29', label: 'Extended shift' },
  { code: '30', label: 'Blended services correction' },
  { code: '71', label: 'Virtual visit' },
] as const;

/**
 * Why Hearth sends a visit again: the edit reasons an admin gives (EDIT_REASONS) and Hearth's own
 * kinds of change. Each maps to one of the aggregator's reason codes (settings, editable).
 */
export const AGGREGATOR_CHANGE_REASONS = [
  ...EDIT_REASONS,
  { code: 'manual_entry', label: 'Entered by an admin (timesheet)' },
  { code: 'record_update', label: 'Verification, signature or other update' },
  { code: 'void', label: 'No longer billable' },
  { code: 'resend', label: 'Sent again by Hearth' },
] as const;
export type AggregatorChangeReason = (typeof AGGREGATOR_CHANGE_REASONS)[number]['code'];

/** The reason codes sent unless the Super Admin maps them otherwise. */
export const DEFAULT_AGGREGATOR_REASON_CODES: Record<AggregatorChangeReason, string> = {
  forgot_clock_out: '04',
  forgot_clock_in: '06',
  device_problem: '23',
  no_signal: '24',
  wrong_service: '30',
  wrong_client: '02',
  time_correction: '22',
  other: '22',
  manual_entry: '03',
  record_update: '22',
  void: '07',
  resend: '22',
};

export const AggregatorMsg = {
  off: 'The EVV aggregator is not configured (EVV_AGGREGATOR_URL is not set): nothing is sent to the state, and claims do not wait for it.',
  notAccepted: 'not accepted by the EVV aggregator',
  providerIdRequired: 'Provider ID is required before anything is sent',
  payerRequired: 'Payer ID and program are required before visits are sent',
  codeInvalid: 'Use up to 5 letters or digits',
  modifierInvalid: 'Each modifier is 2 letters or digits',
  tooManyModifiers: 'At most 4 modifiers',
  reasonCodeInvalid: "Choose one of the aggregator's reason codes",
  timeZoneInvalid: 'Choose one of the time zone names the aggregator takes',
  saved: 'Aggregator settings saved',
  serviceSaved: 'Service codes saved',
} as const;

const alnum = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    storableString()
      .trim()
      .toUpperCase()
      .max(max, message)
      .regex(/^[A-Z0-9]+$/, message)
      .nullable()
      .optional(),
  );

/** GET /aggregator/records: the records of one kind, optionally in one state, a page at a time. */
export const aggregatorRecordsQuery = z.object({
  kind: z.enum(AGGREGATOR_KINDS).optional(),
  state: z.enum(AGGREGATOR_STATES).optional(),
  offset: pageOffset(),
  limit: pageLimit(25, 200),
});
export type AggregatorRecordsQuery = z.infer<typeof aggregatorRecordsQuery>;

/** One record as the aggregator screen shows it: the Hearth record, its state and the aggregator's answer. */
export const aggregatorRecordOut = z.object({
  kind: z.enum(AGGREGATOR_KINDS),
  recordId: z.number().int(),
  /** The client's or staff member's name, or the visit's entry name. */
  name: z.string(),
  state: z.enum(AGGREGATOR_STATES),
  /** Why it waits: what must happen before it is sent. */
  waitingOn: z.string().nullable(),
  sequenceId: z.number().nullable(),
  transactionId: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** What a person does about a rejection or a wait. */
  fix: z.string().nullable(),
  /** For a visit: its client and staff member (the links of a fix). */
  clientId: z.number().int().nullable(),
  employeeId: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AggregatorRecordOut = z.infer<typeof aggregatorRecordOut>;

export const aggregatorRecordListOut = z.object({ data: z.array(aggregatorRecordOut), recordCount: z.number() });
export type AggregatorRecordListOut = z.infer<typeof aggregatorRecordListOut>;

const stateCounts = z.object({ waiting: z.number(), sent: z.number(), accepted: z.number(), rejected: z.number() });
export type AggregatorStateCounts = z.infer<typeof stateCounts>;

/** GET /aggregator/summary: whether it is on, the counts per kind and state, the sender's last run. */
export const aggregatorSummaryOut = z.object({
  enabled: z.boolean(),
  counts: z.object({ client: stateCounts, employee: stateCounts, visit: stateCounts }),
  lastRunAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type AggregatorSummaryOut = z.infer<typeof aggregatorSummaryOut>;

const kindCounts = z.object({ client: z.number(), employee: z.number(), visit: z.number() });

/** POST /aggregator/sync: what one run did. */
export const aggregatorSyncOut = z.object({
  /** Records posted, per kind, and the transactions they went in. */
  sent: kindCounts,
  transactions: z.number(),
  /** Status reads made, and the outcomes they brought. */
  polled: z.number(),
  accepted: z.number(),
  rejected: z.number(),
  /** Records still waiting after the run (on a client, a staff member, a setting). */
  waiting: z.number(),
  /** The error that ended the run early (the aggregator unreachable), if any: the rest is retried. */
  error: z.string().nullable(),
});
export type AggregatorSyncOut = z.infer<typeof aggregatorSyncOut>;

export const aggregatorServiceCodeOut = z.object({
  serviceId: z.number().int(),
  serviceName: z.string(),
  serviceCode: z.string(),
  /** Null: the service code is sent. */
  procedureCode: z.string().nullable(),
  modifiers: z.array(z.string()),
  /** Null: the agency's default payer and program. */
  payerId: z.string().nullable(),
  payerProgram: z.string().nullable(),
  version: z.number().int(),
});
export type AggregatorServiceCodeOut = z.infer<typeof aggregatorServiceCodeOut>;

/** PUT /aggregator/services/:serviceId */
export const aggregatorServiceCodeBody = z.object({
  procedureCode: alnum(5, AggregatorMsg.codeInvalid),
  modifiers: z
    .array(
      storableString()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{2}$/, AggregatorMsg.modifierInvalid),
    )
    .max(4, AggregatorMsg.tooManyModifiers)
    .default([]),
  payerId: alnum(64, 'Use up to 64 letters or digits'),
  payerProgram: alnum(9, 'Use up to 9 letters or digits'),
  version: versionField,
});
export type AggregatorServiceCodeBody = z.input<typeof aggregatorServiceCodeBody>;

/** GET|PUT /aggregator/settings (Super Admin). */
export const aggregatorSettingsOut = z.object({
  /** Whether EVV_AGGREGATOR_URL is set (the settings can be kept either way). */
  enabled: z.boolean(),
  providerQualifier: z.string(),
  providerId: z.string().nullable(),
  payerId: z.string().nullable(),
  payerProgram: z.string().nullable(),
  timeZoneName: z.string(),
  /** Every change reason with the code sent for it (defaults filled in). */
  reasonCodes: z.record(z.string(), z.string()),
  services: z.array(aggregatorServiceCodeOut),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AggregatorSettingsOut = z.infer<typeof aggregatorSettingsOut>;

const reasonCodeValues = new Set<string>(AGGREGATOR_REASON_CODES.map((r) => r.code));

export const aggregatorSettingsBody = z.object({
  providerQualifier: storableString()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[A-Za-z]+$/, 'Use letters only'),
  providerId: alnum(64, 'Use up to 64 letters or digits'),
  payerId: alnum(64, 'Use up to 64 letters or digits'),
  payerProgram: alnum(9, 'Use up to 9 letters or digits'),
  timeZoneName: z.enum(AGGREGATOR_TIME_ZONES, { error: AggregatorMsg.timeZoneInvalid }),
  reasonCodes: z
    .partialRecord(
      z.enum(AGGREGATOR_CHANGE_REASONS.map((r) => r.code) as [AggregatorChangeReason, ...AggregatorChangeReason[]]),
      z.string().refine((c) => reasonCodeValues.has(c), AggregatorMsg.reasonCodeInvalid),
    )
    .default({}),
  version: versionField,
});
export type AggregatorSettingsBody = z.input<typeof aggregatorSettingsBody>;

/** :kind/:recordId of GET /aggregator/records/:kind/:recordId */
export const aggregatorRecordParams = z.object({
  // The id first: a refusal names the first field that fails, and a malformed id is the likelier one.
  recordId: idSchema,
  kind: z.enum(AGGREGATOR_KINDS),
});
