/**
 * Session events raised by the API client, handled by the router (which can navigate).
 * - unauthorized: a 401 on an authenticated call; stored auth is already cleared.
 * - passwordResetRequired: the server refuses calls until the user sets a new password.
 */
export type SessionEvent = 'unauthorized' | 'passwordResetRequired';

const handlers = new Set<(event: SessionEvent) => void>();

export function onSessionEvent(handler: (event: SessionEvent) => void): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export function emitSessionEvent(event: SessionEvent): void {
  for (const handler of handlers) handler(event);
}
