import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { localIsoDate } from '../../../lib/format';
import { VISITS_KEY } from '../api';
import { loadQueue, pendingOf, queuedActions, subscribeQueue } from './queue';
import { refreshCatalogue } from './reads';
import { onQueueSettled, syncQueue } from './sync';

/** While something waits to be sent, the phone tries again this often (besides 'online' events). */
const SYNC_INTERVAL_MS = 30_000;

/** The phone's queue, re-rendering on every change. */
export function useQueuedActions() {
  useEffect(() => void loadQueue(), []);
  return useSyncExternalStore(subscribeQueue, queuedActions);
}

/**
 * For a signed-in staff member (mounted by the signed-in layout): sends the phone's queue when the
 * app opens, when the signal returns and every half minute while something waits; keeps the visit
 * catalogue fresh; and has the visit screens read the server again after anything was sent.
 */
export function useOfflineSync(userId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return undefined;
    let active = true;
    const go = async () => {
      if (!navigator.onLine || !active) return;
      await syncQueue(userId);
      await refreshCatalogue(userId, localIsoDate());
    };
    const online = () => void go();
    // Whoever sent it (this loop or SEND NOW), the visit screens read the server again.
    const stopListening = onQueueSettled(() => void queryClient.invalidateQueries({ queryKey: [VISITS_KEY] }));
    void go();
    window.addEventListener('online', online);
    const timer = setInterval(() => {
      if (pendingOf(userId).length > 0) void go();
    }, SYNC_INTERVAL_MS);
    return () => {
      active = false;
      stopListening();
      window.removeEventListener('online', online);
      clearInterval(timer);
    };
  }, [queryClient, userId]);
}
