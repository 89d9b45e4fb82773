import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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
    /** The visit it is about; null for a planned visit nobody clocked (late, missed). */
    workEntryId: integer('work_entry_id').references(() => workEntries.id),
    /** The planned visit a late or missed exception is about (docs/decisions/017). */
    scheduledVisitId: bigint('scheduled_visit_id', { mode: 'number' }),
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
    // Once per planned visit and type, resolved or not: a late visit is reported once.
    uniqueIndex('evv_exceptions_scheduled_key')
      .on(t.scheduledVisitId, t.type)
      .where(sql`${t.scheduledVisitId} IS NOT NULL`),
    check('evv_exceptions_subject', sql`${t.workEntryId} IS NOT NULL OR ${t.scheduledVisitId} IS NOT NULL`),
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
  /** The receiver (payer) in the settings when the batch was made: receivables are by payer. */
  payerId: text('payer_id').notNull().default(''),
  payerName: text('payer_name').notNull().default(''),
  /** 'original', or 'resubmission' (replacements and voids of answered claims). */
  purpose: text('purpose').notNull().default('original'),
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
    /** CLM05-3: 'original' (1), 'replacement' (7) or 'void' (8). */
    frequency: text('frequency').notNull().default('original'),
    /** The line of the earlier claim a replacement or void refers to. */
    replacesLineId: bigint('replaces_line_id', { mode: 'number' }),
    /** REF*F8 sent with a replacement or void: the payer's control number of the earlier claim. */
    payerClaimControl: text('payer_claim_control'),
    /** Replaced or voided by a later claim: no longer billed, no longer receivable. */
    superseded: boolean('superseded').notNull().default(false),
    // What remittances said of this line, summed from its postings (claim_line_postings) each time one is posted.
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    adjustedCents: bigint('adjusted_cents', { mode: 'number' }).notNull().default(0),
    /** billed, paid, partly_paid, denied, reversed */
    paymentState: text('payment_state').notNull().default('billed'),
    /** The payer's CLP07 for the claim of this line, from the latest remittance. */
    payerControlNumber: text('payer_control_number'),
    answeredAt: ts('answered_at'),
    /** On a claim's first line: what the claim said about the client and the service when it was made (name, MCI, code…). */
    snapshot: jsonb('snapshot'),
  },
  (t) => [
    uniqueIndex('claim_lines_entry_billed_key')
      .on(t.workEntryId)
      .where(sql`NOT ${t.voided} AND NOT ${t.superseded}`),
    index('claim_lines_batch_idx').on(t.batchId, t.claimNumber, t.lineNumber),
    index('claim_lines_authorization_idx').on(t.clientServiceId),
    // The later claim that replaced or voided a line (batch detail, resubmission).
    index('claim_lines_replaces_idx')
      .on(t.replacesLineId)
      .where(sql`${t.replacesLineId} IS NOT NULL`),
  ],
);

/**
 * An uploaded 835 remittance file (issue 20, docs/decisions/016), stored as received. Its counts
 * are what the upload answered; `unmatched` lists what Hearth could not match (kept, never dropped).
 */
export const remittances = pgTable('remittances', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  content: text('content').notNull(),
  sha256: text('sha256').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedAt: ts('uploaded_at').notNull(),
  uploadedById: integer('uploaded_by_id').notNull(),
  paymentCents: bigint('payment_cents', { mode: 'number' }).notNull(),
  claimCount: integer('claim_count').notNull(),
  lineCount: integer('line_count').notNull(),
  paidClaims: integer('paid_claims').notNull(),
  deniedClaims: integer('denied_claims').notNull(),
  adjustedClaims: integer('adjusted_claims').notNull(),
  unmatched: jsonb('unmatched').notNull(),
});

/** One payment of a remittance (an ST/SE transaction): the same payer and trace number is never posted twice. */
export const remittancePayments = pgTable(
  'remittance_payments',
  {
    id: serial('id').primaryKey(),
    remittanceId: integer('remittance_id')
      .notNull()
      .references(() => remittances.id),
    /** TRN03 (the payer's id), else the N1*PR identifier, else its name: with the trace number, the payment's key. */
    payerKey: text('payer_key').notNull(),
    payerId: text('payer_id').notNull(),
    payerName: text('payer_name').notNull(),
    traceNumber: text('trace_number').notNull(),
    method: text('method').notNull(),
    paymentCents: bigint('payment_cents', { mode: 'number' }).notNull(),
    paymentDate: date('payment_date'),
    providerAdjustments: jsonb('provider_adjustments').notNull(),
  },
  (t) => [uniqueIndex('remittance_payments_trace_key').on(t.payerKey, t.traceNumber)],
);

/** A CLP of a remittance as the payer sent it, and the claim it matched (batch, claim number) if any. */
export const remittanceClaims = pgTable(
  'remittance_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remittanceId: integer('remittance_id')
      .notNull()
      .references(() => remittances.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => remittancePayments.id),
    /** Order in the file. */
    seq: integer('seq').notNull(),
    patientControl: text('patient_control').notNull(),
    statusCode: text('status_code').notNull(),
    billedCents: bigint('billed_cents', { mode: 'number' }).notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull(),
    patientRespCents: bigint('patient_resp_cents', { mode: 'number' }).notNull(),
    payerClaimControl: text('payer_claim_control'),
    batchId: integer('batch_id'),
    claimNumber: integer('claim_number'),
    /** Claim-level CAS: [{group, reason, cents, units}]. */
    adjustments: jsonb('adjustments').notNull(),
    /** MOA remark codes. */
    remarks: jsonb('remarks').notNull(),
  },
  (t) => [
    index('remittance_claims_remittance_idx').on(t.remittanceId, t.seq),
    index('remittance_claims_claim_idx').on(t.batchId, t.claimNumber),
  ],
);

/** An SVC of a remittance claim as the payer sent it, and the claim line it matched if any. */
export const remittanceLines = pgTable(
  'remittance_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys on the two tables a posting fills by the tens of thousands (their checks were
    // a third of a month's posting): one writer, in one transaction, sets them (remittance.repo.ts).
    remittanceClaimId: bigint('remittance_claim_id', { mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    claimLineId: bigint('claim_line_id', { mode: 'number' }),
    lineControl: text('line_control'),
    procedureCode: text('procedure_code').notNull(),
    serviceDate: date('service_date'),
    units: numeric('units', { precision: 10, scale: 2, mode: 'number' }),
    billedCents: bigint('billed_cents', { mode: 'number' }).notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull(),
    adjustments: jsonb('adjustments').notNull(),
    /** LQ*HE remark codes. */
    remarks: jsonb('remarks').notNull(),
  },
  (t) => [index('remittance_lines_claim_idx').on(t.remittanceClaimId, t.seq)],
);

/**
 * What a remittance claim came to for one of Hearth's claim lines: its own SVC's amounts, plus its
 * share (by charge) of claim-level amounts (a CLP without SVC lines, a claim-level CAS). A claim
 * line's paid and adjusted figures are the sums of its postings.
 */
export const claimLinePostings = pgTable(
  'claim_line_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimLineId: bigint('claim_line_id', { mode: 'number' }).notNull(),
    remittanceClaimId: bigint('remittance_claim_id', { mode: 'number' }).notNull(),
    statusCode: text('status_code').notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull(),
    adjustedCents: bigint('adjusted_cents', { mode: 'number' }).notNull(),
    /** [{group, reason, cents, units}] attributed to this line. */
    adjustments: jsonb('adjustments').notNull(),
    remarks: jsonb('remarks').notNull(),
    postedAt: ts('posted_at').notNull(),
  },
  (t) => [index('claim_line_postings_line_idx').on(t.claimLineId, t.id)],
);
