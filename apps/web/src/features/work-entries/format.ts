import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatMoney, isKnownTimeZone, toUtcWire, zonedInstant } from '@hearth/shared';
import { agencyTimeZone } from '../../lib/agency-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A UTC wire time ('YYYY-MM-DD HH:mm:ss', or ISO with a zone) → Date; null when absent or unreadable. */
export function fromWire(value: string | null | undefined): Date | null {
  if (!value) return null;
  const spec = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)$/.exec(value.trim());
  const date = spec ? new Date(`${spec[1]}T${spec[2]}Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The zone an entry's times are read and shown in: its own, else the agency's. */
export const zoneOf = (entry: { timeZone?: string | null } | null | undefined): string =>
  entry?.timeZone || agencyTimeZone();

/** The caption shown beside times in a zone other than the agency's ('Times in America/Chicago'); null otherwise. */
export const zoneCaption = (zone: string | null | undefined): string | null =>
  zone && zone !== agencyTimeZone() ? `Times in ${zone}` : null;

/** An instant in `zone` (the agency's when the zone is unknown). */
function inZone(value: string | Date | null | undefined, zone: string) {
  const date = value instanceof Date ? value : fromWire(value);
  if (!date) return null;
  try {
    return dayjs(date).tz(zone);
  } catch {
    return dayjs(date).tz(agencyTimeZone());
  }
}

/** 'MM/DD/YYYY' in `zone` (the agency's by default). */
export function displayDate(value: string | Date | null | undefined, zone: string = agencyTimeZone()): string {
  return inZone(value, zone)?.format('MM/DD/YYYY') ?? '';
}

/** 'hh:mm A' in `zone` (the agency's by default). */
export function displayTime(value: string | Date | null | undefined, zone: string = agencyTimeZone()): string {
  return inZone(value, zone)?.format('hh:mm A') ?? '';
}

/** 'MM/DD/YYYY hh:mm A' in `zone` ('-' when there is none, e.g. a visit still in progress). */
export function displayDateTime(value: string | Date | null | undefined, zone: string = agencyTimeZone()): string {
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
  zone: string = agencyTimeZone(),
): { date: string; time: string } {
  const d = inZone(fromWire(value), zone);
  if (!d) return { date: '', time: '' };
  return { date: d.format('YYYY-MM-DD'), time: d.format('HH:mm') };
}

/**
 * The instant a date input and a time input mean in `zone`; null when either is incomplete. A
 * clock time skipped by a daylight-saving change moves forward by the gap; a repeated one is its
 * first occurrence (packages/shared `zonedInstant`, the server's own rule).
 */
export function fromLocalInputs(date: string, time: string, zone: string = agencyTimeZone()): Date | null {
  return zonedInstant(date, time, zone) ?? (isKnownTimeZone(zone) ? null : zonedInstant(date, time, agencyTimeZone()));
}

/** Date + time inputs in `zone` → the wire's UTC 'YYYY-MM-DD HH:mm:ss'. */
export function localInputsToWire(date: string, time: string, zone: string = agencyTimeZone()): string | null {
  const instant = fromLocalInputs(date, time, zone);
  return instant ? toUtcWire(instant) : null;
}

/** 'YYYY-MM-DD' of today (or `days` from today) in `zone` (the agency's by default). */
export const localIsoDate = (days = 0, now: Date = new Date(), zone: string = agencyTimeZone()): string =>
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

/**
 * recordHistory: 1 imported from an external CRM, 2 created by the product (spec 01 section 3). Who
 * entered it is another field (`enteredBy`): "by Hearth" read as if nobody had.
 */
export function recordOriginText(recordHistory: number): string {
  return recordHistory === 1 ? 'Imported from an external CRM' : 'Created in Hearth';
}
