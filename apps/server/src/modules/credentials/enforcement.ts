/**
 * No visit by someone who may not work (issue 22, docs/decisions/018 "Enforcement and alerts"): the
 * refusals and warnings other modules raise when a staff member lacks an enforced required
 * credential (missing, or expired past its grace). Only enforced types count, so nothing changes
 * until the agency switches enforcement on.
 */
import { ErrorCode, toUsDate } from '@hearth/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { credentialBlockersOf, staffBlockers, type CredentialBlocker } from './enforcement.repo.js';

export { credentialBlockersOf, staffBlockers, type CredentialBlocker };

/**
 * What is wrong with one blocker, in a few words ("Child abuse history clearance expired on
 * 11/01/2026"); with `today`, an expiry still ahead of it reads "expires on" (a plan's later days).
 */
export function blockerReason(b: CredentialBlocker, today?: string): string {
  if (b.code !== ErrorCode.CREDENTIAL_EXPIRED || !b.expiresOn) return `${b.name} is missing`;
  const verb = today !== undefined && b.expiresOn >= today ? 'expires' : 'expired';
  return `${b.name} ${verb} on ${toUsDate(b.expiresOn)}`;
}

/** The sentence the staff member reads when a visit start is refused. */
export function visitRefusalMessage(b: CredentialBlocker): string {
  return b.code === ErrorCode.CREDENTIAL_EXPIRED && b.expiresOn
    ? `Your ${b.name} expired on ${toUsDate(b.expiresOn)}: you cannot start visits until it is renewed. Ask your office.`
    : `Your ${b.name} is not on file: you cannot start visits until it is recorded. Ask your office.`;
}

/** The blockers as an answer's details: what each is and its expiry date. */
export const blockerDetails = (blockers: CredentialBlocker[]) =>
  blockers.map((b) => ({ code: b.code, credentialTypeId: b.credentialTypeId, name: b.name, expiresOn: b.expiresOn }));

/**
 * Refuses a visit start (online, or an offline punch at sync) by a staff member who may not work on
 * `today` (the agency's day of the clock-in): 403 CREDENTIAL_EXPIRED or CREDENTIAL_MISSING naming
 * the first credential, with every blocker in `details.credentials`.
 */
export async function assertMayStartVisit(db: Db, staffId: number, today: string): Promise<void> {
  const blockers = await staffBlockers(db, staffId, today);
  const first = blockers[0];
  if (!first) return;
  throw new AppError(first.code, visitRefusalMessage(first), undefined, undefined, {
    credentials: blockerDetails(blockers),
  });
}
