import { METRES_PER_MILE, toUsDate, type EvvExceptionOut } from '@hearth/shared';
import { agencyTimeZone } from '../../lib/agency-zone';
import { zonedParts } from '../../lib/zoned-parts';

/** An ISO instant as 'MM/DD/YYYY hh:mm AM' in the agency's zone ('' when unreadable). */
export function instantText(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, agencyTimeZone());
  return `${p.date} ${p.hour}:${p.minute} ${p.period}`;
}

/** The date of service ('YYYY-MM-DD', the agency's zone) as 'MM/DD/YYYY'. */
export const serviceDateText = (row: EvvExceptionOut) => toUsDate(row.entry.dateOfService);

/** The work entry's details screen (the work entries list links there the same way). */
export const entryPath = (workEntryId: number) => `/admin/view-timeSheet?id=${workEntryId}`;

/** '0.61 mi (982 m)'. */
export const distanceText = (metres: number) => `${(metres / METRES_PER_MILE).toFixed(2)} mi (${Math.round(metres)} m)`;
