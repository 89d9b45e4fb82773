/**
 * The time and place rules of visits and timesheets, free of the database: calendar days in the
 * visit's time zone, which clock a time comes from, coordinates, edit reasons and entry names.
 */
import { CLOCK_SKEW_MS, EDIT_REASONS, NO_REASON_GIVEN, WorkEntryMsg } from '@hearth/shared';
import { badRequest } from '../../platform/errors.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

function zonedParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date (YYYY-MM-DD) of an instant in an IANA time zone. */
export function localDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The zone's offset from UTC at an instant, in milliseconds (local − UTC). */
function offsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time (hh:mm on YYYY-MM-DD) happens in a time zone (daylight saving aware). */
export function localTime(date: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const guess = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(guess), timeZone));
}

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone. */
export const startOfLocalDay = (date: string, timeZone: string): Date => localTime(date, 0, 0, timeZone);

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD → MM/DD/YYYY (how the spec shows dates). */
export function usDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
}

/**
 * The calendar day an entry ends on. An end at exactly midnight belongs to the day it closes, so
 * a visit until 24:00 on the authorization's last day is inside it.
 */
export function endDay(start: Date, end: Date, timeZone: string): string {
  const instant = end.getTime() > start.getTime() ? new Date(end.getTime() - 1) : end;
  return localDate(instant, timeZone);
}

const truncateToMinute = (d: Date) => new Date(Math.floor(d.getTime() / MINUTE_MS) * MINUTE_MS);

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

/** Whether `end` is exactly the midnight that ends the local day `day`. */
function isMidnightAfter(end: Date, day: string, timeZone: string): boolean {
  return end.getTime() === startOfLocalDay(addDays(day, 1), timeZone).getTime();
}

/**
 * Timesheet times (spec 01 "Timesheet"): start not in the future, end not before start and on the
 * start's day (editing also allows exactly the next midnight). An end more than five minutes in
 * the future would bill work not yet done, so it is refused as well.
 */
export function checkTimesheetTimes(p: {
  start: Date;
  end: Date;
  timeZone: string;
  now: Date;
  allowNextMidnight: boolean;
}): void {
  if (p.start.getTime() > p.now.getTime()) throw badRequest(WorkEntryMsg.startInFuture, 'serviceStartTime');
  if (p.end.getTime() < p.start.getTime()) throw badRequest(WorkEntryMsg.endBeforeStart, 'serviceEndTime');
  if (p.end.getTime() > p.now.getTime() + CLOCK_SKEW_MS) throw badRequest(WorkEntryMsg.endInFuture, 'serviceEndTime');
  const day = localDate(p.start, p.timeZone);
  if (localDate(p.end, p.timeZone) === day) return;
  if (p.allowNextMidnight && isMidnightAfter(p.end, day, p.timeZone)) return;
  throw badRequest(p.allowNextMidnight ? WorkEntryMsg.notSameDayOrMidnight : WorkEntryMsg.notSameDay, 'serviceEndTime');
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
  return `${p.serviceCode} - ${p.staff.lastName}, ${p.staff.firstName} - ${usDate(localDate(p.start, p.timeZone))}`;
}

/** A list's From/To date: YYYY-MM-DD or MM/DD/YYYY, a real calendar day. */
export function parseListDate(value: string, field: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  const date = `${y}-${m}-${d}`;
  if (!y || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || addDays(date, 0) !== date) {
    throw badRequest(WorkEntryMsg.invalidListDate, field);
  }
  return date;
}
