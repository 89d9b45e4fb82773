import { useState } from 'react';
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
import {
  missingSignatureMessage,
  missingSignaturePart,
  SignatureBlock,
  signatureBody,
  SignatureSummary,
  signatureValueOf,
  type SignatureValue,
} from '../../../components/signature';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateVisit, useVisit, useVisitClient } from '../api';
import { lastEditedText, visitDateTime } from '../format';
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

type Values = { notes: string; progress: number; signature: SignatureValue };

function VisitNotes({ row, canEdit, onClose }: { row: WorkEntryOut; canEdit: boolean; onClose: () => void }) {
  const toast = useToast();
  const detail = useVisit(row.workEntryId);
  const client = useVisitClient(row.clientId);
  const update = useUpdateVisit();
  const visit = detail.data ?? row;
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [edited, setEdited] = useState<Values | null>(null);
  const saved: Values = { notes: visit.notes ?? '', progress: visit.progress, signature: signatureValueOf(visit) };
  const values = mode === 'edit' && edited ? edited : saved;
  // Spec 02 section 4: completed visits can be edited (POST /visits/update is the staff member's call).
  const editable = canEdit && visit.status === WorkEntryStatus.Completed && detail.isSuccess;
  const inProgress = visit.status === WorkEntryStatus.InProgress;

  const change = (patch: Partial<Values>) => setEdited((v) => ({ ...(v ?? saved), ...patch }));

  const startEditing = () => {
    setEdited(saved);
    setMode('edit');
  };

  const cancel = () => {
    if (mode === 'edit') {
      setEdited(null);
      setMode('view');
    } else {
      onClose();
    }
  };

  // Spec 02: saving is disabled while the signature is missing (a completed visit keeps one).
  const missing = mode === 'edit' ? missingSignaturePart(values.signature) : null;

  const save = async () => {
    if (!edited || missing) return;
    try {
      const result = await update.mutateAsync({
        workEntryId: visit.workEntryId,
        notes: edited.notes,
        progress: edited.progress,
        ...signatureBody(edited.signature),
        version: visit.version,
      });
      toast.success(result.message);
      onClose();
    } catch (err) {
      // Stay in edit mode with everything as typed.
      toast.error(errorMessage(err));
    }
  };

  const address = client.data
    ? [
        client.data.billingStreet,
        client.data.billingCity,
        `${client.data.billingState} ${client.data.billingZIP}`.trim(),
      ]
        .filter(Boolean)
        .join(', ')
    : client.isPending
      ? 'Loading…'
      : '-';

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
          <VisitSummary
            rows={[
              ['Client', visit.clientName],
              ['Address', address],
              ['Clock In', visitDateTime(visit.serviceStartTime, visit.timeZone)],
              ['Clock Out', inProgress ? '-' : visitDateTime(visit.serviceEndTime, visit.timeZone)],
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
          {detail.isError && <Alert severity="error">{errorMessage(detail.error)}</Alert>}
          {mode === 'edit' && (
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
          )}
          {detail.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress size={28} aria-label="Loading the signature" />
            </Box>
          ) : mode === 'view' ? (
            <SignatureSummary entry={visit} />
          ) : (
            <SignatureBlock
              value={values.signature}
              onChange={(signature) => change({ signature })}
              error={missing ? missingSignatureMessage(missing) : undefined}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={cancel} disabled={update.isPending} size="large">
          CANCEL
        </Button>
        {mode === 'view' ? (
          editable ? (
            <Button variant="contained" onClick={startEditing} size="large">
              EDIT
            </Button>
          ) : (
            !canEdit &&
            !inProgress && (
              <Button
                variant="contained"
                component={RouterLink}
                to={`/admin/edit-timeSheet?id=${visit.workEntryId}`}
                size="large"
              >
                EDIT
              </Button>
            )
          )
        ) : (
          <Button variant="contained" onClick={() => void save()} disabled={!!missing || update.isPending} size="large">
            SAVE CHANGES
          </Button>
        )}
      </DialogActions>
    </>
  );
}
