import { readJson, removeKey, writeJson } from '../../lib/storage';

/** "Remember me" on the login screen keeps only the email on this browser. */
const REMEMBERED_EMAIL_KEY = 'hearth.rememberedEmail';

export function getRememberedEmail(): string | null {
  const value = readJson(REMEMBERED_EMAIL_KEY);
  return typeof value === 'string' && value ? value : null;
}

export function setRememberedEmail(email: string | null): void {
  if (email) writeJson(REMEMBERED_EMAIL_KEY, email);
  else removeKey(REMEMBERED_EMAIL_KEY);
}
