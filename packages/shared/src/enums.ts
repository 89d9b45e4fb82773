/** User types exactly as spec 01 section 3. */
export const UserType = {
  SuperAdmin: 0,
  Admin: 1,
  Staff: 2,
  BehavioralSpecialist: 3,
  SupportCoordinator: 4,
  Customer: 5,
  FamilyContact: 6,
  Other: 7,
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const ALL_USER_TYPES: readonly UserType[] = Object.values(UserType);
export const ADMIN_USER_TYPES: readonly UserType[] = [UserType.SuperAdmin, UserType.Admin];

/** The one user type that changes the agency's settings and voids claim batches. */
export const isSuperAdmin = (userType: number | undefined): boolean => userType === UserType.SuperAdmin;

export function isAdminType(userType: number): boolean {
  return userType === UserType.SuperAdmin || userType === UserType.Admin;
}

/** Record status (users, clients, supports coordinators, services). 0 is the list filter "all". */
export const Status = {
  All: 0,
  Active: 4,
  Inactive: 5,
} as const;
export type Status = (typeof Status)[keyof typeof Status];

export const WorkEntryStatus = {
  InProgress: 6,
  Abandoned: 7,
  Completed: 8,
} as const;
export type WorkEntryStatus = (typeof WorkEntryStatus)[keyof typeof WorkEntryStatus];

/** Role label on the profile page (spec 01 "Profile"). */
export function roleLabel(userType: number): string {
  switch (userType) {
    case UserType.SuperAdmin:
      return 'SUPER ADMIN';
    case UserType.Admin:
      return 'ADMIN';
    case UserType.Staff:
      return 'STAFF';
    case UserType.BehavioralSpecialist:
      return '';
    default:
      return 'USER';
  }
}

/** Where a user lands after sign-in (spec 01 section 2, "Landing by type"). */
export function landingPath(userType: number): string {
  if (userType === UserType.Staff) return '/staff/visits';
  if (isAdminType(userType)) return '/admin/clients';
  return '/dashboard';
}
