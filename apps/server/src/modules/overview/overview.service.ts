/**
 * The admin Overview: this week against last, what waits for an admin (visits in progress, entries
 * to verify, open EVV exceptions), the share of manually edited visits this month, the
 * authorizations about to run out or end, and what the payers still owe (the claims module's card).
 * Only aggregates and the names the list needs leave here.
 */
import {
  daysBetween,
  EVV_EXCEPTION_LABELS,
  EVV_EXCEPTION_TYPES,
  listName,
  monthOf,
  monthsBetween,
  OVERVIEW_AUTHORIZATION_LIMIT,
  OVERVIEW_ENDING_DAYS,
  shiftDay,
  type AtRiskAuthorizationOut,
  type OverviewOut,
  type OverviewWeek,
  weekOf,
} from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { audit } from '../../platform/audit.js';
import type { CurrentUser } from '../../platform/auth.js';
import type { AgencyZone } from '../../platform/agency-zone.js';
import type { Clock } from '../../platform/clock.js';
import { num, text, type Row } from '../../db/rows.js';
import { aggregatorVisitCounts } from '../aggregator/index.js';
import { receivablesCard } from '../claims/index.js';
import { credentialCounts } from '../credentials/index.js';
import { evenUseTarget, monthlyUnits, usedPercent } from '../reports/index.js';
import * as repo from './overview.repo.js';

const round2 = (x: number) => Math.round(x * 100) / 100;

function weekFigures(monday: string, byDay: Map<string, { visits: number; hours: number }>): OverviewWeek {
  const days = Array.from({ length: 7 }, (_, i) => {
    const day = shiftDay(monday, i);
    const figures = byDay.get(day) ?? { visits: 0, hours: 0 };
    return { day, visits: figures.visits, hours: round2(figures.hours) };
  });
  return {
    from: monday,
    to: shiftDay(monday, 6),
    visits: days.reduce((sum, d) => sum + d.visits, 0),
    hours: round2(days.reduce((sum, d) => sum + d.hours, 0)),
    days,
  };
}

function presentAuthorization(r: Row, today: string, usage: Map<string, number> | undefined): AtRiskAuthorizationOut {
  const authorized = num(r.units_authorized);
  const used = num(r.used);
  const startDate = text(r.start_date);
  const endDate = text(r.end_date);
  const daysLeft = daysBetween(today, endDate);
  return {
    id: num(r.id),
    clientId: num(r.client_id),
    clientName: listName({
      lastName: text(r.last_name),
      firstName: text(r.first_name),
      middleName: text(r.middle_name),
    }),
    serviceCode: text(r.service_code),
    serviceName: text(r.service_name),
    startDate,
    endDate,
    unitsAuthorized: authorized,
    unitsUsed: used,
    usedPercent: usedPercent(used, authorized),
    targetPercent: evenUseTarget(startDate, endDate, today),
    daysLeft,
    nearlyUsed: r.nearly_used === true,
    endingSoon: daysLeft <= OVERVIEW_ENDING_DAYS,
    monthlyUse: monthsBetween(startDate, today).map((month) => ({ month, units: usage?.get(month) ?? 0 })),
  };
}

/** `aggregatorOn`: the EVV aggregator is configured, so the Overview counts its rejected and waiting visits. */
export type OverviewDeps = { db: Db; clock: Clock; agency: AgencyZone; aggregatorOn?: boolean };

export function createOverviewService(deps: OverviewDeps) {
  const { db, clock, agency } = deps;

  /** The authorizations at risk, each with its use month by month up to today. */
  async function authorizations(today: string, tz: string): Promise<OverviewOut['authorizations']> {
    const rows = await repo.atRiskAuthorizations(db, today, shiftDay(today, OVERVIEW_ENDING_DAYS), tz);
    const ids = rows.map((r) => num(r.id));
    const from = rows.reduce((first, r) => (text(r.start_date) < first ? text(r.start_date) : first), today);
    const usage = await monthlyUnits(db, ids, {
      from,
      to: today,
      timeZone: tz,
      usedUntil: null,
      onlyIds: null,
      activeOnly: true,
    });
    return {
      total: num(rows[0]?.total),
      limit: OVERVIEW_AUTHORIZATION_LIMIT,
      data: rows.map((r) => presentAuthorization(r, today, usage.get(num(r.id)))),
    };
  }

  return {
    /** GET /overview (admins). Audited like a report run: who looked, when, from where. */
    async read(actor: CurrentUser, ip: string): Promise<OverviewOut> {
      const tz = agency.timeZone();
      const today = agency.today(clock);
      const thisMonday = weekOf(today).from;
      const lastMonday = shiftDay(thisMonday, -7);
      const { from: monthFrom, to: monthTo } = monthOf(today);
      const [inProgress, awaiting, byDay, exceptions, manual, atRisk, aggregator, receivables, schedule, credentials] =
        await Promise.all([
          repo.inProgress(db, tz),
          repo.awaitingVerification(db, tz),
          repo.completedByDay(db, lastMonday, shiftDay(thisMonday, 6), tz),
          repo.openExceptionsByType(db),
          repo.manualEdits(db, monthFrom, monthTo, tz),
          authorizations(today, tz),
          deps.aggregatorOn ? aggregatorVisitCounts(db) : null,
          receivablesCard(db, { timeZone: tz, now: clock.now() }),
          repo.scheduleToday(db, today, tz),
          credentialCounts(db, today),
          audit(db, { actorUserId: actor.id, action: 'overview.read', targetType: 'overview', ip, details: { today } }),
        ]);
      const byType = EVV_EXCEPTION_TYPES.map((type) => ({
        type,
        label: EVV_EXCEPTION_LABELS[type],
        count: exceptions.get(type) ?? 0,
      }));
      return {
        today,
        timeZone: tz,
        inProgress,
        thisWeek: weekFigures(thisMonday, byDay),
        lastWeek: weekFigures(lastMonday, byDay),
        awaitingVerification: awaiting,
        exceptions: { open: byType.reduce((sum, t) => sum + t.count, 0), byType },
        schedule,
        manualEdits: {
          month: today.slice(0, 7),
          from: monthFrom,
          to: monthTo,
          ...manual,
          percent: usedPercent(manual.manual, manual.completed),
        },
        authorizations: atRisk,
        aggregator,
        receivables,
        credentials,
      };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
