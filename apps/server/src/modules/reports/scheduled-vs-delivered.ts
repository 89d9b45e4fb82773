/**
 * The Scheduled vs Delivered report's handler: a page of groups with the whole result's sums (the
 * viewer's stats line, the export's totals row), and every group in order for the export.
 */
import { reportColumns } from '@hearth/shared';
import type { ReportHandler } from './report-handlers.js';
import { streamRows } from './report-sql.js';
import {
  presentScheduledVsDelivered,
  scheduledVsDeliveredPage,
  scheduledVsDeliveredSelect,
} from './scheduled-vs-delivered.repo.js';

export const scheduledVsDeliveredHandler: ReportHandler = {
  page: async (db, f) => {
    const { data, recordCount, totals } = await scheduledVsDeliveredPage(db, f);
    return {
      data,
      recordCount,
      // Hours are not units or money: the sums travel in `totals`.
      stats: { recordCount, totalUnits: 0, totalGross: 0, totalNet: 0 },
      totals,
    };
  },
  columns: (f) => reportColumns('scheduled_vs_delivered', [], f.group),
  rows: (db, f, _today, sink) =>
    streamRows(db, scheduledVsDeliveredSelect(f), (rows) =>
      sink(rows.map((r) => presentScheduledVsDelivered(r, f.group))),
    ),
};
