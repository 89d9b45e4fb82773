import { METRES_PER_MILE, type EvvExceptionOut } from '@hearth/shared';
import { dayText } from '../../lib/format';

/** The date of service ('YYYY-MM-DD', the agency's zone) as 'MM/DD/YYYY'. */
export const serviceDateText = (row: EvvExceptionOut) => dayText(row.entry.dateOfService);

/** The work entry's details screen (the work entries list links there the same way). */
export const entryPath = (workEntryId: number) => `/admin/view-timeSheet?id=${workEntryId}`;

/** '0.61 mi (982 m)'. */
export const distanceText = (metres: number) => `${(metres / METRES_PER_MILE).toFixed(2)} mi (${Math.round(metres)} m)`;
