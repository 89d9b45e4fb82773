// Days and times come from lib/format (Intl on the shared zone engine: the staff visit screens stay within their download budget).
import { browserTimeZone, dateTimeText, parseWire } from '../../lib/format';

/** Elapsed time as HH:MM:SS (hours keep counting past 24). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** "Last edited today" / "Last edited 1 day ago" / "Last edited 12 days ago" (calendar days on this device). */
export function lastEditedText(updatedOn: string | null | undefined, now: Date = new Date()): string {
  const date = parseWire(updatedOn);
  if (!date) return '';
  const calendarDay = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const days = Math.max(0, Math.round((calendarDay(now) - calendarDay(date)) / 86_400_000));
  if (days === 0) return 'Last edited today';
  return `Last edited ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** Unit length in hours as the Start Visit modal shows it: '0.25 hours'. */
export function unitLengthText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** `date` truncated to the minute, as the visit calls send times. */
export function toMinute(date: Date): Date {
  const d = new Date(date.getTime());
  d.setSeconds(0, 0);
  return d;
}

/** The first `max` characters of a note on one line, with an ellipsis when cut. */
export function excerpt(text: string | null | undefined, max = 140): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** A live clock on this device to the minute, as the visit records it: 'MM/DD/YYYY hh:mm A' in the device's zone. */
export function clockText(date: Date): string {
  return dateTimeText(date, browserTimeZone());
}

/** A unit length in words: 0.25 → '15 minutes', 1 → '1 hour', 1.5 → '90 minutes', 24 → '24 hours'. */
export function unitDurationText(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes % 60 === 0) {
    const h = minutes / 60;
    return `${h} ${h === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
