import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode, type WorkEntryOut } from '@hearth/shared';
import {
  isBlankSignature,
  missingSignaturePart,
  signatureValueFrom,
  signatureValueOf,
  type SignatureValue,
} from '../../components/signature/signature-value';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage, hasErrorCode, isNoConnection, isTransientFailure } from '../../lib/api-client';
import { updateVisit, visitKeys } from './api';
import {
  markVisitDraftSaved,
  onVisitDraftsDiscarded,
  readVisitDraft,
  removeVisitDraft,
  writeVisitDraft,
  type VisitDraft,
} from './visit-draft';

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
type Values = { notes: string; progress: number; signature: SignatureValue };

const draftOf = (v: Values, saved: boolean, signatureSaved: boolean): VisitDraft => ({
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
function startingValues(visit: WorkEntryOut): Values & { unsynced: boolean; signatureSaved: boolean } {
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

/**
 * The visit-in-progress form state (notes, progress, signature) with notes and progress saved
 * automatically through POST /visits/update: debounced, one call at a time, retried with backoff
 * (and as soon as the browser is back online), and mirrored in localStorage until the server has them.
 */
export function useVisitAutosave(visit: WorkEntryOut) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const workEntryId = visit.workEntryId;
  // Started with no signal (a negative id): the server has no visit to save into yet; the notes
  // stay in the draft and go with the queued completion (offline/record.ts).
  const onPhoneOnly = workEntryId < 0;
  const [start] = useState(() => startingValues(visit));
  const [notes, setNotesState] = useState(start.notes);
  const [progress, setProgressState] = useState(start.progress);
  const [signature, setSignatureState] = useState(start.signature);
  const [status, setStatus] = useState<AutosaveStatus>(start.unsynced ? 'pending' : 'idle');

  const latest = useRef<Values>({ notes: start.notes, progress: start.progress, signature: start.signature });
  const signatureSaved = useRef(start.signatureSaved);
  /** Bumped on every change to notes or progress; a save confirms the revision it sent. */
  const revision = useRef(start.unsynced ? 1 : 0);
  const confirmed = useRef(0);
  const inFlight = useRef(false);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempt = useRef(0);
  /** A retry is waiting for its timer (the last save failed). */
  const retrying = useRef(false);
  /** Paused while the visit is being completed; stopped for good once it is. */
  const paused = useRef(false);
  const stopped = useRef(false);
  const errorShown = useRef(false);
  /** Off the page: a last save may still finish (and confirm the draft), but nothing new is scheduled. */
  const unmounted = useRef(false);

  const persist = useCallback(
    (saved: boolean) => {
      if (stopped.current) return;
      writeVisitDraft(workEntryId, draftOf(latest.current, saved, signatureSaved.current));
    },
    [workEntryId],
  );

  const clearTimers = useCallback(() => {
    clearTimeout(debounceTimer.current);
    clearTimeout(retryTimer.current);
    retrying.current = false;
  }, []);

  const send = useCallback(async () => {
    clearTimers();
    if (paused.current || stopped.current || inFlight.current) return;
    if (confirmed.current === revision.current) return;
    if (onPhoneOnly) {
      setStatus('phone');
      return;
    }
    const sent = revision.current;
    const { notes: sentNotes, progress: sentProgress } = latest.current;
    inFlight.current = true;
    setStatus('saving');
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), AUTOSAVE_TIMEOUT_MS);
    let retryIn: number | null = null;
    try {
      await updateVisit(
        { workEntryId, notes: sentNotes, progress: sentProgress > 0 ? sentProgress : undefined },
        { signal: controller.signal, track: false },
      );
      confirmed.current = Math.max(confirmed.current, sent);
      attempt.current = 0;
      errorShown.current = false;
      if (stopped.current) return;
      if (unmounted.current) {
        // Off the page: confirm the draft if it still holds this text, never write a new one.
        markVisitDraftSaved(workEntryId, { notes: sentNotes, progress: sentProgress });
      } else if (confirmed.current === revision.current) {
        persist(true);
        setStatus('saved');
      }
    } catch (err) {
      if (stopped.current || paused.current) return;
      setStatus(isNoConnection(err) ? 'phone' : 'error');
      if (isTransientFailure(err)) {
        retryIn = retryDelay(attempt.current);
        attempt.current += 1;
      } else if (!errorShown.current) {
        // A refusal (e.g. the visit was closed elsewhere): say why once; the draft stays on the device.
        errorShown.current = true;
        toast.error(errorMessage(err));
        if (hasErrorCode(err, ...CLOSED_ELSEWHERE)) {
          // No longer open (completed or closed elsewhere): the page follows the server.
          void queryClient.invalidateQueries({ queryKey: visitKeys.inProgress });
        }
      }
    } finally {
      clearTimeout(timeout);
      inFlight.current = false;
    }
    if (stopped.current || paused.current || unmounted.current) return;
    if (retryIn !== null) {
      retrying.current = true;
      retryTimer.current = setTimeout(() => void send(), retryIn);
    } else if (confirmed.current < revision.current && !errorShown.current) {
      // Typed while the call was in flight: send the newer text.
      debounceTimer.current = setTimeout(() => void send(), AUTOSAVE_DEBOUNCE_MS);
    }
  }, [clearTimers, onPhoneOnly, persist, queryClient, toast, workEntryId]);

  const changed = useCallback(
    (patch: Partial<Values>) => {
      latest.current = { ...latest.current, ...patch };
      revision.current += 1;
      errorShown.current = false;
      persist(false);
      if (paused.current || stopped.current) return;
      setStatus((s) => (s === 'error' ? s : 'pending'));
      clearTimers();
      debounceTimer.current = setTimeout(() => void send(), AUTOSAVE_DEBOUNCE_MS);
    },
    [clearTimers, persist, send],
  );

  const setNotes = useCallback(
    (value: string) => {
      setNotesState(value);
      changed({ notes: value });
    },
    [changed],
  );
  const setProgress = useCallback(
    (value: number) => {
      setProgressState(value);
      changed({ progress: value });
    },
    [changed],
  );
  /** The signature stays on the device (kept in the draft) and goes to the server with COMPLETE VISIT. */
  const setSignature = useCallback(
    (value: SignatureValue) => {
      setSignatureState(value);
      latest.current = { ...latest.current, signature: value };
      // Nothing to send until the chosen way is complete.
      signatureSaved.current = missingSignaturePart(value) !== null;
      const draft = readVisitDraft(workEntryId);
      if (!stopped.current) {
        const saved = draft?.saved ?? confirmed.current === revision.current;
        writeVisitDraft(workEntryId, draftOf(latest.current, saved, signatureSaved.current));
      }
    },
    [workEntryId],
  );

  useEffect(() => {
    unmounted.current = false;
    // An unsynced draft from an earlier session goes out right away.
    if (start.unsynced) void send();
    const online = () => {
      if (confirmed.current < revision.current) {
        attempt.current = 0;
        void send();
      }
    };
    window.addEventListener('online', online);
    // Log-out discarded the drafts: nothing more is saved or written from this screen.
    const stopOnDiscard = onVisitDraftsDiscarded(() => {
      stopped.current = true;
      clearTimers();
    });
    return () => {
      window.removeEventListener('online', online);
      stopOnDiscard();
      // Leaving within the debounce: send what was typed now (the draft keeps it either way). A
      // retry after a failure is cancelled: the draft stays unsaved, and the next visit screen or
      // a log-out sends it.
      const flush =
        !inFlight.current && !retrying.current && !errorShown.current && confirmed.current < revision.current;
      clearTimers();
      unmounted.current = true;
      if (flush) void send();
    };
  }, [clearTimers, send, start.unsynced]);

  return {
    notes,
    setNotes,
    progress,
    setProgress,
    signature,
    setSignature,
    status,
    /** Holds autosave while the visit is being completed (the completion carries the latest notes). */
    pause: () => {
      paused.current = true;
      clearTimers();
    },
    /** After a failed completion: autosave carries on where it was. */
    resume: () => {
      paused.current = false;
      if (confirmed.current < revision.current) void send();
    },
    /** After the visit is completed: stop saving and forget the draft. */
    finish: () => {
      stopped.current = true;
      clearTimers();
      removeVisitDraft(workEntryId);
    },
  };
}
