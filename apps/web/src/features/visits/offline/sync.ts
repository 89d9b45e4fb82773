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
import { visitResponse, type WorkEntryOut } from '@hearth/shared';
import { ApiError, apiRequest, isTransientFailure } from '../../../lib/api-client';
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

/** Stops a run: worth sending again later, or the session ended (it goes on after the next sign-in). */
const mustWait = (err: unknown) => isTransientFailure(err) || (err instanceof ApiError && err.status === 401);

const settledListeners = new Set<() => void>();

/** Told after a run in which the server accepted or refused anything (the visit screens read it again). */
export function onQueueSettled(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
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

/** One pass over the user's pending actions; stops at the first that must wait. How many it settled. */
async function run(userId: number): Promise<number> {
  await loadQueue();
  let settled = 0;
  for (const action of pendingOf(userId)) {
    // Re-read: an earlier start in this pass may have given it its id.
    const current = queuedActions().find((a) => a.id === action.id);
    if (!current || current.state !== 'pending') continue;
    if (current.kind !== 'start' && current.workEntryId === null) {
      const start = queuedActions().find((a) => a.id === current.startId);
      if (!start || start.state === 'refused') {
        await markRefused(current, { code: start?.error?.code ?? 'START_REFUSED', message: StartRefusedMsg });
        settled += 1;
        continue;
      }
      // Its start has not gone yet (it waits for the next pass).
      return settled;
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
    } catch (err) {
      if (err instanceof ApiError && err.status >= 200 && err.status < 300) {
        // Applied, but the answer could not be read: done all the same.
        await removeAction(current.id);
      } else if (mustWait(err)) {
        return settled;
      } else {
        const { error: code, message } = err as ApiError;
        await markRefused(current, { code, message });
      }
    }
    settled += 1;
  }
  return settled;
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
        if ((await run(userId)) > 0) for (const listener of [...settledListeners]) listener();
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}
