import type { SignatureValue } from '../../components/signature/signature-value';
import { keysWithPrefix, readJson, removeKey, writeJson } from '../../lib/storage';

/**
 * What a staff member has entered during a visit, kept in localStorage on every keystroke so a
 * locked phone, a lost signal or a reload never loses it. `saved` turns true only when the server
 * has confirmed these notes and progress; the signature (drawn, a typed name or why the client
 * cannot sign: every way's input, so nothing typed is lost on a reload) stays on the device until
 * completion (or until a log-out sends it), and `signatureSaved` says whether the server has it.
 */
export type VisitDraft = StoredSignature & {
  notes: string;
  progress: number;
  /** Date.now() of the last change. */
  updatedAt: number;
  saved: boolean;
  /** True when the signature is not complete (nothing to send) or the server already holds it. */
  signatureSaved: boolean;
};

/** The signature block's value, spread into the draft. */
const SIGNATURE_KEYS = [
  'signatureMethod',
  'signature',
  'typedSignature',
  'noSignatureReason',
  'noSignatureText',
] as const;

/**
 * A draft's signature as stored: strings, read back into a SignatureValue by signatureValueFrom
 * where it is used. Not parsed here: the first download (RootRoute) reads drafts, and stays small.
 */
type StoredSignature = Record<(typeof SIGNATURE_KEYS)[number], string | null>;

export const VISIT_DRAFT_PREFIX = 'hearth.visitDraft.';
export const visitDraftKey = (workEntryId: number) => `${VISIT_DRAFT_PREFIX}${workEntryId}`;

export function readVisitDraft(workEntryId: number): VisitDraft | null {
  const raw = readJson(visitDraftKey(workEntryId));
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Record<string, unknown>;
  if (typeof d.notes !== 'string' || typeof d.saved !== 'boolean') return null;
  const signature = Object.fromEntries(
    SIGNATURE_KEYS.map((key) => [key, typeof d[key] === 'string' ? d[key] : null]),
  ) as StoredSignature;
  return {
    notes: d.notes,
    progress: typeof d.progress === 'number' ? d.progress : 0,
    ...signature,
    updatedAt: typeof d.updatedAt === 'number' ? d.updatedAt : 0,
    saved: d.saved,
    signatureSaved: typeof d.signatureSaved === 'boolean' ? d.signatureSaved : signature.signature === null,
  };
}

export function writeVisitDraft(workEntryId: number, draft: VisitDraft): void {
  writeJson(visitDraftKey(workEntryId), draft);
}

export function removeVisitDraft(workEntryId: number): void {
  removeKey(visitDraftKey(workEntryId));
}

/** Whether the server has everything in the draft (notes, progress and signature). */
export const isDraftSaved = (draft: VisitDraft) => draft.saved && draft.signatureSaved;

/** Every visit draft on this device. */
export function listVisitDrafts(): { workEntryId: number; draft: VisitDraft }[] {
  const drafts: { workEntryId: number; draft: VisitDraft }[] = [];
  for (const key of keysWithPrefix(VISIT_DRAFT_PREFIX)) {
    const workEntryId = Number(key.slice(VISIT_DRAFT_PREFIX.length));
    const draft = Number.isSafeInteger(workEntryId) ? readVisitDraft(workEntryId) : null;
    if (draft) drafts.push({ workEntryId, draft });
    // Unreadable leftovers hold nothing worth keeping.
    else removeKey(key);
  }
  return drafts;
}

/**
 * The drafts holding something the server does not have yet. A visit started with no signal (a
 * negative id) is not among them: its notes go with its queued completion (offline/queue.ts).
 */
export const unsavedVisitDrafts = () =>
  listVisitDrafts().filter(({ workEntryId, draft }) => workEntryId > 0 && !isDraftSaved(draft));

/**
 * Records that the server has confirmed `sent`. Only updates a draft that still holds exactly
 * that: an answer arriving after log-out (or after newer typing) never re-creates or overwrites one.
 */
export function markVisitDraftSaved(
  workEntryId: number,
  sent: { notes: string; progress: number; signature?: SignatureValue },
): void {
  const draft = readVisitDraft(workEntryId);
  if (!draft || draft.notes !== sent.notes || draft.progress !== sent.progress) return;
  const sentSignature = sent.signature;
  const signatureSaved =
    draft.signatureSaved || (!!sentSignature && SIGNATURE_KEYS.every((key) => sentSignature[key] === draft[key]));
  writeVisitDraft(workEntryId, { ...draft, saved: true, signatureSaved });
}

/** Forgets the drafts the server has in full (a session that ended: the rest waits for the next sign-in). */
export function removeSavedVisitDrafts(): void {
  for (const { workEntryId, draft } of listVisitDrafts()) {
    if (isDraftSaved(draft)) removeVisitDraft(workEntryId);
  }
}

const discardListeners = new Set<() => void>();

/** Called when log-out discards the drafts: an open visit screen stops saving at once. */
export function onVisitDraftsDiscarded(listener: () => void): () => void {
  discardListeners.add(listener);
  return () => discardListeners.delete(listener);
}

/** Log-out: forgets every visit draft on this device and stops any autosave still running. */
export function discardVisitDrafts(): void {
  for (const listener of [...discardListeners]) listener();
  for (const key of keysWithPrefix(VISIT_DRAFT_PREFIX)) removeKey(key);
}
