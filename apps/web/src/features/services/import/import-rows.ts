import {
  type ImportChange,
  type ImportConfirmRow,
  type ImportedServiceRow,
  type ProcessImportResponse,
} from '@hearth/shared';
import { dayText, formatUnits, money } from '../../../lib/format';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Whether a chosen file looks like an .xlsx workbook: its name ends so and its type (when the browser
 * names one) is the workbook's. The server reads the bytes and refuses anything else anyway.
 */
export function isXlsxFile(file: File): boolean {
  if (!/\.xlsx$/i.test(file.name)) return false;
  return file.type === '' || file.type === XLSX_MIME || file.type === 'application/octet-stream';
}

/** The sheet's Unit Cost as a number: '$1,234.50' → 1234.5 (spec: parsed from text with the $ stripped). */
export function parseUnitCost(text: string): number {
  return Number(text.replace(/[$,\s]/g, ''));
}

/** Money: 5.1 → '$5.10'; the sheet's text when it is not a number. */
export function formatCost(value: string | number): string {
  const n = typeof value === 'number' ? value : parseUnitCost(value);
  return Number.isFinite(n) ? `$${money(n)}` : String(value);
}

/** One side of a change, in the screen's formats (dates MM/DD/YYYY, money with $). */
export function formatChangeValue(change: ImportChange, value: ImportChange['from']): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayText(value);
  if (/rate|cost/i.test(change.field)) return formatCost(value);
  return typeof value === 'number' ? formatUnits(value) : value;
}

/** Whether the state's Utilized Units differ from the units Hearth counted on the authorization. */
export const usedUnitsDiffer = (row: ImportedServiceRow) =>
  row.hearthUnitsUsed !== null && row.hearthUnitsUsed !== row.utilized_units;

/** The codes of the missing services, once each, with the first row that names them (prefills the modal). */
export function distinctMissingServices(rows: readonly ImportedServiceRow[]): ImportedServiceRow[] {
  const byCode = new Map<string, ImportedServiceRow>();
  for (const row of rows) {
    const code = row.service_code.toUpperCase();
    if (!byCode.has(code)) byCode.set(code, row);
  }
  return [...byCode.values()];
}

export const hasNoChanges = (r: ProcessImportResponse) =>
  r.missing_clients.length === 0 &&
  r.missing_services.length === 0 &&
  r.new_services.length === 0 &&
  r.updated_services.length === 0;

/**
 * Why Import is not offered, or null when it is (docs/decisions/010-service-import-screen.md): rows to fix in the sheet and
 * services to create first block it; rows of clients Hearth does not have yet do not (they are left
 * out and come in when the sheet is processed again after the clients are added).
 */
export function importBlocker(r: ProcessImportResponse, missingServicesCreated: boolean): string | null {
  if (r.rejected_rows.length > 0) {
    return 'Import is not available: fix the rejected rows in the sheet, then process it again.';
  }
  if (r.missing_services.length > 0) {
    return missingServicesCreated
      ? 'Import is not available until the data is reloaded: press Reload Data.'
      : 'Import is not available: create the missing services first, then reload the data.';
  }
  if (r.new_services.length === 0 && r.updated_services.length === 0) {
    return 'Nothing to import: the sheet has no new or updated authorizations for clients in Hearth.';
  }
  return null;
}

/** Chosen staff per new authorization, keyed by the sheet's row number. */
export type StaffChoices = Readonly<Record<number, readonly { id: number; label: string }[]>>;

/** One imported row → one row of the import confirmation payload (spec 02). */
export function toConfirmRow(row: ImportedServiceRow, staffIds: readonly number[]): ImportConfirmRow {
  return {
    serviceName: row.service_name,
    serviceCode: row.service_code,
    serviceUnitRate: parseUnitCost(row.unit_cost),
    ...(row.serviceUnitLength !== null ? { serviceUnitLength: row.serviceUnitLength } : {}),
    serviceStartDate: row.service_start_date,
    serviceEndDate: row.service_end_date,
    serviceUnitsAuthorized: row.units_authorized,
    serviceIsNegetiveUnitsAllowed: false,
    serviceIsAuthorized: false,
    isDegreeRequired: false,
    isDatesConfirmed: false,
    isOverlappable: false,
    authorizedDate: row.date_last_authorized,
    clientName: row.individual_name,
    recipientId: row.recipient_id,
    serviceId: row.serviceId,
    unitsUtilized: row.utilized_units,
    assignedStaff: [...staffIds],
    row: row.row,
  };
}

/**
 * The confirmation payload's rows: the new authorizations with the staff chosen for them, then the
 * updated ones with the staff they already have (an update does not change an allocation).
 */
export function confirmRows(r: ProcessImportResponse, choices: StaffChoices): ImportConfirmRow[] {
  return [
    ...r.new_services.map((row) =>
      toConfirmRow(
        row,
        (choices[row.row] ?? []).map((s) => s.id),
      ),
    ),
    ...r.updated_services.map((row) =>
      toConfirmRow(
        row,
        row.assignedStaff.map((s) => s.userId),
      ),
    ),
  ];
}
