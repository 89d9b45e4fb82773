import type ExcelJS from 'exceljs';
import { ImportMsg, isProcedureCode, MAX_AMOUNT } from '@hearth/shared';

/**
 * Reading the state sheet's cells: what a cell holds (formula cells by their cached result), the
 * header names it may use and the values of one data row, with every reason a row cannot be
 * imported. Pure functions: the streaming reader (sheet-reader.ts) feeds them.
 */

export type Plain = string | number | Date | null;

/** A cell's value as text, number or Date; formula cells by their cached result. */
export function plain(value: ExcelJS.CellValue | undefined): Plain {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('result' in value) return plain(value.result);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return plain(value.text);
    if ('error' in value) return null;
  }
  return null;
}

export const text = (v: Plain): string => {
  if (v === null) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
};

export type ColumnKey =
  | 'individualName'
  | 'recipientId'
  | 'serviceCode'
  | 'serviceName'
  | 'unitCost'
  | 'startDate'
  | 'endDate'
  | 'unitsAuthorized'
  | 'utilizedUnits'
  | 'dateLastAuthorized';

/** The sheet's columns (IMPORT_COLUMNS order) with the names each may go by. */
export const COLUMNS: { key: ColumnKey; label: string; names: string[]; required: boolean }[] = [
  { key: 'individualName', label: 'Individual Name', names: ['individualname'], required: true },
  { key: 'recipientId', label: 'Recipient ID', names: ['recipientid', 'mci'], required: true },
  { key: 'serviceCode', label: 'Service Code', names: ['servicecode', 'procedurecode'], required: true },
  { key: 'serviceName', label: 'Service Name', names: ['servicename'], required: true },
  { key: 'unitCost', label: 'Unit Cost', names: ['unitcost'], required: true },
  { key: 'startDate', label: 'Service Start Date', names: ['servicestartdate'], required: true },
  { key: 'endDate', label: 'Service End Date', names: ['serviceenddate'], required: true },
  { key: 'unitsAuthorized', label: 'Units Authorized', names: ['unitsauthorized'], required: true },
  // The state's own count and the last authorization date: shown when present, optional (decision 010).
  { key: 'utilizedUnits', label: 'Utilized Units', names: ['utilizedunits', 'unitsutilized'], required: false },
  {
    key: 'dateLastAuthorized',
    label: 'Date Last Authorized',
    names: ['datelastauthorized', 'lastauthorizeddate'],
    required: false,
  },
];

/** A header cell reduced to letters and digits, lower case ("Recipient_ID " → "recipientid"). */
const headerKey = (v: Plain) =>
  text(v)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const byName = new Map(COLUMNS.flatMap((c) => c.names.map((n) => [n, c.key] as const)));

/** Column positions of the known headers in one row (first occurrence wins). */
export function headerPositions(cells: Plain[]): Map<ColumnKey, number> {
  const found = new Map<ColumnKey, number>();
  cells.forEach((cell, i) => {
    const key = byName.get(headerKey(cell));
    if (key && !found.has(key)) found.set(key, i);
  });
  return found;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isRealDay = (y: number, m: number, d: number) => {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
};
const day = (y: number, m: number, d: number) =>
  y >= 1900 && y <= 2199 && isRealDay(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;

/** A calendar day 'YYYY-MM-DD' from an Excel date (its UTC parts), a serial number, MM/DD/YYYY or YYYY-MM-DD. */
export function parseDay(v: Plain): string | null {
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return null;
    return day(v.getUTCFullYear(), v.getUTCMonth() + 1, v.getUTCDate());
  }
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 1) return null;
    // Excel's serial days count from 1899-12-30 (its 1900 leap-year bug included).
    const dt = new Date(Date.UTC(1899, 11, 30) + Math.floor(v) * 86_400_000);
    return day(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
  }
  const s = text(v);
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return day(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(s);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

/** A number from a number cell or text with `$`, thousands separators and spaces; null if not one. */
export function parseAmount(v: Plain): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (v === null || v instanceof Date) return null;
  const s = v.replace(/[$,\s]/g, '');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(s) ? Number(s) : null;
}

export type SheetRow = {
  row: number;
  individualName: string;
  recipientId: string;
  serviceCode: string;
  serviceName: string;
  /** Unit cost in dollars, rounded to cents. */
  unitCost: number;
  startDate: string;
  endDate: string;
  unitsAuthorized: number;
  utilizedUnits: number;
  dateLastAuthorized: string | null;
};

export type RejectedRow = {
  row: number;
  individual_name: string;
  recipient_id: string;
  service_code: string;
  reasons: string[];
};

const shown = (v: Plain) => (text(v) === '' ? 'empty' : `"${text(v)}"`);

/** One data row → its values, or every reason it cannot be imported. */
export function parseRow(
  rowNumber: number,
  get: (key: ColumnKey) => Plain,
): { ok: true; row: SheetRow } | { ok: false; rejected: RejectedRow } {
  const reasons: string[] = [];
  const individualName = text(get('individualName')).slice(0, 200);
  const recipientId = text(get('recipientId'));
  const serviceCode = text(get('serviceCode')).toUpperCase();
  const serviceName = text(get('serviceName'));
  if (!recipientId) reasons.push('Recipient ID is empty.');
  else if (recipientId.length > 40) reasons.push('Recipient ID is longer than 40 characters.');
  if (!serviceCode) reasons.push('Service Code is empty.');
  // The code goes into claim files as is: only a procedure code (never an X12 delimiter) is taken.
  else if (!isProcedureCode(serviceCode)) reasons.push(ImportMsg.notProcedureCode(serviceCode.slice(0, 40)));
  if (!serviceName) reasons.push('Service Name is empty.');

  const cost = parseAmount(get('unitCost'));
  if (cost === null || cost < 0) reasons.push(`Unit Cost ${shown(get('unitCost'))} is not an amount.`);
  else if (cost > MAX_AMOUNT) reasons.push(ImportMsg.valueTooLarge('Unit Cost'));

  const dateOf = (key: ColumnKey, label: string) => {
    const d = parseDay(get(key));
    if (d === null) reasons.push(`${label} ${shown(get(key))} is not a date (MM/DD/YYYY).`);
    return d;
  };
  const startDate = dateOf('startDate', 'Service Start Date');
  const endDate = dateOf('endDate', 'Service End Date');
  if (startDate && endDate && endDate < startDate) reasons.push('Service End Date is before Service Start Date.');

  const units = parseAmount(get('unitsAuthorized'));
  if (units === null) reasons.push(`Units Authorized ${shown(get('unitsAuthorized'))} is not a number.`);
  else if (units < 0) reasons.push('Units Authorized is negative.');
  else if (units > MAX_AMOUNT) reasons.push(ImportMsg.valueTooLarge('Units Authorized'));
  const usedCell = get('utilizedUnits');
  const used = text(usedCell) === '' ? 0 : parseAmount(usedCell);
  if (used === null) reasons.push(`Utilized Units ${shown(usedCell)} is not a number.`);
  else if (used < 0) reasons.push('Utilized Units is negative.');
  else if (used > MAX_AMOUNT) reasons.push(ImportMsg.valueTooLarge('Utilized Units'));
  const lastCell = get('dateLastAuthorized');
  const lastAuthorized = text(lastCell) === '' ? null : parseDay(lastCell);
  if (text(lastCell) !== '' && lastAuthorized === null)
    reasons.push(`Date Last Authorized ${shown(lastCell)} is not a date (MM/DD/YYYY).`);

  if (reasons.length > 0) {
    return {
      ok: false,
      rejected: {
        row: rowNumber,
        individual_name: individualName,
        recipient_id: recipientId,
        service_code: serviceCode,
        reasons,
      },
    };
  }
  return {
    ok: true,
    row: {
      row: rowNumber,
      individualName,
      recipientId,
      serviceCode,
      serviceName: serviceName.slice(0, 200),
      unitCost: Math.round(cost! * 100) / 100,
      startDate: startDate!,
      endDate: endDate!,
      unitsAuthorized: Math.round(units! * 100) / 100,
      utilizedUnits: Math.round(used! * 100) / 100,
      dateLastAuthorized: lastAuthorized,
    },
  };
}
