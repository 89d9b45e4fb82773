import { DEFAULT_STAFF_TYPE, STAFF_RECORD_TYPES, UserType } from '@hearth/shared';

export type StaffRecordType = (typeof STAFF_RECORD_TYPES)[number];

const OTHER_TYPE_LABELS: Record<number, string> = {
  [UserType.SuperAdmin]: 'Super Admin',
  [UserType.SupportCoordinator]: 'Support Coordinator',
};

/** The name of a user type as the Staff screens show it ('Behavioral Specialist', 'Super Admin', ...). */
export function staffTypeLabel(userType: number): string {
  return STAFF_RECORD_TYPES.find((t) => t.userType === userType)?.name ?? OTHER_TYPE_LABELS[userType] ?? 'Unknown';
}

/**
 * Record types offered on the Select Staff Record Type screen and the staff form: Admin only
 * when the signed-in user's role group may create Admins (spec 01 "Select Staff Record Type").
 */
export function offeredRecordTypes(canCreateAdmins: boolean): StaffRecordType[] {
  return STAFF_RECORD_TYPES.filter((t) => t.userType !== UserType.Admin || canCreateAdmins);
}

/** `?staffType=` read as a record type the form can create; anything else means the default (Staff). */
export function parseStaffType(raw: string | null): number {
  const value = Number(raw);
  return STAFF_RECORD_TYPES.some((t) => t.userType === value) && raw !== null && raw !== ''
    ? value
    : DEFAULT_STAFF_TYPE;
}

export const isRecordType = (userType: number) => STAFF_RECORD_TYPES.some((t) => t.userType === userType);

/** `types` plus the record's current type, so a select can always show what the record is. */
export function withType(types: readonly StaffRecordType[], userType: number): StaffRecordType[] {
  return STAFF_RECORD_TYPES.filter((t) => t.userType === userType || types.includes(t));
}
