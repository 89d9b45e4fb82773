import { ROLE_GROUPS } from './constants.js';
import { ADMIN_USER_TYPES, ALL_USER_TYPES, UserType } from './enums.js';

/**
 * Who may do what: the user types each server route declares (`config.access`) and the rules its
 * policies add, written once so the screens show only what the user may do. The server's routes
 * and `policies/user-editing.ts` follow the same table; `modules/staff/screen-access.test.ts` calls every
 * route below as every user type and checks the server refuses exactly those left out here.
 */
export const ACCESS = {
  /** Clients: the list, create and edit (GET /client, POST and PUT /client). */
  manageClients: ADMIN_USER_TYPES,
  /** One client's record (GET /clientbyId): admins, and staff for the clients they reach. */
  readClient: [...ADMIN_USER_TYPES, UserType.Staff],
  /** The services catalogue, read (GET /service, /servicebyId): every signed-in user. */
  readServices: ALL_USER_TYPES,
  /** The catalogue changed (POST and PUT /service) and the state's sheet imported (/services/*). */
  manageServices: ADMIN_USER_TYPES,
  /** Authorizations and staff allocation (POST and PUT /client_service, /client_service/staff_allocation). */
  manageAuthorizations: ADMIN_USER_TYPES,
  /** Staff and other user records (/user, /userById, /user/password) and role groups. */
  manageUsers: ADMIN_USER_TYPES,
  /** Supports coordinators (/sc, /scById). */
  manageCoordinators: ADMIN_USER_TYPES,
  /** Work entries entered and edited by an admin (POST and PUT /work_entry), their history. */
  manageWorkEntries: ADMIN_USER_TYPES,
  /** Visits clocked by the person who does them (/visits/start, /update, /complete, /abandon). */
  clockVisits: [UserType.Staff],
  /** Admin reports, the Overview, EVV exceptions, claims previews and batches. */
  agencyFigures: ADMIN_USER_TYPES,
  /** The staff member's own pay and service summaries (GET /work_entry?user_id=, /reports/service_summary). */
  ownSummaries: [...ADMIN_USER_TYPES, UserType.Staff],
  /** The EVV aggregator's records, counts and "Send now" (/aggregator/records, /summary, /sync). */
  aggregator: ADMIN_USER_TYPES,
  /** Voiding a claim batch and the agency's settings. */
  ownerOnly: [UserType.SuperAdmin],
} as const satisfies Record<string, readonly number[]>;

export type Capability = keyof typeof ACCESS;

/** May a user of this type do it? (No user: no.) */
export const may = (capability: Capability, userType: number | null | undefined): boolean =>
  userType !== null && userType !== undefined && (ACCESS[capability] as readonly number[]).includes(userType);

/** Role groups whose admins may create Admin records and edit them (spec 01 section 6). */
export const canCreateAdmins = (roleGroupId: number | null | undefined): boolean =>
  ROLE_GROUPS.some((g) => g.roleGroupId === roleGroupId && g.canCreateAdmins);

/** Who acts on a user record: their type and role group (read from their own record). */
export type UserEditor = { userType: number; roleGroupId: number | null };

/** A Super Admin record is opened only by a Super Admin (the owners' accounts). */
export const mayOpenUser = (editor: Pick<UserEditor, 'userType'>, target: { userType: number }): boolean =>
  may('manageUsers', editor.userType) &&
  (target.userType !== UserType.SuperAdmin || editor.userType === UserType.SuperAdmin);

/**
 * May `editor` change this user's record (PUT /user) or reset its password (PUT /user/password)?
 * An admin type; a Super Admin record only by a Super Admin; an Admin record only by an editor in
 * role group 1 or 2 (decision 006 §1).
 */
export const mayEditUser = (editor: UserEditor, target: { userType: number }): boolean =>
  mayOpenUser(editor, target) && (target.userType !== UserType.Admin || canCreateAdmins(editor.roleGroupId));

/** The admin password reset: an edit of the record, never of one's own (that is Change Password). */
export const mayResetPassword = (
  editor: UserEditor & { userId: number },
  target: { userId: number; userType: number },
) => editor.userId !== target.userId && mayEditUser(editor, target);

/** Only the top user type changes a staff member's email (spec 01 section 6). */
export const mayChangeEmail = (userType: number | null | undefined): boolean => userType === UserType.SuperAdmin;
