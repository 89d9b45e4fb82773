import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { workEntries } from './work-entries.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An EVV exception of a completed work entry: what a payer would deny it for (a missing or distant
 * location, no signature, under one unit, an admin's change, an inactive client or authorization).
 * Found by the checks on completion and on every edit; at most one open row per entry and type.
 * A resolution is a person's (a note, audited); an exception that no longer applies after an edit
 * is closed by the check itself (`autoCleared`).
 */
export const evvExceptions = pgTable(
  'evv_exceptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workEntryId: integer('work_entry_id')
      .notNull()
      .references(() => workEntries.id),
    type: text('type').notNull(),
    details: jsonb('details').notNull(),
    detectedAt: ts('detected_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
    resolvedById: integer('resolved_by_id'),
    resolutionNote: text('resolution_note'),
    autoCleared: boolean('auto_cleared').notNull().default(false),
  },
  (t) => [
    uniqueIndex('evv_exceptions_open_key')
      .on(t.workEntryId, t.type)
      .where(sql`${t.resolvedAt} IS NULL`),
    index('evv_exceptions_entry_idx').on(t.workEntryId),
    index('evv_exceptions_open_idx')
      .on(t.type, t.detectedAt)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/**
 * A claim batch: one 837P file. Its id is the file's interchange and group control number, so
 * control numbers increase batch by batch. The file is stored as generated: what was sent is what
 * an auditor downloads.
 */
export const claimBatches = pgTable('claim_batches', {
  id: serial('id').primaryKey(),
  fromDate: date('from_date').notNull(),
  toDate: date('to_date').notNull(),
  claimCount: integer('claim_count').notNull(),
  lineCount: integer('line_count').notNull(),
  units: numeric('units', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  x12: text('x12').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  createdById: integer('created_by_id').notNull(),
  voidedAt: ts('voided_at'),
  voidedById: integer('voided_by_id'),
  voidReason: text('void_reason'),
});

/**
 * A line of a claim in a batch: one work entry (one date of service). A work entry is on at most
 * one line of a batch that is not voided (the partial unique index): it is never billed twice.
 */
export const claimLines = pgTable(
  'claim_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => claimBatches.id),
    /** 1.. within the batch. */
    claimNumber: integer('claim_number').notNull(),
    /** 1.. within the claim. */
    lineNumber: integer('line_number').notNull(),
    workEntryId: integer('work_entry_id')
      .notNull()
      .references(() => workEntries.id),
    // The entry's client and authorization when billed (no foreign keys of their own: the entry's
    // holds them, and a month's batch writes 40,000 lines).
    clientId: integer('client_id').notNull(),
    clientServiceId: integer('client_service_id').notNull(),
    serviceDate: date('service_date').notNull(),
    units: numeric('units', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    chargeCents: bigint('charge_cents', { mode: 'number' }).notNull(),
    voided: boolean('voided').notNull().default(false),
    /** On a claim's first line: what the claim said about the client and the service when it was made (name, MCI, code…). */
    snapshot: jsonb('snapshot'),
  },
  (t) => [
    uniqueIndex('claim_lines_entry_billed_key')
      .on(t.workEntryId)
      .where(sql`NOT ${t.voided}`),
    index('claim_lines_batch_idx').on(t.batchId, t.claimNumber, t.lineNumber),
    index('claim_lines_authorization_idx').on(t.clientServiceId),
  ],
);
