import { z } from 'zod';
import { readJson, removeKey, writeJson } from '../../lib/storage';

/**
 * The verified email and reset token, carried from /verify-email to /change-password in router
 * state, with a sessionStorage copy so a page reload keeps working. Never in the URL.
 */
const KEY = 'hearth.passwordReset';
const resetSession = z.object({ email: z.string().min(1), token: z.string().regex(/^\d{6}$/) });
export type ResetSession = z.infer<typeof resetSession>;

export function saveResetSession(value: ResetSession): void {
  writeJson(KEY, value, sessionStorage);
}

export function readResetSession(routerState: unknown): ResetSession | null {
  const fromState = resetSession.safeParse(routerState);
  if (fromState.success) return fromState.data;
  const stored = resetSession.safeParse(readJson(KEY, sessionStorage));
  return stored.success ? stored.data : null;
}

export function clearResetSession(): void {
  removeKey(KEY, sessionStorage);
}
