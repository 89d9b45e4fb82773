import { boolean, check, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The agency's own settings: one row (id 1). The time zone every calendar question is answered in
 * (which day, a list's or report's range, the same-day rule of a new timesheet); the EVV distance
 * limit; and who the agency is on a claim file (legal name, address, NPI, EIN, PROMISe IDs,
 * taxonomy, the submitter and receiver IDs). The claim fields are empty until the Super Admin
 * fills them in; claims are refused until they are (docs/decisions/011).
 */
export const agencySettings = pgTable(
  'agency_settings',
  {
    id: smallint('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    legalName: text('legal_name'),
    addressStreet: text('address_street'),
    addressCity: text('address_city'),
    addressState: text('address_state'),
    /** ZIP+4 as 9 digits (a billing provider's address on an 837P must carry all nine). */
    addressZip: text('address_zip'),
    /** 10 digits. */
    phone: text('phone'),
    contactName: text('contact_name'),
    /** 10 digits, Luhn-checked with the 80840 prefix. */
    npi: text('npi'),
    /** Federal tax ID, 9 digits. */
    ein: text('ein'),
    /** PROMISe provider ID (9 digits) and service location (4 digits). */
    promiseProviderId: text('promise_provider_id'),
    promiseServiceLocation: text('promise_service_location'),
    taxonomyCode: text('taxonomy_code'),
    submitterId: text('submitter_id'),
    receiverId: text('receiver_id'),
    receiverName: text('receiver_name'),
    /** Claim files marked as test files (ISA15 'T') until the state has accepted the agency's test. */
    testClaimFiles: boolean('test_claim_files').notNull().default(true),
    /** How far a clock-in or clock-out may be from the client's address before it is an EVV exception. */
    evvDistanceLimitMiles: numeric('evv_distance_limit_miles', { precision: 6, scale: 2, mode: 'number' })
      .notNull()
      .default(0.25),
    /** Days from the date of service within which a claim must reach the payer (PROMISe: 180). */
    claimFilingLimitDays: integer('claim_filing_limit_days').notNull().default(180),
    /** A clock-in this many minutes either side of a planned visit's start fulfils it (docs/decisions/017). */
    scheduleWindowMinutes: integer('schedule_window_minutes').notNull().default(120),
    /** A planned visit is late when nobody has clocked in this many minutes after its start. */
    scheduleLateGraceMinutes: integer('schedule_late_grace_minutes').notNull().default(15),
    /** Training hours a year: direct support staff and their supervisors (ODP: 24), management (12). */
    trainingHoursDirect: numeric('training_hours_direct', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(24),
    trainingHoursManagement: numeric('training_hours_management', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(12),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: integer('updated_by_id'),
  },
  (t) => [check('agency_settings_one_row', sql`${t.id} = 1`)],
);
