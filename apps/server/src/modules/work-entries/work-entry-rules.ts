/**
 * The time and place rules of visits and timesheets, free of the database: calendar days in the
 * visit's time zone (and the SQL form of the day rule, for the queries that filter by it), which
 * clock a time comes from, coordinates, edit reasons and entry names.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ClaimsMsg,
  CLOCK_SKEW_MS,
  ErrorCode,
  EDIT_REASONS,
  NO_REASON_GIVEN,
  dayIn,
  endDayIn,
  shiftDay,
  timesheetTimeIssue,
  toUsDate,
  WorkEntryMsg,
} from '@hearth/shared';
import { AppError, badRequest } from '../../platform/errors.js';

const MINUTE_MS = 60_000;

/**
 * Which calendar days a work entry belongs to, in a time zone: it is served on the day it starts
 * and ends on the day its last moment falls, so an end at exactly 00:00 closes the day before
 * (23:00–00:00 belongs wholly to the first day). One rule for the authorization's dates (a visit
 * until midnight on its last day is inside it: work-entry-billing), the reports' date ranges
 * ('end' counts it on that day too), and the end-date check of an authorization edit.
 */
export function entryDays(start: Date, end: Date | null, timeZone: string): { start: string; end: string | null } {
  return { start: dayIn(start, timeZone), end: end ? endDayIn(start, end, timeZone) : null };
}

/**
 * entryDays' end day in SQL (a date), for `start`/`end` timestamptz columns: the day of the
 * instant just before the end, unless the entry has no length. `timeZone` is a name or a column
 * (an entry's own zone). Tested equal to entryDays.
 */
export const entryEndDaySql = (start: SQL, end: SQL, timeZone: string | SQL): SQL =>
  sql`((CASE WHEN ${end} > ${start} THEN ${end} - interval '1 microsecond' ELSE ${end} END) AT TIME ZONE ${timeZone})::date`;

/** entryDays' start day in SQL (a date). */
export const entryStartDaySql = (start: SQL, timeZone: string | SQL): SQL =>
  sql`(${start} AT TIME ZONE ${timeZone})::date`;

/** Whole minutes, as visits record their times. */
export const truncateToMinute = (d: Date) => new Date(Math.floor(d.getTime() / MINUTE_MS) * MINUTE_MS);

/**
 * The time a clock-in or clock-out is recorded at. The client's time (the minute the staff member
 * saw on screen) is used when it is within five minutes of the server's clock; otherwise the
 * server's clock decides, so a phone with a wrong clock cannot move a visit. Whole minutes.
 */
export function clockTime(clientTime: Date | undefined, now: Date): Date {
  if (clientTime && Math.abs(clientTime.getTime() - now.getTime()) <= CLOCK_SKEW_MS) {
    return truncateToMinute(clientTime);
  }
  return truncateToMinute(now);
}

/** The timesheet's time rules (packages/shared, the same the web checks): a 400 naming the field. */
export function checkTimesheetTimes(p: {
  start: Date;
  end: Date;
  timeZone: string;
  now: Date;
  allowNextMidnight: boolean;
}): void {
  const issue = timesheetTimeIssue(p);
  if (issue) throw badRequest(issue.message, issue.field);
}

export type Place = { latitude: number | null; longitude: number | null; missing: string | null };

/**
 * A clock-in/out place: both coordinates, or neither with the reason they are missing. Without a
 * reason the location is recorded as `fallbackReason` ('unavailable' for visits, 'manual' for an
 * admin's timesheet), so every entry without coordinates says why.
 */
export function place(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
  missing: string | null | undefined,
  fallbackReason: string,
  field: string,
): Place {
  const hasLat = latitude != null;
  const hasLng = longitude != null;
  if (hasLat !== hasLng) throw badRequest(WorkEntryMsg.coordinatesPair, field);
  if (hasLat && hasLng) return { latitude, longitude, missing: null };
  return { latitude: null, longitude: null, missing: missing ?? fallbackReason };
}

export type EditReason = { code: string | null; text: string | null };

/** An admin's reason for a manual edit: a listed code ('other' needs a text) or "no reason given". */
export function editReason(code: string | null | undefined, text: string | null | undefined): EditReason {
  if (!code) return { code: null, text: text || NO_REASON_GIVEN };
  if (!EDIT_REASONS.some((r) => r.code === code)) throw badRequest(WorkEntryMsg.unknownReason, 'editReason');
  if (code === 'other' && !text) throw badRequest(WorkEntryMsg.reasonTextRequired, 'editReasonText');
  return { code, text: text || null };
}

/** How a history row shows its reason: the label, with the admin's words for 'other'. */
export function reasonLabel(code: string | null, text: string | null): string | null {
  const label = EDIT_REASONS.find((r) => r.code === code)?.label;
  if (!label) return text;
  return text ? `${label}: ${text}` : label;
}

/**
 * The work entry name: service code, staff member ('Last, First') and the local start date,
 * e.g. 'W1726 - Lopez, Maria - 05/04/2026'. It names the staff member, not the client, so the
 * name itself carries no client information.
 */
export function entryName(p: {
  serviceCode: string;
  staff: { firstName: string; lastName: string };
  start: Date;
  timeZone: string;
}): string {
  return `${p.serviceCode} - ${p.staff.lastName}, ${p.staff.firstName} - ${toUsDate(dayIn(p.start, p.timeZone))}`;
}

/** A list's From/To date: YYYY-MM-DD or MM/DD/YYYY, a real calendar day. */
export function parseListDate(value: string, field: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  const date = `${y}-${m}-${d}`;
  if (!y || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || shiftDay(date, 0) !== date) {
    throw badRequest(WorkEntryMsg.invalidListDate, field);
  }
  return date;
}

/** The refusal of any change to an entry on a claim batch (void the batch first). */
export const entryBilled = (batchId: number) => new AppError(ErrorCode.ENTRY_BILLED, ClaimsMsg.entryBilled(batchId));

/** Notes as stored: '' and null both clear them; undefined leaves them as they are. */
export const notesValue = (notes: string | null | undefined) => (notes === undefined ? undefined : notes || null);
