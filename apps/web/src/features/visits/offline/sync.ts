/**
 * Sends the phone's queued visit actions (queue.ts) to the server, oldest first, when the signal
 * returns, when the app opens, and every half minute while something waits (docs/decisions/012).
 *
 * Each action goes with its client action id, `offline: true` and its device time, so a retry
 * after a lost answer never acts twice and the server applies its rules at the phone's time. A
 * visit started on the phone gets the server's id from its start's answer; its completion follows.
 * A refusal (4xx) is kept with the server's reason and shown; what depends on a refused start is
 * refused with it. No connection, a server fault, throttling or an ended session stops the run:
 * everything waits, in order, for the next one.
 */
import { toUtcWire, visitResponse, type WorkEntryOut } from '@hearth/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readVisitDraft, removeVisitDraft, writeVisitDraft } from '../visit-draft';
import {
  attachEntryId,
  loadQueue,
  markRefused,
  noteStartAccepted,
  pendingOf,
  queuedActions,
  removeAction,
  type QueuedAction,
} from './queue';

const PATHS = {
  start: '/visits/start',
  update: '/visits/update',
  complete: '/visits/complete',
  abandon: '/visits/abandon',
} as const;

export const StartRefusedMsg = 'Not sent: the start of this visit was not accepted.';

/** Worth trying again later: no connection, a timeout, throttling, a server fault or an ended session. */
export function isTransient(err: unknown): boolean {
  // Not an answer of the server (e.g. the phone's storage failed): try again later.
  if (!(err instanceof ApiError)) return true;
  return err.status === 0 || err.status === 401 || err.status === 408 || err.status === 429 || err.status >= 500;
}

/** The call failed before the server could answer (no signal): what queues an action. */
export const isNetworkFailure = (err: unknown) => err instanceof ApiError && err.status === 0;

export type SyncEvent = { action: QueuedAction; visit: WorkEntryOut };
const syncListeners = new Set<(event: SyncEvent) => void>();

/** Told of every action the server accepted (the visit screens follow a start that got its id). */
export function onActionSynced(listener: (event: SyncEvent) => void): () => void {
  syncListeners.add(listener);
  return () => syncListeners.delete(listener);
}

/** A visit draft typed under the local id moves to the server's id, still marked unsent. */
function moveDraft(localId: number, workEntryId: number): void {
  const draft = readVisitDraft(localId);
  if (!draft) return;
  writeVisitDraft(workEntryId, { ...draft, saved: false });
  removeVisitDraft(localId);
}

async function sendOne(action: QueuedAction, workEntryId: number | null): Promise<WorkEntryOut> {
  const body = {
    ...action.body,
    ...(action.kind === 'start' ? {} : { workEntryId }),
    clientActionId: action.id,
    offline: true,
    deviceTime: action.deviceTime,
  };
  const result = await apiRequest(PATHS[action.kind], { method: 'POST', body, schema: visitResponse, track: false });
  return result.data;
}

/** One pass over the user's pending actions; stops at the first that must wait. */
async function run(userId: number): Promise<void> {
  await loadQueue();
  for (const action of pendingOf(userId)) {
    // Re-read: an earlier start in this pass may have given it its id.
    const current = queuedActions().find((a) => a.id === action.id);
    if (!current || current.state !== 'pending') continue;
    if (current.kind !== 'start' && current.workEntryId === null) {
      const start = queuedActions().find((a) => a.id === current.startId);
      if (!start || start.state === 'refused') {
        await markRefused(current, { code: start?.error?.code ?? 'START_REFUSED', message: StartRefusedMsg });
        continue;
      }
      // Its start has not gone yet (it waits for the next pass).
      return;
    }
    try {
      const visit = await sendOne(current, current.workEntryId);
      if (current.kind === 'start') {
        await attachEntryId(current.id, visit.workEntryId);
        if (current.localVisit) {
          noteStartAccepted(current.localVisit.workEntryId, visit.workEntryId);
          moveDraft(current.localVisit.workEntryId, visit.workEntryId);
        }
      }
      await removeAction(current.id);
      for (const listener of [...syncListeners]) listener({ action: current, visit });
    } catch (err) {
      if (err instanceof ApiError && err.status >= 200 && err.status < 300) {
        // Applied, but the answer could not be read: done all the same.
        await removeAction(current.id);
        continue;
      }
      if (isTransient(err)) return;
      const { error: code, message } = err as ApiError;
      await markRefused(current, { code, message });
    }
  }
}

let running: Promise<void> | null = null;
let again = false;

/** Sends what waits (one run at a time; a call during a run makes it go round once more). */
export function syncQueue(userId: number): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await run(userId);
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** The phone's clock now as the wire's UTC 'YYYY-MM-DD HH:mm:ss'. */
export const deviceNow = () => toUtcWire(new Date());
