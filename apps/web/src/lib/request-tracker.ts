import { useSyncExternalStore } from 'react';

/** Counts API requests in flight; the global spinner shows while the count is above zero. */
let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function requestStarted(): void {
  pending += 1;
  notify();
}

export function requestFinished(): void {
  pending = Math.max(0, pending - 1);
  notify();
}

export function pendingRequests(): number {
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingRequests(): number {
  return useSyncExternalStore(subscribe, pendingRequests, pendingRequests);
}
