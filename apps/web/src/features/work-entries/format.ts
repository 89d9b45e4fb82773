import dayjs from 'dayjs';
import { formatMoney, toUtcWire } from '@hearth/shared';

/** A UTC wire time ('YYYY-MM-DD HH:mm:ss', or ISO with a zone) → Date; null when absent or unreadable. */
export function fromWire(value: string | null | undefined): Date | null {
  if (!value) return null;
  const spec = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)$/.exec(value.trim());
  const date = spec ? new Date(`${spec[1]}T${spec[2]}Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'MM/DD/YYYY' in the browser's zone. */
export function displayDate(value: string | Date | null | undefined): string {
  const date = value instanceof Date ? value : fromWire(value);
  return date ? dayjs(date).format('MM/DD/YYYY') : '';
}

/** 'hh:mm A' in the browser's zone. */
export function displayTime(value: string | Date | null | undefined): string {
  const date = value instanceof Date ? value : fromWire(value);
  return date ? dayjs(date).format('hh:mm A') : '';
}

/** 'MM/DD/YYYY hh:mm A' in the browser's zone ('-' when there is none, e.g. a visit still in progress). */
export function displayDateTime(value: string | Date | null | undefined): string {
  const date = value instanceof Date ? value : fromWire(value);
  return date ? dayjs(date).format('MM/DD/YYYY hh:mm A') : '-';
}

/** Hours, units and amounts show 2 decimals (spec 01 section 9). */
export const twoDecimals = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : value.toFixed(2);

export const money = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : formatMoney(value);

/** The date and time inputs' values ('YYYY-MM-DD', 'HH:mm') of an instant, in the browser's zone. */
export function toLocalInputs(value: string | null | undefined): { date: string; time: string } {
  const date = fromWire(value);
  if (!date) return { date: '', time: '' };
  const d = dayjs(date);
  return { date: d.format('YYYY-MM-DD'), time: d.format('HH:mm') };
}

/** The instant a date input and a time input mean in the browser's zone; null when either is incomplete. */
export function fromLocalInputs(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return null;
  const result = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  return Number.isNaN(result.getTime()) ? null : result;
}

/** Local date + time inputs → the wire's UTC 'YYYY-MM-DD HH:mm:ss'. */
export function localInputsToWire(date: string, time: string): string | null {
  const instant = fromLocalInputs(date, time);
  return instant ? toUtcWire(instant) : null;
}

/** 'YYYY-MM-DD' of today (or `days` from today) in the browser's zone. */
export const localIsoDate = (days = 0, now: Date = new Date()): string =>
  dayjs(now).add(days, 'day').format('YYYY-MM-DD');

/** The browser's IANA time zone (America/New_York). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

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
