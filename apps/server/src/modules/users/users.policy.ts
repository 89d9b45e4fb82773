import { ErrorCode, isAdminType, ROLE_GROUPS, StaffMsg, Status, UserType } from '@hearth/shared';
import type { CurrentUser } from '../../platform/auth.js';
import { AppError, forbidden } from '../../platform/errors.js';
import type { StaffRow } from './users.repo.js';

const refuse = (message: string, field?: string) => new AppError(ErrorCode.FORBIDDEN, message, field);

const ADMIN_CREATING_GROUPS: readonly number[] = ROLE_GROUPS.filter((g) => g.canCreateAdmins).map((g) => g.roleGroupId);

/** Who edits: their user type and role group (read from their record, not from the token). */
export type Editor = Pick<CurrentUser, 'userType'> & { roleGroupId: number | null };

/** Super Admin records are the owners' accounts: only a Super Admin may open or edit one here. */
export function assertMayOpen(actor: Pick<CurrentUser, 'userType'>, target: Pick<StaffRow, 'userType'>): void {
  if (target.userType === UserType.SuperAdmin && actor.userType !== UserType.SuperAdmin) {
    throw refuse(StaffMsg.superAdminLocked);
  }
}

/**
 * Admin records: creating one, changing a record to or from Admin, or editing one needs the actor
 * to be in role group 1 or 2 (spec 01 section 6). Editing counts too, or an Admin outside those
 * groups could put themselves into group 1 and then create Admins.
 */
export function assertMayWriteType(
  actorRoleGroupId: number | null,
  newType: number,
  existingType: number | undefined,
): void {
  const touchesAdmin = newType === UserType.Admin || existingType === UserType.Admin;
  if (touchesAdmin && !ADMIN_CREATING_GROUPS.includes(actorRoleGroupId ?? -1)) {
    throw refuse(StaffMsg.adminNeedsRoleGroup, 'userType');
  }
}

/**
 * May `editor` change this user's record at all? The one rule behind PUT /user and the admin
 * password reset (PUT /user/password): an admin type; a Super Admin record only by a Super Admin;
 * an Admin record only by an editor in role group 1 or 2. The edit adds rules about what changes
 * (`assertMayWriteType` for a new type, `assertMayEdit`).
 */
export function assertMayEditUser(editor: Editor, target: Pick<StaffRow, 'userType'>): void {
  if (!isAdminType(editor.userType)) throw forbidden();
  assertMayOpen(editor, target);
  assertMayWriteType(editor.roleGroupId, target.userType, target.userType);
}

/** Edit-only rules: email by the top user type only; nobody locks themselves out. */
export function assertMayEdit(
  actor: CurrentUser,
  existing: StaffRow,
  change: { email: string; userType: number; status: number },
): void {
  if (change.email !== existing.email.toLowerCase() && actor.userType !== UserType.SuperAdmin) {
    throw refuse(StaffMsg.emailChangeTopOnly, 'email');
  }
  if (existing.id === actor.id) {
    if (change.userType !== existing.userType) throw refuse(StaffMsg.selfTypeChange, 'userType');
    if (change.status !== Status.Active) throw refuse(StaffMsg.selfDeactivate, 'status');
  }
}
