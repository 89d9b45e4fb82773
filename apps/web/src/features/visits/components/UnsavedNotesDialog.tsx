import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { inProgressResponse } from '@hearth/shared';
import { missingSignaturePart, signatureBody, signatureValueFrom } from '../../../components/signature/signature-value';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { updateVisit } from '../visit-actions';
import { AUTOSAVE_TIMEOUT_MS } from '../use-visit-autosave';
import { markVisitDraftSaved, unsavedVisitDrafts } from '../visit-draft';

export const UnsavedNotesText = {
  title: 'Notes not saved yet',
  message:
    'You have notes that are not saved yet. Save them now and then log out, or log out anyway and they are discarded from this device.',
  saveFailed: 'Your notes could not be saved:',
} as const;

/**
 * Sends what the server does not have yet of the open visit's draft (notes, progress and a
 * signature given on this device: drawn, typed, or why the client cannot sign) through POST /visits/update, as autosave would. A draft of a
 * visit no longer open is stale (closed on another device): sending it would rewrite a finished
 * visit, so it is left to be discarded. Resolves with a refusal's message, or null when done.
 */
async function saveUnsavedDrafts(): Promise<string | null> {
  let openId: number | null;
  try {
    const open = await apiRequest('/visits/inprogress', { schema: inProgressResponse, track: false });
    openId = open.data?.workEntryId ?? null;
  } catch (err) {
    return errorMessage(err);
  }
  for (const { workEntryId, draft } of unsavedVisitDrafts()) {
    if (workEntryId !== openId) continue;
    // The signature goes too when it is complete and the server does not have it yet.
    const value = signatureValueFrom(draft);
    const signature = !draft.signatureSaved && missingSignaturePart(value) === null ? value : undefined;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), AUTOSAVE_TIMEOUT_MS);
    try {
      await updateVisit(
        {
          workEntryId,
          notes: draft.notes,
          progress: draft.progress > 0 ? draft.progress : undefined,
          ...(signature ? signatureBody(signature) : {}),
        },
        { signal: controller.signal, track: false },
      );
      markVisitDraftSaved(workEntryId, { notes: draft.notes, progress: draft.progress, signature });
    } catch (err) {
      return errorMessage(err);
    } finally {
      clearTimeout(timeout);
    }
  }
  return null;
}

type UnsavedNotesDialogProps = {
  open: boolean;
  /** Log out now: the caller discards the drafts. */
  onLogOut: () => void;
  onCancel: () => void;
};

/**
 * Asked at log-out while visit notes are on this device only: save them first, log out anyway
 * (they are discarded), or cancel.
 */
export function UnsavedNotesDialog({ open, onLogOut, onCancel }: UnsavedNotesDialogProps) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = (then: () => void) => {
    setProblem(null);
    then();
  };

  const saveThenLogOut = async () => {
    setSaving(true);
    setProblem(null);
    const refusal = await saveUnsavedDrafts();
    setSaving(false);
    if (refusal === null) close(onLogOut);
    else setProblem(refusal);
  };

  return (
    <Dialog
      open={open}
      // While saving, the answer decides: the dialog stays until it comes.
      onClose={saving ? undefined : () => close(onCancel)}
      aria-labelledby="unsaved-notes-title"
      aria-describedby="unsaved-notes-text"
      maxWidth="xs"
    >
      <DialogTitle id="unsaved-notes-title">{UnsavedNotesText.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-notes-text">{UnsavedNotesText.message}</DialogContentText>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {UnsavedNotesText.saveFailed} {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={() => close(onCancel)} disabled={saving}>
          CANCEL
        </Button>
        <Button color="error" onClick={() => close(onLogOut)} disabled={saving}>
          LOG OUT ANYWAY
        </Button>
        <Button variant="contained" onClick={() => void saveThenLogOut()} disabled={saving}>
          {saving ? 'SAVING…' : 'SAVE AND LOG OUT'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
