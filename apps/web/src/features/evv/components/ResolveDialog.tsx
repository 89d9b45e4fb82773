import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ErrorCode, resolveEvvExceptionBody, type EvvExceptionOut } from '@hearth/shared';
import { DialogForm } from '../../../components/DialogForm';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, errorMessage, hasErrorCode } from '../../../lib/api-client';
import { EVV_EXCEPTIONS_KEY, useResolveEvvException } from '../api';
import { serviceDateText, staffText } from '../format';

export const ResolveText = { resolved: 'EVV exception resolved' } as const;

type Props = {
  /** The exception to resolve; the dialog is open while it is set. */
  row: EvvExceptionOut | null;
  onClose: () => void;
};

/** 'Resolve' an exception: a required note says why the visit may be billed as it is. */
export function ResolveDialog({ row, onClose }: Props) {
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby="resolve-exception-title"
      aria-describedby="resolve-exception-text"
    >
      {/* A fresh form per exception: nothing typed for one is offered for another. */}
      {row && <ResolveForm key={row.id} row={row} onClose={onClose} />}
    </Dialog>
  );
}

function ResolveForm({ row, onClose }: { row: EvvExceptionOut; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const resolve = useResolveEvvException();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resolveEvvExceptionBody.safeParse({ note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNoteError(null);
    setProblem(null);
    resolve.mutate(
      { id: row.id, note: parsed.data.note },
      {
        onSuccess: () => {
          toast.success(ResolveText.resolved);
          onClose();
        },
        onError: (err) => {
          if (hasErrorCode(err, ErrorCode.ALREADY_RESOLVED)) {
            // Someone else closed it first: show theirs in the list.
            setTaken(true);
            void queryClient.invalidateQueries({ queryKey: [EVV_EXCEPTIONS_KEY] });
          }
          if (err instanceof ApiError && err.field === 'note') setNoteError(err.message);
          else setProblem(errorMessage(err));
        },
      },
    );
  };

  return (
    <DialogForm onSubmit={submit}>
      <DialogTitle id="resolve-exception-title">Resolve EVV exception</DialogTitle>
      <DialogContent>
        <DialogContentText id="resolve-exception-text" sx={{ mb: 2 }}>
          {row.label}: {row.message} ({staffText(row)} with {row.client.name}, {serviceDateText(row)})
        </DialogContentText>
        <TextField
          label="Resolution note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          required
          fullWidth
          multiline
          minRows={3}
          autoFocus
          disabled={taken}
          error={!!noteError}
          helperText={noteError ?? 'Why the visit may be billed as recorded, or what was done about it.'}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={resolve.isPending}>
          {taken ? 'Close' : 'Cancel'}
        </Button>
        {!taken && (
          <Button type="submit" variant="contained" disabled={resolve.isPending}>
            {resolve.isPending ? 'Resolving…' : 'Resolve'}
          </Button>
        )}
      </DialogActions>
    </DialogForm>
  );
}
