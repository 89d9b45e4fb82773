import { readJson, removeKey, writeJson } from '../../lib/storage';

/**
 * What a staff member has entered during a visit, kept in localStorage on every keystroke so a
 * locked phone, a lost signal or a reload never loses it. `saved` turns true only when the server
 * has confirmed these notes and progress; the signature stays on the device until completion.
 */
export type VisitDraft = {
  notes: string;
  progress: number;
  signature: string | null;
  /** Date.now() of the last change. */
  updatedAt: number;
  saved: boolean;
};

export const VISIT_DRAFT_PREFIX = 'hearth.visitDraft.';
export const visitDraftKey = (workEntryId: number) => `${VISIT_DRAFT_PREFIX}${workEntryId}`;

export function readVisitDraft(workEntryId: number): VisitDraft | null {
  const raw = readJson(visitDraftKey(workEntryId));
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Record<string, unknown>;
  if (typeof d.notes !== 'string' || typeof d.saved !== 'boolean') return null;
  return {
    notes: d.notes,
    progress: typeof d.progress === 'number' ? d.progress : 0,
    signature: typeof d.signature === 'string' ? d.signature : null,
    updatedAt: typeof d.updatedAt === 'number' ? d.updatedAt : 0,
    saved: d.saved,
  };
}

export function writeVisitDraft(workEntryId: number, draft: VisitDraft): void {
  writeJson(visitDraftKey(workEntryId), draft);
}

export function removeVisitDraft(workEntryId: number): void {
  removeKey(visitDraftKey(workEntryId));
}
