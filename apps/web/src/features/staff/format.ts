import dayjs from 'dayjs';
import { Status } from '@hearth/shared';

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' (spec 01 section 9); '' when there is no date. */
export function displayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dayjs(iso.slice(0, 10));
  return date.isValid() ? date.format('MM/DD/YYYY') : iso;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const statusLabel = (status: number) => (status === Status.Inactive ? 'Inactive' : 'Active');

/** The full name as details headers show it: "Salutation First Middle Last Suffix". */
export function displayName(p: {
  salutation?: string | null;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  suffix?: string | null;
}): string {
  return [p.salutation, p.firstName, p.middleName, p.lastName, p.suffix].filter(Boolean).join(' ');
}
