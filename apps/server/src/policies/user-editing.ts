/**
 * Who may open and change a user's record (the Staff screens' PUT /user and the admin password
 * reset of the auth module): one set of rules, written once.
 */
import {
  canCreateAdmins,
  ErrorCode,
  isAdminType,
  mayChangeEmail,
  mayOpenUser,
  StaffMsg,
  Status,
  UserType,
  type UserEditor,
} from '@hearth/shared';
import type { CurrentUser } from '../platform/auth.js';
import { AppError, forbidden } from '../platform/errors.js';

/** The parts of a user record these rules read. */
type UserRecord = { id: number; email: string; userType: number };

const refuse = (message: string, field?: string) => new AppError(ErrorCode.FORBIDDEN, message, field);

/**
 * Who edits: their user type and role group (read from their record, not from the token). The
 * rules are the shared ones (packages/shared permissions.ts), so the Staff screens offer exactly
 * what these allow.
 */
export type Editor = UserEditor;

/** Super Admin records are the owners' accounts: only a Super Admin may open or edit one here. */
export function assertMayOpen(actor: Pick<UserEditor, 'userType'>, target: Pick<UserRecord, 'userType'>): void {
  if (isAdminType(actor.userType) && !mayOpenUser(actor, target)) throw refuse(StaffMsg.superAdminLocked);
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
  if (touchesAdmin && !canCreateAdmins(actorRoleGroupId)) {
    throw refuse(StaffMsg.adminNeedsRoleGroup, 'userType');
  }
}

/**
 * May `editor` change this user's record at all? The one rule behind PUT /user and the admin
 * password reset (PUT /user/password): an admin type; a Super Admin record only by a Super Admin;
 * an Admin record only by an editor in role group 1 or 2. The edit adds rules about what changes
 * (`assertMayWriteType` for a new type, `assertMayEdit`).
 */
export function assertMayEditUser(editor: Editor, target: Pick<UserRecord, 'userType'>): void {
  if (!isAdminType(editor.userType)) throw forbidden();
  assertMayOpen(editor, target);
  assertMayWriteType(editor.roleGroupId, target.userType, target.userType);
}

/** Edit-only rules: email by the top user type only; nobody locks themselves out. */
export function assertMayEdit(
  actor: CurrentUser,
  existing: UserRecord,
  change: { email: string; userType: number; status: number },
): void {
  if (change.email !== existing.email.toLowerCase() && !mayChangeEmail(actor.userType)) {
    throw refuse(StaffMsg.emailChangeTopOnly, 'email');
  }
  if (existing.id === actor.id) {
    if (change.userType !== existing.userType) throw refuse(StaffMsg.selfTypeChange, 'userType');
    if (change.status !== Status.Active) throw refuse(StaffMsg.selfDeactivate, 'status');
  }
}
