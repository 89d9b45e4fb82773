/**
 * Dates and times as the spec shows them (spec 01 and 02 section 9): days 'MM/DD/YYYY', times
 * 'hh:mm AM', in a given zone — the agency's unless a record carries its own. Empty text when
 * there is nothing to show; `orDash` where a screen shows '-' instead.
 */
import { monthLabel } from '@hearth/shared';
import { clock12, usDay, wallClock } from './zone';
import type { InstantInput } from './wire';

/** A calendar day ('YYYY-MM-DD', or a timestamp starting so) → 'MM/DD/YYYY'; '' when none; anything else unchanged. */
export function dayText(day: string | null | undefined): string {
  if (!day) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : day;
}

/** A range of days, '04/01/2026 – 04/30/2026' (one day once). */
export const dayRangeText = (from: string, to: string): string =>
  from === to ? dayText(from) : `${dayText(from)} – ${dayText(to)}`;

/** 'YYYY-MM' → 'Apr 2026'; anything else unchanged. */
export const monthText = (month: string): string => (/^\d{4}-\d{2}$/.test(month) ? monthLabel(month) : month);

/** 'Monday' for a calendar day ('YYYY-MM-DD'). */
export const weekdayText = (day: string): string =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** An instant's day 'MM/DD/YYYY' in `zone` (the agency's when absent or unknown). */
export function dateText(value: InstantInput, zone?: string | null): string {
  const c = wallClock(value, zone);
  return c ? usDay(c) : '';
}

/** An instant's time 'hh:mm AM' in `zone` (the agency's when absent or unknown). */
export function timeText(value: InstantInput, zone?: string | null): string {
  const c = wallClock(value, zone);
  return c ? clock12(c) : '';
}

/** An instant as 'MM/DD/YYYY hh:mm AM' in `zone` (the agency's when absent or unknown). */
export function dateTimeText(value: InstantInput, zone?: string | null): string {
  const c = wallClock(value, zone);
  return c ? `${usDay(c)} ${clock12(c)}` : '';
}

/** The reports' date-time 'MM/DD/YYYY hh:mm am' (spec 02 section 9: lower-case period). */
export function reportDateTime(value: InstantInput, zone?: string | null): string {
  const c = wallClock(value, zone);
  return c ? `${usDay(c)} ${clock12(c).toLowerCase()}` : '';
}

/** '-' for text that is empty or absent (an entry still in progress has no end time). */
export const orDash = (text: string | null | undefined): string => text || '-';
