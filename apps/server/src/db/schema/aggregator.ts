import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { services } from './records.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every SequenceID sent to the EVV aggregator comes from here (docs/decisions/015): a PostgreSQL
 * sequence is never rolled back, so a number is never reused, even after a crash or a rejection.
 * The sender lifts it to the wall clock in milliseconds first, so a restored backup cannot reuse one.
 */
export const aggregatorSequence = pgSequence('aggregator_sequence_id', { startWith: 1 });

/**
 * How the agency is known to the aggregator (one row): the values of its certification, never
 * constants. `reasonCodes` maps Hearth's edit reasons and change kinds to the aggregator's codes.
 */
export const aggregatorSettings = pgTable(
  'aggregator_settings',
  {
    id: smallint('id').primaryKey().default(1),
    providerQualifier: text('provider_qualifier').notNull().default('MedicaidID'),
    providerId: text('provider_id'),
    payerId: text('payer_id'),
    payerProgram: text('payer_program'),
    timeZoneName: text('time_zone_name').notNull().default('US/Eastern'),
    reasonCodes: jsonb('reason_codes').notNull().default({}),
    version: integer('version').notNull().default(1),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedById: integer('updated_by_id'),
  },
  (t) => [check('aggregator_settings_one_row', sql`${t.id} = 1`)],
);

/** Per service: the procedure code and modifiers sent (default: the service code, none), and a payer if different. */
export const aggregatorServiceCodes = pgTable('aggregator_service_codes', {
  serviceId: integer('service_id')
    .primaryKey()
    .references(() => services.id),
  procedureCode: text('procedure_code'),
  modifiers: text('modifiers')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  payerId: text('payer_id'),
  payerProgram: text('payer_program'),
  version: integer('version').notNull().default(1),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedById: integer('updated_by_id'),
});

/**
 * The outbox: one row per change of a client, staff member or visit, written in the change's own
 * transaction. The sender reads them, sends each record once in its current state and deletes the
 * rows it read (a change made meanwhile has a higher id and stays). A visit's rows become its
 * VisitChanges: who, when, and the reason.
 */
export const aggregatorOutbox = pgTable(
  'aggregator_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    changedAt: ts('changed_at').notNull(),
    changedById: integer('changed_by_id'),
    /** A Hearth edit reason (EDIT_REASONS) or change kind ('manual_entry', 'record_update', 'void', 'resend'). */
    reason: text('reason'),
    memo: text('memo'),
  },
  (t) => [
    index('aggregator_outbox_record_idx').on(t.kind, t.recordId, t.id),
    // The sender takes the oldest changes of a kind first.
    index('aggregator_outbox_kind_idx').on(t.kind, t.id),
  ],
);

/**
 * Each record's standing with the aggregator: waiting (and on what), sending, sent (with its
 * transaction), accepted or rejected (with the aggregator's code and message). A visit keeps the
 * calls it first sent: calls never change once sent.
 */
export const aggregatorRecords = pgTable(
  'aggregator_records',
  {
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    state: text('state').notNull(),
    waitingOn: text('waiting_on'),
    sequenceId: bigint('sequence_id', { mode: 'number' }),
    transactionId: text('transaction_id'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    calls: jsonb('calls'),
    /** The visit's client and employee as last sent (a visit waits until they are accepted). */
    clientId: integer('client_id'),
    employeeId: integer('employee_id'),
    firstSentAt: ts('first_sent_at'),
    sentAt: ts('sent_at'),
    acceptedAt: ts('accepted_at'),
    /** The SequenceID the aggregator last accepted (the visit's calls are on record from then on). */
    acceptedSequenceId: bigint('accepted_sequence_id', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId] }),
    index('aggregator_records_state_idx').on(t.kind, t.state),
    index('aggregator_records_transaction_idx').on(t.transactionId),
  ],
);

/** One POST to the aggregator: its transaction id, and the status reads until its outcome is known. */
export const aggregatorTransactions = pgTable(
  'aggregator_transactions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    recordCount: integer('record_count').notNull(),
    sentAt: ts('sent_at').notNull(),
    state: text('state').notNull().default('sent'),
    polls: integer('polls').notNull().default(0),
    nextPollAt: ts('next_poll_at').notNull(),
    finishedAt: ts('finished_at'),
    rejectedCount: integer('rejected_count'),
    summary: text('summary'),
  },
  (t) => [
    index('aggregator_transactions_due_idx')
      .on(t.nextPollAt)
      .where(sql`${t.state} = 'sent'`),
  ],
);

/** The sender's own standing (one row): the first-time backfill, the last run and the last error. */
export const aggregatorState = pgTable(
  'aggregator_state',
  {
    id: smallint('id').primaryKey().default(1),
    backfilledAt: ts('backfilled_at'),
    lastRunAt: ts('last_run_at'),
    lastErrorAt: ts('last_error_at'),
    lastError: text('last_error'),
    /** Transport failures in a row, and when the sender may try again (backoff). */
    failures: integer('failures').notNull().default(0),
    retryAfter: ts('retry_after'),
    /** One sender at a time across instances: a lease, renewed while it runs, that a crash lets lapse. */
    lockOwner: text('lock_owner'),
    lockUntil: ts('lock_until'),
  },
  (t) => [check('aggregator_state_one_row', sql`${t.id} = 1`)],
);
