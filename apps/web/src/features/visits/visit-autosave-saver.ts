import type { QueryClient } from '@tanstack/react-query';
import { ErrorCode, type WorkEntryOut } from '@hearth/shared';
import {
  isBlankSignature,
  signatureValueFrom,
  signatureValueOf,
  type SignatureValue,
} from '../../components/signature/signature-value';
import type { useToast } from '../../components/toast/toast-context';
import { errorMessage, hasErrorCode, isNoConnection, isTransientFailure } from '../../lib/api-client';
import { visitKeys } from './api';
import { updateVisit } from './visit-actions';
import { markVisitDraftSaved, readVisitDraft, writeVisitDraft, type VisitDraft } from './visit-draft';

/** Spec 02 section 4: notes are saved automatically with a 300 ms debounce. */
export const AUTOSAVE_DEBOUNCE_MS = 300;
/** A save that takes longer than this is treated as failed and retried. */
export const AUTOSAVE_TIMEOUT_MS = 15_000;
/** Retry delays after a failed save: 1 s, 2 s, 4 s ... at most 30 s. */
export const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/** The visit is no longer open here: gone, completed or abandoned elsewhere, or saved elsewhere first. */
export const CLOSED_ELSEWHERE = [
  ErrorCode.NOT_FOUND,
  ErrorCode.ALREADY_COMPLETED,
  ErrorCode.ALREADY_ABANDONED,
  ErrorCode.STALE_RECORD,
];

/**
 * idle: nothing changed yet; pending: waiting for the debounce; saving: a call is in flight;
 * saved: the server has the latest notes; error: not saved yet, a retry is coming; phone: no
 * signal (or the visit itself is still on the phone): kept on the phone, sent when online.
 */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'phone';

/** `signature`: the signature block's value (a drawing, a typed name or a reason), not just the image. */
export type Values = { notes: string; progress: number; signature: SignatureValue };

export type StartingValues = Values & { unsynced: boolean; signatureSaved: boolean };

type Timer = ReturnType<typeof setTimeout> | undefined;

/** The autosave's bookkeeping, kept across renders without re-rendering. */
export type SaverState = {
  latest: Values;
  signatureSaved: boolean;
  /** Bumped on every change to notes or progress; a save confirms the revision it sent. */
  revision: number;
  confirmed: number;
  inFlight: boolean;
  debounceTimer: Timer;
  retryTimer: Timer;
  attempt: number;
  /** A retry is waiting for its timer (the last save failed). */
  retrying: boolean;
  /** Paused while the visit is being completed; stopped for good once it is. */
  paused: boolean;
  stopped: boolean;
  errorShown: boolean;
  /** Off the page: a last save may still finish (and confirm the draft), but nothing new is scheduled. */
  unmounted: boolean;
};

/** What a save needs from the screen around it. */
export type Saver = {
  st: SaverState;
  workEntryId: number;
  /** Started with no signal (a negative id): the server has no visit to save into yet. */
  onPhoneOnly: boolean;
  setStatus: (update: AutosaveStatus | ((s: AutosaveStatus) => AutosaveStatus)) => void;
  toast: ReturnType<typeof useToast>;
  queryClient: QueryClient;
};

export const draftOf = (v: Values, saved: boolean, signatureSaved: boolean): VisitDraft => ({
  notes: v.notes,
  progress: v.progress,
  ...v.signature,
  updatedAt: Date.now(),
  saved,
  signatureSaved,
});

/**
 * Where the visit screen starts: an unsaved local draft (typed offline, or the page was closed
 * before the server answered) wins over the server's notes and is sent again; otherwise the server's.
 */
export function startingValues(visit: WorkEntryOut): StartingValues {
  const draft = readVisitDraft(visit.workEntryId);
  const serverNotes = visit.notes ?? '';
  // A signature from the server (or none) has nothing to lose; one given on this device stays in the draft.
  const drafted = draft && signatureValueFrom(draft);
  const fromDraft = !!drafted && !isBlankSignature(drafted);
  const signature = fromDraft ? drafted : signatureValueOf(visit);
  const signatureSaved = fromDraft ? draft.signatureSaved : true;
  if (draft && !draft.saved && (draft.notes !== serverNotes || draft.progress !== visit.progress)) {
    return { notes: draft.notes, progress: draft.progress, signature, signatureSaved, unsynced: true };
  }
  return { notes: serverNotes, progress: visit.progress, signature, signatureSaved, unsynced: false };
}

export function initialSaverState(start: StartingValues): SaverState {
  return {
    latest: { notes: start.notes, progress: start.progress, signature: start.signature },
    signatureSaved: start.signatureSaved,
    revision: start.unsynced ? 1 : 0,
    confirmed: 0,
    inFlight: false,
    debounceTimer: undefined,
    retryTimer: undefined,
    attempt: 0,
    retrying: false,
    paused: false,
    stopped: false,
    errorShown: false,
    unmounted: false,
  };
}

export function clearTimers(st: SaverState) {
  clearTimeout(st.debounceTimer);
  clearTimeout(st.retryTimer);
  st.retrying = false;
}

export function persist(st: SaverState, workEntryId: number, saved: boolean) {
  if (st.stopped) return;
  writeVisitDraft(workEntryId, draftOf(st.latest, saved, st.signatureSaved));
}

/** One save of the latest notes and progress; answers the delay before a retry, or null for none. */
async function saveOnce(saver: Saver): Promise<number | null> {
  const { st, workEntryId, setStatus } = saver;
  const sent = st.revision;
  const { notes: sentNotes, progress: sentProgress } = st.latest;
  st.inFlight = true;
  setStatus('saving');
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), AUTOSAVE_TIMEOUT_MS);
  try {
    await updateVisit(
      { workEntryId, notes: sentNotes, progress: sentProgress > 0 ? sentProgress : undefined },
      { signal: controller.signal, track: false },
    );
    st.confirmed = Math.max(st.confirmed, sent);
    st.attempt = 0;
    st.errorShown = false;
    if (st.stopped) return null;
    if (st.unmounted) {
      // Off the page: confirm the draft if it still holds this text, never write a new one.
      markVisitDraftSaved(workEntryId, { notes: sentNotes, progress: sentProgress });
    } else if (st.confirmed === st.revision) {
      persist(st, workEntryId, true);
      setStatus('saved');
    }
    return null;
  } catch (err) {
    return failed(saver, err);
  } finally {
    clearTimeout(timeout);
    st.inFlight = false;
  }
}

/** A failed save: a retry delay for a passing failure, else the refusal said once. */
function failed({ st, setStatus, toast, queryClient }: Saver, err: unknown): number | null {
  if (st.stopped || st.paused) return null;
  setStatus(isNoConnection(err) ? 'phone' : 'error');
  if (isTransientFailure(err)) {
    const retryIn = retryDelay(st.attempt);
    st.attempt += 1;
    return retryIn;
  }
  if (!st.errorShown) {
    // A refusal (e.g. the visit was closed elsewhere): say why once; the draft stays on the device.
    st.errorShown = true;
    toast.error(errorMessage(err));
    if (hasErrorCode(err, ...CLOSED_ELSEWHERE)) {
      // No longer open (completed or closed elsewhere): the page follows the server.
      void queryClient.invalidateQueries({ queryKey: visitKeys.inProgress });
    }
  }
  return null;
}

/** Sends the latest notes and progress unless the server has them, then schedules what follows. */
export async function sendLatest(saver: Saver): Promise<void> {
  const { st } = saver;
  clearTimers(st);
  if (st.paused || st.stopped || st.inFlight) return;
  if (st.confirmed === st.revision) return;
  if (saver.onPhoneOnly) {
    saver.setStatus('phone');
    return;
  }
  const retryIn = await saveOnce(saver);
  if (st.stopped || st.paused || st.unmounted) return;
  if (retryIn !== null) {
    st.retrying = true;
    st.retryTimer = setTimeout(() => void sendLatest(saver), retryIn);
  } else if (st.confirmed < st.revision && !st.errorShown) {
    // Typed while the call was in flight: send the newer text.
    st.debounceTimer = setTimeout(() => void sendLatest(saver), AUTOSAVE_DEBOUNCE_MS);
  }
}
