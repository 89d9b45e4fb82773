import { landingPath, type AuthData } from '@hearth/shared';

/** Where a freshly signed-in user goes: the forced password change first, else their landing page. */
export function afterSignInPath(auth: Pick<AuthData, 'passwordResetRequired' | 'userType'>): string {
  return auth.passwordResetRequired ? '/reset-password' : landingPath(auth.userType);
}
