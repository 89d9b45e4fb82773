/**
 * The admin Overview (GET /overview): a handful of agency-wide figures, each one the count of a list
 * the screen links to. Days and months are the agency's (its time zone); weeks run Monday–Sunday.
 */
import { z } from 'zod';
import { EVV_EXCEPTION_TYPES } from './evv.js';
import { receivablesCardOut } from './receivables.js';

/** An authorization is nearly used up at this share of its units (percent). */
export const OVERVIEW_NEARLY_USED_PERCENT = 90;
/** An authorization is ending soon when its last day is at most this many days away. */
export const OVERVIEW_ENDING_DAYS = 30;
/** The most at-risk authorizations the Overview lists (the most urgent first); `total` counts them all. */
export const OVERVIEW_AUTHORIZATION_LIMIT = 50;

const count = z.number().int().min(0);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const month = z.string().regex(/^\d{4}-\d{2}$/);

/** Completed visits (by the day they started) and their hours, one row per day. */
const weekOut = z.object({
  /** Monday. */
  from: day,
  /** Sunday. */
  to: day,
  visits: count,
  hours: z.number(),
  days: z.array(z.object({ day, visits: count, hours: z.number() })),
});
export type OverviewWeek = z.infer<typeof weekOut>;

export const atRiskAuthorizationOut = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  /** 'Last, First'. */
  clientName: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  startDate: day,
  endDate: day,
  unitsAuthorized: z.number(),
  /** Units of its completed visits so far. */
  unitsUsed: z.number(),
  /** Used ÷ authorized, percent with 2 decimals. */
  usedPercent: z.number(),
  /** What even use would have consumed by today, percent with 2 decimals (as the monthly report's Target). */
  targetPercent: z.number(),
  /** Days from today to its last day (0: it ends today). */
  daysLeft: z.number().int(),
  /** At or above OVERVIEW_NEARLY_USED_PERCENT used. */
  nearlyUsed: z.boolean(),
  /** Ends within OVERVIEW_ENDING_DAYS days. */
  endingSoon: z.boolean(),
  /** Units used each month from its first month through the current one (0 for a month without use). */
  monthlyUse: z.array(z.object({ month, units: z.number() })),
});
export type AtRiskAuthorizationOut = z.infer<typeof atRiskAuthorizationOut>;

export const overviewOut = z.object({
  /** Today in the agency's zone, and that zone. */
  today: day,
  timeZone: z.string(),
  /** Visits clocked in and not yet out; the day the oldest of them started. */
  inProgress: z.object({ count, oldestDay: day.nullable() }),
  thisWeek: weekOut,
  lastWeek: weekOut,
  /** Completed entries no admin has verified yet; the day of service of the oldest. */
  awaitingVerification: z.object({ count, oldestDay: day.nullable() }),
  /** Open EVV exceptions, every type in EVV_EXCEPTION_TYPES order (0 when none). */
  exceptions: z.object({
    open: count,
    byType: z.array(z.object({ type: z.enum(EVV_EXCEPTION_TYPES), label: z.string(), count })),
  }),
  /**
   * Today's planned visits (docs/decisions/017) the watch found late (no clock-in by start + grace)
   * and missed (none by the planned end); each counts the EVV exceptions of that type dated today.
   * Absent from a server without scheduling.
   */
  schedule: z.object({ late: count, missed: count }).optional(),
  /**
   * Completed visits with a date of service this month, and how many of them were manually edited
   * (an admin's change after the visit, or entered by an admin for the staff member): Pennsylvania
   * watches this share.
   */
  manualEdits: z.object({ month, from: day, to: day, completed: count, manual: count, percent: z.number() }),
  /**
   * Active authorizations of active clients running today that are nearly used up or ending soon:
   * those nearly used up first (most used first), then those ending soonest.
   */
  authorizations: z.object({ total: count, limit: count, data: z.array(atRiskAuthorizationOut) }),
  /**
   * Visits the state's EVV aggregator rejected, and visits waiting to be sent or for its answer
   * (claims hold both back); null when the aggregator is not configured.
   */
  aggregator: z.object({ rejectedVisits: count, waitingVisits: count }).nullable().optional(),
  /** What the payers still owe today, the lines they denied this month, and the oldest open claim. */
  receivables: receivablesCardOut,
  /**
   * Staff credentials (docs/decisions/018), as the credentials list counts them: expired past grace,
   * expiring within 30 and within 60 days (the 60 include the 30), and required ones missing.
   */
  credentials: z.object({ expired: count, expiring30: count, expiring60: count, missing: count }).optional(),
});
export type OverviewOut = z.infer<typeof overviewOut>;
