/**
 * A report as an xlsx workbook, streamed: the export columns, a subtotal row after each staff
 * member in the payroll and billing reports, and a totals row whose sums equal the report's stats
 * (summed in hundredths, so no floating-point drift).
 */
import type { Writable } from 'node:stream';
import {
  asText,
  cellValue,
  isTotalled,
  REPORT_NAMES,
  SUBTOTAL_BY_STAFF,
  type ReportColumn,
  type ReportType,
} from '@hearth/shared';
import { createSheetWriter } from '../../platform/xlsx.js';
import type { ExportRow } from './report-handlers.js';
import { usedPercent } from './usage-reports.js';

type Sums = Map<number, number>;
const hundredths = (v: unknown) => (typeof v === 'number' ? Math.round(v * 100) : 0);

export type ReportWriter = {
  write: (rows: ExportRow[]) => Promise<void>;
  finish: () => Promise<{ rowCount: number }>;
};

export function createReportWriter(
  stream: Writable,
  p: { type: ReportType; columns: ReportColumn[]; timeZone: string },
): ReportWriter {
  const columns = p.columns.filter((c) => c.export !== false);
  const sheet = createSheetWriter(stream, { sheetName: REPORT_NAMES[p.type], columns, timeZone: p.timeZone });
  const totalled = columns.flatMap((c, i) => (isTotalled(c) ? [i] : []));
  const subtotals = SUBTOTAL_BY_STAFF.includes(p.type);
  const grand: Sums = new Map();
  let group: Sums = new Map();
  let groupKey: unknown = undefined;
  let groupLabel = '';
  let rowCount = 0;

  const add = (sums: Sums, values: unknown[]) =>
    totalled.forEach((i) => sums.set(i, (sums.get(i) ?? 0) + hundredths(values[i])));
  const index = (key: string) => columns.findIndex((c) => c.key === key);
  /** A ratio column's total: its part's sum over its whole's (Scheduled vs Delivered's Delivery %). */
  const ratio = (c: ReportColumn, sums: Sums) => {
    const whole = sums.get(index(c.totalRatio!.whole)) ?? 0;
    return whole > 0 ? usedPercent(sums.get(index(c.totalRatio!.part)) ?? 0, whole) : null;
  };
  const summary = (label: string, sums: Sums) =>
    sheet.addSummaryRow(
      columns.map((c, i) =>
        i === 0 ? label : c.totalRatio ? ratio(c, sums) : totalled.includes(i) ? (sums.get(i) ?? 0) / 100 : null,
      ),
    );
  const closeGroup = () => {
    if (subtotals && groupKey !== undefined) summary(`Subtotal: ${groupLabel}`, group);
  };

  return {
    write: async (rows) => {
      for (const row of rows) {
        if (subtotals && row.staffId !== groupKey) {
          closeGroup();
          groupKey = row.staffId;
          groupLabel = asText(row.staffName ?? '');
          group = new Map();
        }
        const values = columns.map((c) => cellValue(row, c.key));
        sheet.addRow(values);
        add(grand, values);
        if (subtotals) add(group, values);
        rowCount += 1;
      }
      await sheet.drained();
    },
    finish: async () => {
      closeGroup();
      // 'records', as the viewer's 'Records: n' says: the same count, in the same word.
      summary(`Total (${rowCount.toLocaleString('en-US')} ${rowCount === 1 ? 'record' : 'records'})`, grand);
      await sheet.finish();
      return { rowCount };
    },
  };
}
