import { readJson, writeJson } from './storage';

/** Server-minted trusted-browser tokens, one per email signed in on this browser. */
export const TRUSTED_BROWSERS_KEY = 'hearth.trustedBrowsers';

function readAll(): Record<string, string> {
  const value = readJson(TRUSTED_BROWSERS_KEY);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const result: Record<string, string> = {};
  for (const [email, token] of Object.entries(value)) {
    if (typeof token === 'string') result[email] = token;
  }
  return result;
}

const normalize = (email: string) => email.trim().toLowerCase();

export function getTrustedBrowserToken(email: string): string | null {
  return readAll()[normalize(email)] ?? null;
}

export function saveTrustedBrowserToken(email: string, token: string): void {
  writeJson(TRUSTED_BROWSERS_KEY, { ...readAll(), [normalize(email)]: token });
}

export function forgetTrustedBrowserToken(email: string): void {
  const all = readAll();
  delete all[normalize(email)];
  writeJson(TRUSTED_BROWSERS_KEY, all);
}
