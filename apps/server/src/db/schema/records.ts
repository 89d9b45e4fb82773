import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const audited = {
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  createdById: integer('created_by_id'),
  updatedById: integer('updated_by_id'),
};

export const supportsCoordinators = pgTable(
  'supports_coordinators',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    salutation: text('salutation'),
    suffix: text('suffix'),
    dob: date('dob'),
    email: text('email'),
    phone: text('phone'),
    mobile: text('mobile'),
    company: text('company'),
    entity: text('entity'),
    title: text('title'),
    billingStreet: text('billing_street'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingZip: text('billing_zip'),
    billingCountry: text('billing_country'),
    status: smallint('status').notNull().default(4),
    isAuthorized: boolean('is_authorized').notNull().default(false),
    ...audited,
  },
  (t) => [
    index('sc_last_first_idx').on(t.lastName, t.firstName),
    index('sc_created_idx').on(t.createdAt),
    index('sc_city_idx').on(t.billingCity),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dob: date('dob'),
    mci: text('mci').notNull(),
    mpi: text('mpi'),
    diagnosticCode: text('diagnostic_code'),
    supportsCoordinatorId: integer('supports_coordinator_id').references(() => supportsCoordinators.id),
    behavioralSpecialistId: integer('behavioral_specialist_id').references(() => users.id),
    county: text('county').notNull(),
    goalsOutcomes: text('goals_outcomes'),
    memo: text('memo'),
    phone: text('phone').notNull(),
    familyContactEmail: text('family_contact_email'),
    waiverType: text('waiver_type'),
    fundingSource: text('funding_source'),
    isAuthorized: boolean('is_authorized').notNull().default(false),
    billingStreet: text('billing_street').notNull(),
    billingCity: text('billing_city').notNull(),
    billingState: text('billing_state').notNull().default('PA'),
    billingZip: text('billing_zip').notNull(),
    billingCountry: text('billing_country').notNull().default('USA'),
    latitude: doublePrecision('latitude').notNull().default(43),
    longitude: doublePrecision('longitude').notNull().default(-89.5),
    status: smallint('status').notNull().default(4),
    ...audited,
  },
  (t) => [
    index('clients_last_first_idx').on(t.lastName, t.firstName),
    index('clients_city_idx').on(t.billingCity),
    index('clients_created_idx').on(t.createdAt),
    index('clients_status_idx').on(t.status),
    // Foreign keys: PostgreSQL indexes only the referenced side.
    index('clients_supports_coordinator_idx').on(t.supportsCoordinatorId),
    index('clients_behavioral_specialist_idx').on(t.behavioralSpecialistId),
  ],
);

/** The services catalogue (procedure codes such as W1726). */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description'),
    unitRate: numeric('unit_rate', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Hours per unit (0.25 = 15 minutes). */
    unitLength: numeric('unit_length', { precision: 8, scale: 4, mode: 'number' }).notNull(),
    isDegreeRequired: boolean('is_degree_required').notNull().default(false),
    isOverlappable: boolean('is_overlappable').notNull().default(false),
    unitRounding: text('unit_rounding').notNull().default('down'),
    /** The service involves driving a client: the driver's licence applies (docs/decisions/018). */
    involvesDriving: boolean('involves_driving').notNull().default(false),
    status: smallint('status').notNull().default(4),
    ...audited,
  },
  (t) => [uniqueIndex('services_code_key').on(t.code), index('services_created_idx').on(t.createdAt)],
);

/** A client's service authorization (the spec's "client service" / service request). */
export const clientServices = pgTable(
  'client_services',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    serviceId: integer('service_id').references(() => services.id),
    serviceName: text('service_name').notNull(),
    serviceCode: text('service_code').notNull(),
    serviceAccount: text('service_account'),
    serviceDescription: text('service_description'),
    unitRate: numeric('unit_rate', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unitLength: numeric('unit_length', { precision: 8, scale: 4, mode: 'number' }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    unitsAuthorized: numeric('units_authorized', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    negativeUnitsAllowed: boolean('negative_units_allowed').notNull().default(false),
    isAuthorized: boolean('is_authorized').notNull().default(false),
    isDegreeRequired: boolean('is_degree_required').notNull().default(false),
    isDatesConfirmed: boolean('is_dates_confirmed').notNull().default(false),
    isOverlappable: boolean('is_overlappable').notNull().default(false),
    /** The state's "Date Last Authorized" (service import); null when never imported. */
    authorizedDate: date('authorized_date'),
    status: smallint('status').notNull().default(4),
    ...audited,
  },
  (t) => [
    index('client_services_client_idx').on(t.clientId, t.startDate),
    index('client_services_service_idx').on(t.serviceId),
  ],
);

/** Staff allocated to an authorization: who may clock visits for it. */
export const clientServiceStaff = pgTable(
  'client_service_staff',
  {
    clientServiceId: integer('client_service_id')
      .notNull()
      .references(() => clientServices.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdById: integer('created_by_id'),
  },
  (t) => [primaryKey({ columns: [t.clientServiceId, t.userId] }), index('client_service_staff_user_idx').on(t.userId)],
);

/** Uploaded files, stored under generated keys; attached to at most one record. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    fileType: text('file_type').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    recordType: text('record_type'),
    recordId: integer('record_id'),
    uploadedById: integer('uploaded_by_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    deletedById: integer('deleted_by_id'),
  },
  (t) => [index('files_record_idx').on(t.recordType, t.recordId)],
);
