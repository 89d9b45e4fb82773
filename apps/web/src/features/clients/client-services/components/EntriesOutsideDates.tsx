import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ClientServiceMsg, DATE_CHANGE_REASON_MAX } from '@hearth/shared';

type Props = {
  /** The server's refusal: how many completed entries fall outside the new dates, and when. */
  message: string;
  reason: string;
  onReason: (reason: string) => void;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * Shown in the Edit Service form when new dates would leave completed work entries outside the
 * authorization (409 ENTRIES_OUTSIDE_DATES): the server's words, and the reason that lets the
 * admin save them anyway (kept in the audit trail).
 */
export function EntriesOutsideDates({ message, reason, onReason, error, inputRef }: Props) {
  return (
    <Stack spacing={1.5} role="group" aria-labelledby="entries-outside-dates-message">
      <Alert severity="warning" id="entries-outside-dates-message">
        {message}
      </Alert>
      <TextField
        id="client-service-date-change-reason"
        label={ClientServiceMsg.dateChangeReasonLabel}
        value={reason}
        onChange={(event) => onReason(event.target.value)}
        required
        multiline
        minRows={2}
        error={error !== null}
        helperText={error ?? `${reason.length}/${DATE_CHANGE_REASON_MAX}`}
        inputRef={inputRef}
        slotProps={{ htmlInput: { maxLength: DATE_CHANGE_REASON_MAX } }}
      />
    </Stack>
  );
}
