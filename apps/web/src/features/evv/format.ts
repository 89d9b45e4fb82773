import { METRES_PER_MILE, type EvvExceptionOut } from '@hearth/shared';
import { dayText, timeText } from '../../lib/format';

/**
 * The date of service ('YYYY-MM-DD', the agency's zone) as 'MM/DD/YYYY': the entry's, or the planned
 * visit's for a late or missed one (no entry).
 */
export const serviceDateText = (row: EvvExceptionOut) => dayText(row.entry?.dateOfService ?? row.scheduledVisit?.date);

/** The staff member, or words for an open shift nobody took. */
export const staffText = (row: EvvExceptionOut) => row.staff?.name ?? 'Open shift (no staff)';

export const serviceCodeText = (row: EvvExceptionOut) =>
  row.entry?.serviceCode ?? row.scheduledVisit?.serviceCode ?? '';

/** 'Planned 9:00 AM–10:00 AM' (the agency's zone) for a late or missed visit; null for the others. */
export const plannedText = (row: EvvExceptionOut): string | null =>
  row.scheduledVisit ? `Planned ${timeText(row.scheduledVisit.startsAt)}–${timeText(row.scheduledVisit.endsAt)}` : null;

/** The schedule's week of a planned visit, by client, on its day. */
export const schedulePath = (visit: NonNullable<EvvExceptionOut['scheduledVisit']>) =>
  `/admin/schedule?week=${visit.date}&view=client&clientId=${visit.client.id}&day=${visit.date}`;

/** The work entry's details screen (the work entries list links there the same way). */
export const entryPath = (workEntryId: number) => `/admin/view-timeSheet?id=${workEntryId}`;

/** '0.61 mi (982 m)'. */
export const distanceText = (metres: number) => `${(metres / METRES_PER_MILE).toFixed(2)} mi (${Math.round(metres)} m)`;
