/** One en-US 'MM/DD/YYYY hh:mm AM' formatter per zone ('' = the browser's). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | null | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: timeZone || undefined,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hour12: true,
      });
    } catch {
      formatter = formatterFor(null); // An unknown zone: the browser's.
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

export type ZonedParts = { date: string; hour: string; minute: string; period: string };

/**
 * An instant's wall-clock pieces in a time zone (the browser's when none or unknown): date
 * 'MM/DD/YYYY', hour '01'–'12', minute, period 'AM'/'PM'. Shared by every screen that shows times.
 */
export function zonedParts(date: Date, timeZone?: string | null): ZonedParts {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) p[part.type] = part.value;
  // Some engines write midnight as hour '24' or '00' with hour12: show it as 12.
  const hour = p.hour === '00' || p.hour === '24' ? '12' : (p.hour ?? '');
  return {
    date: `${p.month}/${p.day}/${p.year}`,
    hour,
    minute: p.minute ?? '',
    period: (p.dayPeriod ?? '').toUpperCase(),
  };
}
