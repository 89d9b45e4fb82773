import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DEFAULT_TIME_ZONE, formatMoney, toUtcWire } from '@hearth/shared';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A UTC wire time ('YYYY-MM-DD HH:mm:ss', or ISO with a zone) → Date; null when absent or unreadable. */
export function fromWire(value: string | null | undefined): Date | null {
  if (!value) return null;
  const spec = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)$/.exec(value.trim());
  const date = spec ? new Date(`${spec[1]}T${spec[2]}Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The agency's time zone: a new timesheet, the list's date range and "today" are in it. */
export const AGENCY_TIME_ZONE: string = DEFAULT_TIME_ZONE;

/** The zone an entry's times are read and shown in: its own, else the agency's. */
export const zoneOf = (entry: { timeZone?: string | null } | null | undefined): string =>
  entry?.timeZone || AGENCY_TIME_ZONE;

/** The caption shown beside times in a zone other than the agency's ('Times in America/Chicago'); null otherwise. */
export const zoneCaption = (zone: string | null | undefined): string | null =>
  zone && zone !== AGENCY_TIME_ZONE ? `Times in ${zone}` : null;

/** An instant in `zone` (the agency's when the zone is unknown). */
function inZone(value: string | Date | null | undefined, zone: string) {
  const date = value instanceof Date ? value : fromWire(value);
  if (!date) return null;
  try {
    return dayjs(date).tz(zone);
  } catch {
    return dayjs(date).tz(AGENCY_TIME_ZONE);
  }
}

/** 'MM/DD/YYYY' in `zone` (the agency's by default). */
export function displayDate(value: string | Date | null | undefined, zone: string = AGENCY_TIME_ZONE): string {
  return inZone(value, zone)?.format('MM/DD/YYYY') ?? '';
}

/** 'hh:mm A' in `zone` (the agency's by default). */
export function displayTime(value: string | Date | null | undefined, zone: string = AGENCY_TIME_ZONE): string {
  return inZone(value, zone)?.format('hh:mm A') ?? '';
}

/** 'MM/DD/YYYY hh:mm A' in `zone` ('-' when there is none, e.g. a visit still in progress). */
export function displayDateTime(value: string | Date | null | undefined, zone: string = AGENCY_TIME_ZONE): string {
  return inZone(value, zone)?.format('MM/DD/YYYY hh:mm A') ?? '-';
}

/** Hours, units and amounts show 2 decimals (spec 01 section 9). */
export const twoDecimals = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : value.toFixed(2);

export const money = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : formatMoney(value);

/** The date and time inputs' values ('YYYY-MM-DD', 'HH:mm') of an instant in `zone`. */
export function toLocalInputs(
  value: string | null | undefined,
  zone: string = AGENCY_TIME_ZONE,
): { date: string; time: string } {
  const d = inZone(fromWire(value), zone);
  if (!d) return { date: '', time: '' };
  return { date: d.format('YYYY-MM-DD'), time: d.format('HH:mm') };
}

/** Milliseconds `zone` is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a date input and a time input mean in `zone`; null when either is incomplete. A
 * clock time skipped by a daylight-saving change moves forward by the gap (as Date does); a
 * repeated one is its first occurrence.
 */
export function fromLocalInputs(date: string, time: string, zone: string = AGENCY_TIME_ZONE): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  if (Number.isNaN(wall)) return null;
  try {
    // The wall clock read as UTC, moved back by the zone's offset, until the offset agrees with the result.
    const o1 = zoneOffsetMs(wall, zone);
    const t1 = wall - o1;
    const o2 = zoneOffsetMs(t1, zone);
    if (o2 === o1) return new Date(t1);
    const t2 = wall - o2;
    return new Date(zoneOffsetMs(t2, zone) === o2 ? t2 : Math.max(t1, t2));
  } catch {
    return zone === AGENCY_TIME_ZONE ? null : fromLocalInputs(date, time, AGENCY_TIME_ZONE);
  }
}

/** Date + time inputs in `zone` → the wire's UTC 'YYYY-MM-DD HH:mm:ss'. */
export function localInputsToWire(date: string, time: string, zone: string = AGENCY_TIME_ZONE): string | null {
  const instant = fromLocalInputs(date, time, zone);
  return instant ? toUtcWire(instant) : null;
}

/** 'YYYY-MM-DD' of today (or `days` from today) in `zone` (the agency's by default). */
export const localIsoDate = (days = 0, now: Date = new Date(), zone: string = AGENCY_TIME_ZONE): string =>
  (inZone(now, zone) ?? dayjs(now)).add(days, 'day').format('YYYY-MM-DD');

/**
 * A time zone as people say it, with its IANA name: 'Eastern Time (America/New_York)'. Falls back
 * to the specific name ('Eastern Standard Time') where the generic one is unknown, and to the IANA
 * name alone when the zone has no name beyond an offset.
 */
export function timeZoneText(zone: string | null | undefined, at: Date = new Date()): string {
  if (!zone) return '-';
  for (const style of ['longGeneric', 'long'] as const) {
    try {
      const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value;
      if (name && !/^GMT|^UTC[+-]/.test(name)) return name === zone ? zone : `${name} (${zone})`;
    } catch {
      // An unknown zone or style: try the next, else show the zone as recorded.
    }
  }
  return zone;
}

const MISSING_REASONS: Record<string, string> = {
  denied: 'denied',
  unavailable: 'unavailable',
  timeout: 'timed out',
  unsupported: 'not supported by the device',
  manual: 'not entered on the timesheet',
};

/** An EVV location: 'lat, lng', or why it is missing. */
export function locationText(latitude: number | null, longitude: number | null, missing: string | null): string {
  if (latitude !== null && longitude !== null) return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
  if (missing) return `Location missing (${MISSING_REASONS[missing] ?? missing})`;
  return 'Location not recorded';
}

/** recordHistory: 1 imported from an external CRM, 2 created in Hearth (spec 01 section 3). */
export function recordOriginText(recordHistory: number): string {
  return recordHistory === 1 ? 'Imported from an external CRM' : 'Created by Hearth';
}
