import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WorkEntryOut } from '@hearth/shared';
import { missingSignaturePart, type SignatureValue } from '../../components/signature/signature-value';
import { useToast } from '../../components/toast/toast-context';
import { onVisitDraftsDiscarded, readVisitDraft, removeVisitDraft, writeVisitDraft } from './visit-draft';
import {
  clearTimers,
  draftOf,
  initialSaverState,
  persist,
  sendLatest,
  startingValues,
  AUTOSAVE_DEBOUNCE_MS,
  type AutosaveStatus,
  type Saver,
  type SaverState,
  type Values,
} from './visit-autosave-saver';

export {
  AUTOSAVE_DEBOUNCE_MS,
  AUTOSAVE_TIMEOUT_MS,
  CLOSED_ELSEWHERE,
  retryDelay,
  type AutosaveStatus,
} from './visit-autosave-saver';

/** A change to notes or progress: kept in the draft at once, sent after the debounce. */
function noteChange(saver: Saver, patch: Partial<Values>) {
  const { st, workEntryId } = saver;
  st.latest = { ...st.latest, ...patch };
  st.revision += 1;
  st.errorShown = false;
  persist(st, workEntryId, false);
  if (st.paused || st.stopped) return;
  saver.setStatus((s) => (s === 'error' ? s : 'pending'));
  clearTimers(st);
  st.debounceTimer = setTimeout(() => void sendLatest(saver), AUTOSAVE_DEBOUNCE_MS);
}

/** The signature stays on the device (kept in the draft) and goes to the server with COMPLETE VISIT. */
function noteSignature(st: SaverState, workEntryId: number, value: SignatureValue) {
  st.latest = { ...st.latest, signature: value };
  // Nothing to send until the chosen way is complete.
  st.signatureSaved = missingSignaturePart(value) !== null;
  const draft = readVisitDraft(workEntryId);
  if (!st.stopped) {
    const saved = draft?.saved ?? st.confirmed === st.revision;
    writeVisitDraft(workEntryId, draftOf(st.latest, saved, st.signatureSaved));
  }
}

/**
 * Sends an unsynced draft at once, again when the browser is back online, stops when log-out
 * discards the drafts, and flushes what was typed within the debounce when the screen goes.
 */
function useSaverLifecycle(saver: Saver, unsynced: boolean) {
  useEffect(() => {
    const { st } = saver;
    st.unmounted = false;
    // An unsynced draft from an earlier session goes out right away.
    if (unsynced) void sendLatest(saver);
    const online = () => {
      if (st.confirmed < st.revision) {
        st.attempt = 0;
        void sendLatest(saver);
      }
    };
    window.addEventListener('online', online);
    // Log-out discarded the drafts: nothing more is saved or written from this screen.
    const stopOnDiscard = onVisitDraftsDiscarded(() => {
      st.stopped = true;
      clearTimers(st);
    });
    return () => {
      window.removeEventListener('online', online);
      stopOnDiscard();
      // Leaving within the debounce: send what was typed now (the draft keeps it either way). A
      // retry after a failure is cancelled: the draft stays unsaved, and the next visit screen or
      // a log-out sends it.
      const flush = !st.inFlight && !st.retrying && !st.errorShown && st.confirmed < st.revision;
      clearTimers(st);
      st.unmounted = true;
      if (flush) void sendLatest(saver);
    };
  }, [saver, unsynced]);
}

/** Pausing, resuming and finishing autosave around the visit's completion. */
function completionControls({ st, workEntryId }: Saver, send: () => void) {
  return {
    /** Holds autosave while the visit is being completed (the completion carries the latest notes). */
    pause: () => {
      st.paused = true;
      clearTimers(st);
    },
    /** After a failed completion: autosave carries on where it was. */
    resume: () => {
      st.paused = false;
      if (st.confirmed < st.revision) send();
    },
    /** After the visit is completed: stop saving and forget the draft. */
    finish: () => {
      st.stopped = true;
      clearTimers(st);
      removeVisitDraft(workEntryId);
    },
  };
}

/**
 * The visit-in-progress form state (notes, progress, signature) with notes and progress saved
 * automatically through POST /visits/update: debounced, one call at a time, retried with backoff
 * (and as soon as the browser is back online), and mirrored in localStorage until the server has them.
 */
export function useVisitAutosave(visit: WorkEntryOut) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const workEntryId = visit.workEntryId;
  const [start] = useState(() => startingValues(visit));
  const [st] = useState(() => initialSaverState(start));
  const [notes, setNotesState] = useState(start.notes);
  const [progress, setProgressState] = useState(start.progress);
  const [signature, setSignatureState] = useState(start.signature);
  const [status, setStatus] = useState<AutosaveStatus>(start.unsynced ? 'pending' : 'idle');
  // Started with no signal (a negative id): the notes stay in the draft and go with the queued
  // completion (offline/record.ts).
  const saver = useMemo<Saver>(
    () => ({ st, workEntryId, onPhoneOnly: workEntryId < 0, setStatus, toast, queryClient }),
    [st, workEntryId, toast, queryClient],
  );
  useSaverLifecycle(saver, start.unsynced);

  const setNotes = useCallback(
    (value: string) => {
      setNotesState(value);
      noteChange(saver, { notes: value });
    },
    [saver],
  );
  const setProgress = useCallback(
    (value: number) => {
      setProgressState(value);
      noteChange(saver, { progress: value });
    },
    [saver],
  );
  const setSignature = useCallback(
    (value: SignatureValue) => {
      setSignatureState(value);
      noteSignature(st, workEntryId, value);
    },
    [st, workEntryId],
  );

  const controls = completionControls(saver, () => void sendLatest(saver));
  return { notes, setNotes, progress, setProgress, signature, setSignature, status, ...controls };
}
