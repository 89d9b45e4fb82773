import { useSyncExternalStore } from 'react';
import type { AuthData } from '@hearth/shared';
import { readJson, readRaw, removeKey, writeJson } from './storage';

/** The signed-in user's auth data (token, id, name, type) as returned by login or OTP verification. */
export const AUTH_KEY = 'hearth.auth';
/** The email a verification code was sent to, held between /login, /verify-otp and /save-browser. */
export const OTP_EMAIL_KEY = 'hearth.otpEmail';

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedAuth: AuthData | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Whether a stored value has the shape of `authData` (packages/shared): the server's answer was
 * checked against that schema when it was stored; this catches an edited or outdated entry.
 */
function isAuthData(value: unknown): value is AuthData {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    typeof v.userId === 'number' &&
    typeof v.email === 'string' &&
    typeof v.firstName === 'string' &&
    typeof v.lastName === 'string' &&
    typeof v.userType === 'number' &&
    typeof v.passwordResetRequired === 'boolean'
  );
}

/** Stored auth data, or null. Parsed once per stored value so React sees a stable snapshot. */
export function getAuth(): AuthData | null {
  const raw = readRaw(AUTH_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const stored = readJson(AUTH_KEY);
    cachedAuth = isAuthData(stored) ? stored : null;
  }
  return cachedAuth;
}

export function getToken(): string | null {
  return getAuth()?.token ?? null;
}

export function setAuth(data: AuthData): void {
  writeJson(AUTH_KEY, data);
  notify();
}

export function updateAuth(patch: Partial<Omit<AuthData, 'token'>>): void {
  const current = getAuth();
  if (!current) return;
  setAuth({ ...current, ...patch });
}

/** Forgets the session on this browser (trusted-browser tokens and the remembered email stay). */
export function clearAuth(): void {
  removeKey(AUTH_KEY);
  removeKey(OTP_EMAIL_KEY);
  notify();
}

export function getOtpEmail(): string | null {
  const value = readJson(OTP_EMAIL_KEY);
  return typeof value === 'string' && value ? value : null;
}

export function setOtpEmail(email: string): void {
  writeJson(OTP_EMAIL_KEY, email);
}

export function clearOtpEmail(): void {
  removeKey(OTP_EMAIL_KEY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing out (or in) changes what this tab may show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored auth data, re-rendering when it changes (sign-in, sign-out, 401, another tab). */
export function useAuth(): AuthData | null {
  return useSyncExternalStore(subscribe, getAuth, getAuth);
}
