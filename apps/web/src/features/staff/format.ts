import { Status } from '@hearth/shared';

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
