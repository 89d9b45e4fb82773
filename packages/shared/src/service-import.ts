import { z } from 'zod';
import { assignedStaff } from './client-services.js';
import { booleanFlag, isoDate, numberInput, optionalText, requiredText } from './fields.js';
import { Msg } from './messages.js';
import { unitLengthField } from './services.js';
import { storableString } from './text.js';
import { idSchema } from './validation.js';
import { FormatMsg, MAX_AMOUNT } from './x12-formats.js';

/**
 * Service authorization import from the state's spreadsheet (spec 02 "Import services", issue
 * "Service authorization import"): POST /services/process reads the sheet and writes nothing;
 * POST /services/import applies the confirmed rows in one transaction.
 */

/** Texts of the import: the spec's own, then Hearth's. */
export const ImportMsg = {
  // Spec 02.
  noFile: 'Please select a file to proceed.',
  noChanges: 'No new changes has been detected.',
  missingServicesAdded: 'Missing Services has been added. Please Reload the data',
  missingClientFileName: 'Missing Client List.xlsx',
  // Hearth's.
  notXlsx: 'The file is not an Excel workbook (.xlsx). Save the sheet as .xlsx and upload it again.',
  tooLarge: 'The file is too large to import.',
  unsafeWorkbook: 'The workbook is too large when unpacked, or malformed; it was not read.',
  tooManyRows: 'The sheet has too many rows to import at once.',
  noHeader: 'No header row was found: the sheet needs the columns Individual Name, Recipient ID, Service Code, …',
  missingColumns: (names: string[]) => `The sheet is missing these columns: ${names.join(', ')}.`,
  noRows: 'Nothing to import: choose at least one row.',
  rowsRefused: 'Some rows cannot be imported; nothing was imported. Fix them and process the sheet again.',
  imported: (created: number, updated: number) =>
    `Import complete: ${created} authorization${created === 1 ? '' : 's'} created, ${updated} updated.`,
  nothingChanged: 'Nothing changed: every row already matches Hearth.',
  unitsBelowUsed: (used: number) => `The new units authorized are below the ${used} units already used in Hearth.`,
  entriesAfterEnd: (count: number, last: string) =>
    `The new Service End Date leaves ${count} completed work ${count === 1 ? 'entry' : 'entries'} after it ` +
    `(the latest on ${last}). Change this authorization's dates in Hearth, with a reason, instead.`,
  notProcedureCode: (code: string) =>
    `Service Code "${code}" is not a procedure code (a letter and 4 digits such as W1726, or a 5-character CPT code).`,
  valueTooLarge: (label: string) => `${label} is more than ${MAX_AMOUNT.toLocaleString('en-US')}.`,
} as const;

/** The sheet's columns, as the spec and the state's export name them. */
export const IMPORT_COLUMNS = [
  'Individual Name',
  'Recipient ID',
  'Service Code',
  'Service Name',
  'Unit Cost',
  'Service Start Date',
  'Service End Date',
  'Units Authorized',
  'Utilized Units',
  'Date Last Authorized',
] as const;

/** Columns of 'Missing Client List.xlsx'. */
export const MISSING_CLIENT_COLUMNS = [
  'Individual Name',
  'Recipient ID',
  'ICD-10 Diagnosis Code',
  'Funding Source',
] as const;

/** One changed field of an authorization: what Hearth has now → what the sheet says. */
export const importChange = z.object({
  field: z.string(),
  label: z.string(),
  from: z.union([z.string(), z.number(), z.null()]),
  to: z.union([z.string(), z.number(), z.null()]),
});
export type ImportChange = z.infer<typeof importChange>;

/**
 * Imported service row (spec 02): the sheet's values (unit_cost with its $ prefix, dates YYYY-MM-DD),
 * `id` = the existing authorization's serviceRequestId (null for a new one), `assignedStaff` = its
 * allocated staff. Hearth adds the sheet row number, the matched client and catalogue service,
 * what changes (updated rows), Hearth's own used units and any warning.
 */
export const importedServiceRow = z.object({
  service_code: z.string(),
  service_name: z.string(),
  unit_cost: z.string(),
  individual_name: z.string(),
  recipient_id: z.string(),
  service_start_date: z.string(),
  service_end_date: z.string(),
  units_authorized: z.number(),
  utilized_units: z.number(),
  date_last_authorized: z.string().nullable(),
  id: z.number().nullable(),
  assignedStaff: z.array(assignedStaff),
  row: z.number(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  serviceId: z.number().nullable(),
  /** The catalogue's unit length in hours (null when the code is not in the catalogue). */
  serviceUnitLength: z.number().nullable(),
  changes: z.array(importChange),
  /** Units Hearth has counted on this authorization (completed work entries); null for a new one. */
  hearthUnitsUsed: z.number().nullable(),
  warnings: z.array(z.string()),
});
export type ImportedServiceRow = z.infer<typeof importedServiceRow>;

/** A sheet row that cannot be imported until fixed: its row number and every reason. */
export const rejectedImportRow = z.object({
  row: z.number(),
  individual_name: z.string(),
  recipient_id: z.string(),
  service_code: z.string(),
  reasons: z.array(z.string()),
});
export type RejectedImportRow = z.infer<typeof rejectedImportRow>;

/** POST /services/process → the spec's four lists, the refused rows and the file's identity. */
export const processImportResponse = z.object({
  missing_clients: z.array(importedServiceRow),
  missing_services: z.array(importedServiceRow),
  new_services: z.array(importedServiceRow),
  updated_services: z.array(importedServiceRow),
  rejected_rows: z.array(rejectedImportRow),
  /** Rows the sheet has that already match Hearth (not listed). */
  unchanged: z.number(),
  file: z.object({ name: z.string(), sha256: z.string(), rows: z.number() }),
});
export type ProcessImportResponse = z.infer<typeof processImportResponse>;

/** A staff member to allocate: an id, or the { userId, name } of assignedStaff. */
const staffRef = z.union([idSchema, z.object({ userId: idSchema }).transform((s) => s.userId)]);

/** Import confirmation payload row (spec 02), with the sheet's row number when the screen sends it. */
export const importConfirmRow = z.object({
  serviceName: requiredText('Service Name is required'),
  serviceCode: requiredText('Service Code is required', 20).transform((v) => v.toUpperCase()),
  serviceUnitRate: numberInput(
    z
      .number({ error: 'Service Unit Rate is required' })
      .refine(Number.isFinite, 'Service Unit Rate is required')
      .refine((v) => v >= 0, Msg.notNegative)
      .refine((v) => v <= MAX_AMOUNT, FormatMsg.tooLarge('Service Unit Rate', MAX_AMOUNT)),
  ),
  serviceUnitLength: unitLengthField.optional(),
  serviceStartDate: isoDate('Service Start Date is required'),
  serviceEndDate: isoDate('Service End Date is required'),
  serviceUnitsAuthorized: numberInput(
    z
      .number({ error: 'Units Authorized must be 0 or more' })
      .refine((v) => Number.isFinite(v) && v >= 0, 'Units Authorized must be 0 or more')
      .refine((v) => v <= MAX_AMOUNT, FormatMsg.tooLarge('Units Authorized', MAX_AMOUNT)),
  ),
  serviceIsNegetiveUnitsAllowed: booleanFlag,
  serviceIsAuthorized: booleanFlag,
  isDegreeRequired: booleanFlag,
  isDatesConfirmed: booleanFlag,
  isOverlappable: booleanFlag,
  authorizedDate: z.preprocess((v) => (v === '' ? null : v), isoDate('Date Last Authorized').nullish()),
  clientName: optionalText(200),
  recipientId: storableString().trim().min(1, 'Recipient ID is required').max(40),
  serviceId: idSchema.nullish(),
  unitsUtilized: numberInput(
    z
      .number({ error: 'Utilized Units must be 0 or more' })
      .refine((v) => Number.isFinite(v) && v >= 0, 'Utilized Units must be 0 or more')
      .refine((v) => v <= MAX_AMOUNT, FormatMsg.tooLarge('Utilized Units', MAX_AMOUNT))
      .default(0),
  ),
  assignedStaff: z.array(staffRef).max(100).default([]),
  row: z.number().int().positive().optional(),
});
export type ImportConfirmRow = z.infer<typeof importConfirmRow>;

/**
 * POST /services/import: the confirmation payload — a bare array of rows (the spec), or the rows
 * with the processed file's name and SHA-256 for the audit entry.
 */
export const importServicesBody = z.union([
  z.array(importConfirmRow).max(20_000),
  z.object({
    rows: z.array(importConfirmRow).max(20_000),
    fileName: optionalText(255),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .nullish(),
  }),
]);
export type ImportServicesBody = z.infer<typeof importServicesBody>;

/** POST /services/import → what was created and updated. */
export const importServicesResponse = z.object({
  message: z.string(),
  data: z.object({
    created: z.number(),
    updated: z.number(),
    unchanged: z.number(),
    allocations: z.number(),
  }),
});
export type ImportServicesResponse = z.infer<typeof importServicesResponse>;
