import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients, clientServices } from './records.js';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A work entry: one visit of a staff member to a client for one authorization (EVV: who, whom,
 * what service, where and when at both ends). Status 6 in progress, 7 abandoned, 8 completed.
 * Elapsed hours, units, gross and net are stored for completed entries only, so reports read them.
 */
export const workEntries = pgTable(
  'work_entries',
  {
    id: serial('id').primaryKey(),
    entryName: text('entry_name').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    clientServiceId: integer('client_service_id')
      .notNull()
      .references(() => clientServices.id),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time'),
    startLatitude: doublePrecision('start_latitude'),
    startLongitude: doublePrecision('start_longitude'),
    endLatitude: doublePrecision('end_latitude'),
    endLongitude: doublePrecision('end_longitude'),
    /** Why a location is missing at clock-in/out: 'denied', 'unavailable', 'timeout' or 'manual'. */
    startLocationMissing: text('start_location_missing'),
    endLocationMissing: text('end_location_missing'),
    notes: text('notes'),
    /** A drawn signature (PNG data URL). */
    signature: text('signature'),
    /** A typed-name signature, stored as the text typed (never drawn into an image). */
    typedSignature: text('typed_signature'),
    /** Why the visit closed with no signature (NO_SIGNATURE_REASONS), and the words for 'other'. */
    noSignatureReason: text('no_signature_reason'),
    noSignatureText: text('no_signature_text'),
    progress: smallint('progress').notNull().default(0),
    staffVerification: boolean('staff_verification').notNull().default(false),
    thirdPartyVerification: boolean('third_party_verification').notNull().default(false),
    adminVerification: boolean('admin_verification').notNull().default(false),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    elapsedHours: numeric('elapsed_hours', { precision: 8, scale: 2, mode: 'number' }),
    unitsUsed: numeric('units_used', { precision: 10, scale: 2, mode: 'number' }),
    grossCents: bigint('gross_cents', { mode: 'number' }),
    netCents: bigint('net_cents', { mode: 'number' }),
    status: smallint('status').notNull(),
    /** 1 imported from an external CRM, 2 created by Hearth. */
    recordHistory: smallint('record_history').notNull().default(2),
    /** When the EVV checks last ran on this entry (null: never; start-up checks those). */
    evvCheckedAt: ts('evv_checked_at'),
    /** The claim batch this entry is billed on (cleared when the batch is voided); a billed entry is not edited. */
    claimBatchId: integer('claim_batch_id'),
    /**
     * Billed, but its line was denied or short-paid by the payer: an admin may correct it again
     * (history kept) before the claim is replaced (issue 20). Set and cleared by the claims module.
     */
    claimCorrectable: boolean('claim_correctable').notNull().default(false),
    /** The clock-in or clock-out was recorded on the phone with no signal and sent later. */
    recordedOffline: boolean('recorded_offline').notNull().default(false),
    /** For an offline punch: the phone's time of it, and when the server received it. */
    startDeviceTime: ts('start_device_time'),
    startReceivedAt: ts('start_received_at'),
    endDeviceTime: ts('end_device_time'),
    endReceivedAt: ts('end_received_at'),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdById: integer('created_by_id'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedById: integer('updated_by_id'),
  },
  (t) => [
    // The few entries the payer denied or short-paid (receivables, the Overview).
    index('work_entries_claim_correctable_idx')
      .on(t.id)
      .where(sql`${t.claimCorrectable}`),
    // EVV: one visit in progress per staff member, enforced by the database.
    uniqueIndex('work_entries_one_in_progress')
      .on(t.userId)
      .where(sql`${t.status} = 6`),
    index('work_entries_user_start_idx').on(t.userId, t.startTime),
    // Reports sum units, gross and net per authorization and per range: the trailing columns let
    // PostgreSQL answer those sums from the index alone (bench/reports.ts: 1,079 ms → 81 ms).
    index('work_entries_service_idx').on(
      t.clientServiceId,
      t.status,
      t.startTime,
      t.unitsUsed,
      t.grossCents,
      t.netCents,
    ),
    index('work_entries_client_idx').on(t.clientId, t.startTime),
    index('work_entries_created_idx').on(t.createdAt),
    index('work_entries_start_idx').on(t.startTime, t.status, t.unitsUsed, t.grossCents, t.netCents),
    // The Work Entries list's 'end date' range filter.
    index('work_entries_end_idx').on(t.endTime),
    // Start-up: completed entries the EVV checks have not seen yet.
    index('work_entries_evv_unchecked_idx')
      .on(t.id)
      .where(sql`${t.evvCheckedAt} IS NULL AND ${t.status} = 8`),
    // The Overview's entries awaiting verification: count and oldest from the index alone
    // (bench/overview.ts data, 160,000 entries: 62 ms → 4 ms).
    index('work_entries_unverified_idx')
      .on(t.startTime)
      .where(sql`${t.status} = 8 AND NOT ${t.adminVerification}`),
  ],
);

/**
 * Every change to a work entry: what changed (field → [before, after]), who, when, and for
 * manual edits after the visit ended, the reason (Pennsylvania tracks the share of manual edits).
 */
export const workEntryHistory = pgTable(
  'work_entry_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workEntryId: integer('work_entry_id')
      .notNull()
      .references(() => workEntries.id),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull(),
    isManualEdit: boolean('is_manual_edit').notNull().default(false),
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
    recordedById: integer('recorded_by_id'),
  },
  (t) => [
    index('work_entry_history_entry_idx').on(t.workEntryId, t.recordedAt),
    // The manually edited entries (the Overview's share), a small fraction of the history.
    index('work_entry_history_manual_idx')
      .on(t.workEntryId)
      .where(sql`${t.isManualEdit}`),
  ],
);

/**
 * Visit actions sent with a client action id (every queued offline punch): the id makes a retry
 * answer like the first call, and a refusal at sync is kept here so it is shown to the staff member
 * and listed for admins, never dropped. `client_id`/`client_service_id` say what a refused start
 * was for (no entry exists for it).
 */
export const visitActions = pgTable(
  'visit_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientActionId: uuid('client_action_id').notNull(),
    /** 'start', 'update', 'complete' or 'abandon'. */
    kind: text('kind').notNull(),
    offline: boolean('offline').notNull().default(false),
    deviceTime: ts('device_time'),
    receivedAt: ts('received_at').notNull().defaultNow(),
    workEntryId: integer('work_entry_id').references(() => workEntries.id),
    clientId: integer('client_id'),
    clientServiceId: integer('client_service_id'),
    /** 'applied' or 'refused'. */
    outcome: text('outcome').notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    errorField: text('error_field'),
    /**
     * SHA-256 of the call's parsed body without its sync fields (canonical JSON): a retry must send
     * the same body, else the id is reused (422). Null on rows from before issue 24.
     */
    bodyHash: text('body_hash'),
  },
  (t) => [
    uniqueIndex('visit_actions_user_action_idx').on(t.userId, t.clientActionId),
    index('visit_actions_refused_idx')
      .on(t.receivedAt)
      .where(sql`${t.outcome} = 'refused'`),
    // Each user keeps only their newest refusals (visit-actions.repo.ts, trimRefusals).
    index('visit_actions_user_refused_idx')
      .on(t.userId, t.receivedAt)
      .where(sql`${t.outcome} = 'refused'`),
  ],
);
