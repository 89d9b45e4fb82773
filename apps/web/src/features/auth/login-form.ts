import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, Msg } from '@hearth/shared';

export type LoginFields = { email: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/**
 * The sign-in form's checks, the same as the shared `emailSchema` and `loginPasswordSchema` (the
 * server applies those) but without zod, which the sign-in page does not load. The email is
 * trimmed and lower-cased as `emailSchema` does.
 */
export function checkLoginForm({ email, password }: LoginFields): { errors: LoginErrors; email: string } {
  const trimmed = email.trim();
  const errors: LoginErrors = {};
  if (!trimmed) errors.email = Msg.emailRequired;
  else if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) errors.email = Msg.emailInvalid;
  if (!password) errors.password = Msg.passwordRequired;
  return { errors, email: trimmed.toLowerCase() };
}
