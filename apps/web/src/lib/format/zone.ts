/**
 * Wall clocks in a time zone, read with the one zone engine both sides share (`zoneOffsetMs`,
 * `zonedInstant`, `dayIn` from packages/shared): never the browser's zone unless asked for.
 */
import { dayIn, isKnownTimeZone, shiftDay, zonedInstant, zoneOffsetMs } from '@hearth/shared';
import { agencyTimeZone } from '../agency-zone';
import { toInstant, type InstantInput } from './wire';

/** `zone` when this runtime knows it, else the agency's. */
export const knownZone = (zone: string | null | undefined): string =>
  zone && isKnownTimeZone(zone) ? zone : agencyTimeZone();

/** The zone an entry's times are read and shown in: its own, else the agency's. */
export const zoneOf = (entry: { timeZone?: string | null } | null | undefined): string =>
  entry?.timeZone || agencyTimeZone();

/** The caption shown beside times in a zone other than the agency's ('Times in America/Chicago'); null otherwise. */
export const zoneCaption = (zone: string | null | undefined): string | null =>
  zone && zone !== agencyTimeZone() ? `Times in ${zone}` : null;

/** The browser's IANA time zone (America/New_York): what this device's clock shows. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** An instant's wall clock in a zone: 'YYYY-MM-DD' day, 24-hour hour, minute. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

/** The wall clock of an instant in `zone` (the agency's when absent or unknown); null when there is no instant. */
export function wallClock(value: InstantInput, zone?: string | null): WallClock | null {
  const date = toInstant(value);
  if (!date) return null;
  const local = new Date(date.getTime() + zoneOffsetMs(date.getTime(), knownZone(zone)));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of a wall clock. */
export const isoDay = (c: WallClock): string => `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;

/** 'MM/DD/YYYY' of a wall clock. */
export const usDay = (c: WallClock): string => `${pad(c.month)}/${pad(c.day)}/${pad(c.year, 4)}`;

/** 'hh:mm AM' of a wall clock (midnight is 12:00 AM). */
export const clock12 = (c: WallClock): string =>
  `${pad(c.hour % 12 || 12)}:${pad(c.minute)} ${c.hour < 12 ? 'AM' : 'PM'}`;

/** The date and time inputs' values ('YYYY-MM-DD', 'HH:mm') of an instant in `zone` (the agency's by default). */
export function toLocalInputs(value: InstantInput, zone?: string | null): { date: string; time: string } {
  const c = wallClock(value, zone);
  return c ? { date: isoDay(c), time: `${pad(c.hour)}:${pad(c.minute)}` } : { date: '', time: '' };
}

/**
 * The instant a date input and a time input mean in `zone`; null when either is incomplete. A
 * clock time skipped by a daylight-saving change moves forward by the gap; a repeated one is its
 * first occurrence (packages/shared `zonedInstant`, the server's own rule).
 */
export function fromLocalInputs(date: string, time: string, zone: string = agencyTimeZone()): Date | null {
  return zonedInstant(date, time, zone) ?? (isKnownTimeZone(zone) ? null : zonedInstant(date, time, agencyTimeZone()));
}

/** 'YYYY-MM-DD' of today (or `days` from today) in `zone` (the agency's by default). */
export const localIsoDate = (days = 0, now: Date = new Date(), zone?: string | null): string =>
  shiftDay(dayIn(now, knownZone(zone)), days);

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
