/**
 * Reports: who may run which (admins every type; staff only their own pay and their own clients'
 * service summary), filter validation, the audit trail, and the export's file.
 */
import type { Writable } from 'node:stream';
import {
  dayIn,
  isAdminType,
  isReportType,
  parseReportFilters,
  reportFileName,
  ReportMsg,
  UserType,
  type ReportFilters,
  type ReportType,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { reachableAuthorizationIds } from '../../policies/staff-reach.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { createReportWriter } from './report-export.js';
import { REPORT_HANDLERS, usageStats, type ReportPage } from './report-handlers.js';
import { clientSummaryPage } from './usage-reports.js';

const TARGET = 'report';
/** Report types a staff member may run, always about themselves. */
const STAFF_REPORTS: readonly string[] = ['staff_pay'];

export type ServiceSummaryInput = { timeZone?: string; offset: number; limit: number };

/** The filters of a run as the audit trail keeps them (ids, dates and choices; no names). */
function auditedFilters(f: ReportFilters) {
  return {
    fromDate: f.fromDate,
    toDate: f.toDate,
    timeZone: f.timeZone,
    status: f.status,
    adminVerification: f.adminVerification,
    clientId: f.clientId,
    staffId: f.staffId,
    serviceId: f.serviceId,
    group: f.group,
    offset: f.offset,
    limit: f.limit,
  };
}

function reportTypeOf(value: string): ReportType {
  if (!isReportType(value)) throw notFound(ReportMsg.unknownType(value.slice(0, 64)));
  return value;
}

export type ReportsDeps = { db: Db; clock: Clock; agency: AgencyZone };

/** The filters of a call, or a 400 naming the field; staff are held to their own entries. */
function filtersFor(
  { clock, agency }: ReportsDeps,
  actor: CurrentUser,
  type: ReportType,
  raw: Record<string, unknown>,
): ReportFilters {
  const parsed = parseReportFilters(type, raw, clock.now(), agency.timeZone());
  if (!parsed.ok) throw badRequest(parsed.message, parsed.field);
  if (isAdminType(actor.userType)) return parsed.filters;
  if (actor.userType === UserType.Staff && STAFF_REPORTS.includes(type)) {
    return { ...parsed.filters, staffId: actor.id };
  }
  throw forbidden();
}

const todayIn = (clock: Clock, f: { timeZone: string }) => dayIn(clock.now(), f.timeZone);

/** GET|POST /reports/{type}: one page with stats over the whole filtered result. */
export async function runReport(
  deps: ReportsDeps,
  actor: CurrentUser,
  typeName: string,
  raw: Record<string, unknown>,
  ip: string,
): Promise<ReportPage> {
  const type = reportTypeOf(typeName);
  if (!isAdminType(actor.userType) && !STAFF_REPORTS.includes(type)) throw forbidden();
  const filters = filtersFor(deps, actor, type, raw);
  // The audit row is written alongside the queries (both finish before the answer leaves):
  // what was asked is what an auditor needs to see again what was shown.
  const [page] = await Promise.all([
    REPORT_HANDLERS[type].page(deps.db, filters, todayIn(deps.clock, filters)),
    audit(deps.db, {
      actorUserId: actor.id,
      action: 'report.read',
      targetType: TARGET,
      targetId: type,
      ip,
      details: auditedFilters(filters),
    }),
  ]);
  return page;
}

/** GET /reports/service_summary: staff see the clients they reach; admins every active client. */
export async function serviceSummary(
  { db, clock, agency }: ReportsDeps,
  actor: CurrentUser,
  input: ServiceSummaryInput,
  ip: string,
) {
  const timeZone = input.timeZone || agency.timeZone();
  const now = todayIn(clock, { timeZone });
  const scope = {
    from: now,
    to: null,
    timeZone,
    usedUntil: null,
    // Staff: the authorizations they reach today (the one "allocated to" rule of policies/).
    onlyIds: isAdminType(actor.userType) ? null : reachableAuthorizationIds(db, { staffId: actor.id, on: now }),
    activeOnly: true,
  };
  const { data, recordCount, totals } = await clientSummaryPage(db, scope, input.offset, input.limit);
  await audit(db, {
    actorUserId: actor.id,
    action: 'report.read',
    targetType: TARGET,
    targetId: 'service_summary',
    ip,
    details: { shown: data.length, recordCount },
  });
  return {
    data,
    recordCount,
    stats: usageStats(totals, recordCount),
  };
}

/**
 * POST /reports/export/{type}: validates and audits first (so a refusal is a JSON error), then
 * hands back the file name and a function that streams the workbook.
 */
export async function prepareExport(
  deps: ReportsDeps,
  actor: CurrentUser,
  typeName: string,
  raw: Record<string, unknown>,
  ip: string,
) {
  const { db } = deps;
  const type = reportTypeOf(typeName);
  if (!isAdminType(actor.userType)) throw forbidden();
  const filters = filtersFor(deps, actor, type, raw);
  const handler = REPORT_HANDLERS[type];
  const day = todayIn(deps.clock, filters);
  // Counted before streaming, so the audit row exists before the first byte is sent.
  const { recordCount } = await handler.page(db, { ...filters, offset: 0, limit: 1 }, day);
  await audit(db, {
    actorUserId: actor.id,
    action: 'report.export',
    targetType: TARGET,
    targetId: type,
    ip,
    details: { ...auditedFilters(filters), recordCount },
  });
  return {
    fileName: reportFileName(type, day),
    write: async (stream: Writable) => {
      const writer = createReportWriter(stream, {
        type,
        columns: handler.columns(filters),
        timeZone: filters.timeZone,
      });
      await handler.rows(db, filters, day, writer.write);
      return writer.finish();
    },
  };
}
