/**
 * Wall clocks in a time zone, and the timesheet's time rules (spec 01 "Timesheet"), written once
 * and run by both sides: the web checks a form with them before sending, the server refuses the
 * same things with the same words.
 */
import { dayIn, shiftDay } from './report-dates.js';
import { CLOCK_SKEW_MS, WorkEntryMsg } from './work-entries.js';

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, f);
  }
  return f;
}

/** Milliseconds `timeZone` is ahead of UTC at `instant` (local − UTC). Throws on an unknown zone. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of offsetFormatter(timeZone).formatToParts(new Date(instant))) parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

export { isKnownTimeZone } from './time-zone.js';

/**
 * The instant a wall-clock time ('HH:mm' or 'HH:mm:ss') on a day ('YYYY-MM-DD') happens in a time
 * zone; null when either is malformed or the zone is unknown. A time skipped by a daylight-saving
 * change moves forward by the gap (as Date does); a repeated one is its first occurrence.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  if (Number.isNaN(wall)) return null;
  try {
    // The wall clock read as UTC, moved back by the zone's offset, until the offset agrees with the result.
    const o1 = zoneOffsetMs(wall, timeZone);
    const t1 = wall - o1;
    const o2 = zoneOffsetMs(t1, timeZone);
    if (o2 === o1) return new Date(t1);
    const t2 = wall - o2;
    return new Date(zoneOffsetMs(t2, timeZone) === o2 ? t2 : Math.max(t1, t2));
  } catch {
    return null;
  }
}

/** The instant a calendar day ('YYYY-MM-DD') begins in a time zone. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const start = zonedInstant(day, '00:00', timeZone);
  if (!start) throw new RangeError(`Not a day in a known zone: ${day} ${timeZone}`);
  return start;
}

/**
 * The calendar day an entry ends on. An end at exactly midnight belongs to the day it closes, so
 * a visit until 24:00 on an authorization's last day is inside it.
 */
export function endDayIn(start: Date, end: Date, timeZone: string): string {
  const instant = end.getTime() > start.getTime() ? new Date(end.getTime() - 1) : end;
  return dayIn(instant, timeZone);
}

/** A refusal of the timesheet's times: the wire field it is about and the words to show. */
export type TimeIssue = { field: 'serviceStartTime' | 'serviceEndTime'; message: string };

/**
 * The timesheet's time rules: the start not in the future; the end not before the start, not
 * more than a few minutes ahead of now (that would bill work not yet done) and on the start's
 * day in `timeZone` — an edit may also end at exactly the midnight after it. Null when they hold.
 */
export function timesheetTimeIssue(p: {
  start: Date;
  end: Date;
  now: Date;
  timeZone: string;
  /** Editing allows an end at the midnight that closes the start's day. */
  allowNextMidnight: boolean;
}): TimeIssue | null {
  const [start, end, now] = [p.start.getTime(), p.end.getTime(), p.now.getTime()];
  if (start > now) return { field: 'serviceStartTime', message: WorkEntryMsg.startInFuture };
  if (end < start) return { field: 'serviceEndTime', message: WorkEntryMsg.endBeforeStart };
  if (end > now + CLOCK_SKEW_MS) return { field: 'serviceEndTime', message: WorkEntryMsg.endInFuture };
  const day = dayIn(p.start, p.timeZone);
  if (dayIn(p.end, p.timeZone) === day) return null;
  if (p.allowNextMidnight && end === startOfDayIn(shiftDay(day, 1), p.timeZone).getTime()) return null;
  return {
    field: 'serviceEndTime',
    message: p.allowNextMidnight ? WorkEntryMsg.notSameDayOrMidnight : WorkEntryMsg.notSameDay,
  };
}
