import { sql } from 'drizzle-orm';
import {
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
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A kind of credential the agency tracks (docs/decisions/018): Pennsylvania's defaults are seeded by
 * migration 0015 (`seeded`), not enforced, and edited like any other. `applies_to` is
 * `CredentialAppliesTo` (null: every staff member who clocks visits).
 */
export const credentialTypes = pgTable(
  'credential_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    requiredForVisits: boolean('required_for_visits').notNull().default(false),
    enforced: boolean('enforced').notNull().default(false),
    validMonths: integer('valid_months'),
    graceDays: integer('grace_days').notNull().default(0),
    appliesTo: jsonb('applies_to'),
    needsDetermination: boolean('needs_determination').notNull().default(false),
    seeded: boolean('seeded').notNull().default(false),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdById: integer('created_by_id'),
    updatedById: integer('updated_by_id'),
  },
  (t) => [
    uniqueIndex('credential_types_name_key').on(sql`lower(${t.name})`),
    check('credential_types_valid_months', sql`${t.validMonths} IS NULL OR ${t.validMonths} BETWEEN 1 AND 240`),
    check('credential_types_grace', sql`${t.graceDays} BETWEEN 0 AND 365`),
  ],
);

/**
 * A staff member's credential of one type. Renewing adds a row and marks the previous one
 * `superseded_at` (history kept); at most one current row per staff member and type. Its scans are
 * files of record type 'staff_credential' (the files module's attachments).
 */
export const staffCredentials = pgTable(
  'staff_credentials',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    credentialTypeId: integer('credential_type_id')
      .notNull()
      .references(() => credentialTypes.id),
    number: text('number'),
    issuedOn: date('issued_on').notNull(),
    expiresOn: date('expires_on'),
    determination: text('determination'),
    determinationNote: text('determination_note'),
    notes: text('notes'),
    verifiedById: integer('verified_by_id'),
    verifiedAt: ts('verified_at'),
    supersededAt: ts('superseded_at'),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdById: integer('created_by_id'),
    updatedById: integer('updated_by_id'),
  },
  (t) => [
    uniqueIndex('staff_credentials_current_key')
      .on(t.staffId, t.credentialTypeId)
      .where(sql`${t.supersededAt} IS NULL`),
    index('staff_credentials_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.supersededAt} IS NULL`),
    check('staff_credentials_dates', sql`${t.expiresOn} IS NULL OR ${t.expiresOn} > ${t.issuedOn}`),
  ],
);

/**
 * An expiry alert sent (docs/decisions/018): once per credential and threshold ('60', '30',
 * 'expired'), to the staff member and the admins.
 */
export const credentialAlerts = pgTable(
  'credential_alerts',
  {
    staffCredentialId: integer('staff_credential_id')
      .notNull()
      .references(() => staffCredentials.id),
    threshold: text('threshold').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('credential_alerts_key').on(t.staffCredentialId, t.threshold)],
);

/** One course in a staff member's training log (ODP's annual hours, by topic); certificates are files of record type 'staff_training'. */
export const staffTraining = pgTable(
  'staff_training',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    course: text('course').notNull(),
    completedOn: date('completed_on').notNull(),
    hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdById: integer('created_by_id'),
  },
  (t) => [
    index('staff_training_staff_idx').on(t.staffId, t.completedOn),
    check('staff_training_hours', sql`${t.hours} > 0 AND ${t.hours} <= 40`),
  ],
);
