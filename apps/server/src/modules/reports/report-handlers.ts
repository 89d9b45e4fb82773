/**
 * What each report type does: one page with its stats for the viewer, and every row in order for
 * the export. The columns come from packages/shared (the viewer shows the same ones).
 */
import type { SQL } from 'drizzle-orm';
import {
  reportColumns,
  type AnyReportRow,
  type ReportColumn,
  type ReportFilters,
  type ReportStats,
  type ReportType,
  type ScheduledVsDeliveredRow,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import * as entries from './entry-reports.repo.js';
import * as people from './people-reports.repo.js';
import { dollars, type Row } from '../../db/rows.js';
import { streamRows } from './report-sql.js';
import * as usage from './usage-reports.repo.js';
import { groupByClient, presentMonthlyRow, reportMonths } from './usage-reports.js';
import { scheduledVsDeliveredHandler } from './scheduled-vs-delivered.js';
import { trainingComplianceHandler } from './training-compliance.repo.js';
import { credentialComplianceHandler } from './credential-compliance.repo.js';

export type ReportPage = {
  data: AnyReportRow[];
  recordCount: number;
  stats: ReportStats;
  months?: string[];
  totals?: ScheduledVsDeliveredRow;
};
export type ExportRow = Record<string, unknown>;

export type ReportHandler = {
  page: (db: Db, f: ReportFilters, today: string) => Promise<ReportPage>;
  columns: (f: ReportFilters) => ReportColumn[];
  /** Streams every row (as the columns read them) to `sink`, batch by batch. */
  rows: (db: Db, f: ReportFilters, today: string, sink: (rows: ExportRow[]) => Promise<void>) => Promise<void>;
};

const countOnly = (recordCount: number): ReportStats => ({ recordCount, totalUnits: 0, totalGross: 0, totalNet: 0 });

/** Streams a query's rows, each turned into an export row by `present`. */
const streamPresented =
  (query: SQL, present: (r: Row) => ExportRow) => (db: Db, sink: (rows: ExportRow[]) => Promise<void>) =>
    streamRows(db, query, (rows) => sink(rows.map(present)));

function entryHandler(type: entries.EntryReportType): ReportHandler {
  return {
    page: async (db, f) => {
      const { rows, totals } = await entries.entryPage(db, type, f);
      return { data: rows, recordCount: totals.recordCount, stats: totals };
    },
    columns: () => reportColumns(type),
    rows: (db, f, _today, sink) =>
      streamPresented(entries.entryExportQuery(type, f), entries.presentEntryRow)(db, sink),
  };
}

function personHandler(type: people.PersonReportType): ReportHandler {
  return {
    page: async (db, f) => {
      const { rows, recordCount } = await people.personPage(db, type, f);
      return { data: rows, recordCount, stats: countOnly(recordCount) };
    },
    columns: () => reportColumns(type),
    rows: (db, f, _today, sink) =>
      streamPresented(people.personExportQuery(type, f), people.presentPersonRow)(db, sink),
  };
}

const allocationHandler: ReportHandler = {
  page: async (db, f) => {
    const { rows, recordCount } = await people.allocationPage(db, f);
    return { data: rows, recordCount, stats: countOnly(recordCount) };
  },
  columns: () => reportColumns('staff_allocation'),
  rows: (db, f, _today, sink) =>
    streamPresented(people.allocationExportQuery(f), people.presentAllocationRow)(db, sink),
};

/** The usage reports cover [fromDate, toDate] and count use up to toDate. */
const scopeOf = (f: ReportFilters): usage.AuthorizationScope => ({
  from: f.fromDate,
  to: f.toDate ?? f.fromDate,
  timeZone: f.timeZone,
  usedUntil: f.toDate ?? f.fromDate,
  onlyIds: null,
  activeOnly: false,
});

/** Stats of a usage report: the used units and their gross and net. */
export const usageStats = (
  t: Awaited<ReturnType<typeof usage.authorizationTotals>>,
  recordCount: number,
): ReportStats => ({
  recordCount,
  totalUnits: t.units,
  totalGross: dollars(t.grossCents),
  totalNet: dollars(t.netCents),
});

const monthlyHandler: ReportHandler = {
  page: async (db, f, today) => {
    const scope = scopeOf(f);
    const months = reportMonths(scope.from, scope.to!);
    const asOf = scope.to! < today ? scope.to! : today;
    const [rows, totals] = await Promise.all([
      usage.authorizationPage(db, scope, f.offset, f.limit),
      usage.authorizationTotals(db, scope),
    ]);
    const monthly = await usage.monthlyUnits(
      db,
      rows.map((r) => Number(r.id)),
      scope,
    );
    return {
      data: rows.map((r) => presentMonthlyRow(r, monthly.get(Number(r.id)), months, asOf)),
      recordCount: totals.count,
      stats: usageStats(totals, totals.count),
      months: months.labels,
    };
  },
  columns: (f) =>
    reportColumns('monthly_client_service_summary', reportMonths(f.fromDate, f.toDate ?? f.fromDate).labels),
  rows: async (db, f, today, sink) => {
    const scope = scopeOf(f);
    const months = reportMonths(scope.from, scope.to!);
    const asOf = scope.to! < today ? scope.to! : today;
    await streamRows(db, usage.authorizationSelect(scope), async (rows, tx) => {
      const monthly = await usage.monthlyUnits(
        tx,
        rows.map((r) => Number(r.id)),
        scope,
      );
      await sink(rows.map((r) => presentMonthlyRow(r, monthly.get(Number(r.id)), months, asOf)));
    });
  },
};

/**
 * One record per authorization, as the viewer and the export show them (a line each): the count,
 * the pages and the export's rows are authorizations; a page groups its lines under their clients,
 * so a client whose authorizations straddle two pages heads both.
 */
const clientServiceSummaryHandler: ReportHandler = {
  page: async (db, f) => {
    const scope = scopeOf(f);
    const [rows, totals] = await Promise.all([
      usage.authorizationPage(db, scope, f.offset, f.limit),
      usage.authorizationTotals(db, scope),
    ]);
    return { data: groupByClient(rows), recordCount: totals.count, stats: usageStats(totals, totals.count) };
  },
  columns: () => reportColumns('client_service_summary'),
  rows: (db, f, _today, sink) =>
    streamRows(db, usage.authorizationSelect(scopeOf(f)), (rows) =>
      sink(groupByClient(rows).flatMap((c) => c.services.map((s) => ({ clientName: c.clientName, ...s })))),
    ),
};

export const REPORT_HANDLERS: Record<ReportType, ReportHandler> = {
  notes: entryHandler('notes'),
  staff_pay: entryHandler('staff_pay'),
  staff_billing: entryHandler('staff_billing'),
  promise_billing: entryHandler('promise_billing'),
  client_summary: personHandler('client_summary'),
  sc_summary: personHandler('sc_summary'),
  staff_summary: personHandler('staff_summary'),
  staff_allocation: allocationHandler,
  monthly_client_service_summary: monthlyHandler,
  client_service_summary: clientServiceSummaryHandler,
  scheduled_vs_delivered: scheduledVsDeliveredHandler,
  training_compliance: trainingComplianceHandler,
  credential_compliance: credentialComplianceHandler,
};
