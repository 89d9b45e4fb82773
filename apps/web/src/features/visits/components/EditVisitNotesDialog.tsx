import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { NOTES_MAX, PROGRESS_LABELS, WorkEntryMsg, WorkEntryStatus, type WorkEntryOut } from '@hearth/shared';
import { missingSignatureMessage, SignatureBlock, SignatureSummary } from '../../../components/signature';
import { errorMessage } from '../../../lib/api-client';
import { dateTimeText, orDash } from '../../../lib/format';
import { useVisitClient } from '../api';
import { lastEditedText } from '../format';
import { useVisitNotesEditor } from '../use-visit-notes-editor';
import { ProgressRadios } from './ProgressRadios';
import { VisitStatusChip } from './VisitStatusChip';
import { VisitSummary } from './VisitSummary';

type EditVisitNotesDialogProps = {
  /** The list row to show; the modal loads the full visit (with its signature). Open while set. */
  visit: WorkEntryOut | null;
  /**
   * Staff edit their own completed visits here (POST /visits/update is theirs alone). Admins get
   * EDIT as a link to the work entry editor, which records a reason and the edit history.
   */
  canEdit: boolean;
  onClose: () => void;
};

/**
 * The Edit Visit Notes modal: opens in view mode; EDIT switches to edit mode (completed visits
 * only) where notes, progress and signature (drawn, typed, or why the client cannot sign) can change. CANCEL in edit mode returns to view mode,
 * in view mode it closes.
 */
export function EditVisitNotesDialog({ visit, canEdit, onClose }: EditVisitNotesDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={visit !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="visit-notes-title"
    >
      {visit && <VisitNotes key={visit.workEntryId} row={visit} canEdit={canEdit} onClose={onClose} />}
    </Dialog>
  );
}

type Editor = ReturnType<typeof useVisitNotesEditor>;

/** The client's billing address, one line. */
function useClientAddress(clientId: number): string {
  const client = useVisitClient(clientId);
  if (!client.data) return client.isPending ? 'Loading…' : '-';
  const c = client.data;
  return [c.billingStreet, c.billingCity, `${c.billingState} ${c.billingZIP}`.trim()].filter(Boolean).join(', ');
}

function VisitNotesSummary({ editor }: { editor: Editor }) {
  const { visit, mode, values } = editor;
  const address = useClientAddress(visit.clientId);
  const inProgress = visit.status === WorkEntryStatus.InProgress;
  return (
    <VisitSummary
      rows={[
        ['Client', visit.clientName],
        ['Address', address],
        ['Clock In', orDash(dateTimeText(visit.serviceStartTime, visit.timeZone))],
        ['Clock Out', inProgress ? '-' : orDash(dateTimeText(visit.serviceEndTime, visit.timeZone))],
        // View mode shows the saved values as text (a disabled field's grey fails contrast).
        ...(mode === 'view'
          ? ([
              ['Progress', PROGRESS_LABELS[values.progress] ?? 'Not set'],
              [
                'Notes',
                <Box key="notes" component="span" sx={{ whiteSpace: 'pre-line' }}>
                  {values.notes.trim() ? values.notes : WorkEntryMsg.noNotes}
                </Box>,
              ],
            ] as const)
          : []),
      ]}
    />
  );
}

/** Progress and notes, in edit mode only. */
function VisitNotesFields({ editor: { values, change } }: { editor: Editor }) {
  return (
    <>
      <ProgressRadios value={values.progress} onChange={(progress) => change({ progress })} />
      <TextField
        label="Notes"
        multiline
        minRows={4}
        value={values.notes}
        onChange={(event) => change({ notes: event.target.value })}
        slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
        fullWidth
      />
    </>
  );
}

function VisitNotesSignature({ editor: { detail, visit, mode, values, missing, change } }: { editor: Editor }) {
  if (detail.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label="Loading the signature" />
      </Box>
    );
  }
  if (mode === 'view') return <SignatureSummary entry={visit} />;
  return (
    <SignatureBlock
      value={values.signature}
      onChange={(signature) => change({ signature })}
      error={missing ? missingSignatureMessage(missing) : undefined}
    />
  );
}

/** EDIT in view mode: staff edit here; admins go to the work entry editor. */
function EditButton({ editor, canEdit }: { editor: Editor; canEdit: boolean }) {
  const { visit, editable, startEditing } = editor;
  if (editable) {
    return (
      <Button variant="contained" onClick={startEditing} size="large">
        EDIT
      </Button>
    );
  }
  if (canEdit || visit.status === WorkEntryStatus.InProgress) return null;
  return (
    <Button
      variant="contained"
      component={RouterLink}
      to={`/admin/edit-timeSheet?id=${visit.workEntryId}`}
      size="large"
    >
      EDIT
    </Button>
  );
}

function VisitNotesActions({ editor, canEdit }: { editor: Editor; canEdit: boolean }) {
  const { mode, missing, saving, cancel, save } = editor;
  return (
    <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
      <Button onClick={cancel} disabled={saving} size="large">
        CANCEL
      </Button>
      {mode === 'view' ? (
        <EditButton editor={editor} canEdit={canEdit} />
      ) : (
        <Button variant="contained" onClick={() => void save()} disabled={!!missing || saving} size="large">
          SAVE CHANGES
        </Button>
      )}
    </DialogActions>
  );
}

function VisitNotes({ row, canEdit, onClose }: { row: WorkEntryOut; canEdit: boolean; onClose: () => void }) {
  const editor = useVisitNotesEditor(row, canEdit, onClose);
  const { visit, mode, detail } = editor;
  return (
    <>
      <DialogTitle id="visit-notes-title" sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <span>{mode === 'edit' ? 'Edit Visit Notes' : 'Visit Notes'}</span>
          <VisitStatusChip status={visit.status} />
        </Box>
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {lastEditedText(visit.updated_on)}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <VisitNotesSummary editor={editor} />
          {detail.isError && <Alert severity="error">{errorMessage(detail.error)}</Alert>}
          {mode === 'edit' && <VisitNotesFields editor={editor} />}
          <VisitNotesSignature editor={editor} />
        </Stack>
      </DialogContent>
      <VisitNotesActions editor={editor} canEdit={canEdit} />
    </>
  );
}
