import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ErrorCode, SCHEDULE_LIMITS, scheduleOverride, type ScheduleConflictDetails } from '@hearth/shared';
import { ApiError, errorMessage, hasErrorCode } from '../../../lib/api-client';
import { dayText } from '../../../lib/format';
import { conflictsOf } from '../api';
import { timeRangeText } from './VisitCard';

/** A refused plan or change, as the dialogs show it. */
export type Refusal = { message: string; conflicts: ScheduleConflictDetails | null; overridable: boolean };

/** The refusal of a failed save: a reason may plan it anyway only for a double booking or over the units. */
export function refusalOf(err: unknown): Refusal {
  const conflicts = conflictsOf(err);
  const overridable =
    hasErrorCode(err, ErrorCode.SCHEDULE_CONFLICT, ErrorCode.SCHEDULE_OVER_AUTHORIZATION) &&
    (conflicts?.overridable ?? true);
  return { message: errorMessage(err), conflicts, overridable };
}

/** Whether a failed save is one the dialog explains in place (the rest are a toast). */
export const isPlanRefusal = (err: unknown): boolean =>
  err instanceof ApiError &&
  hasErrorCode(
    err,
    ErrorCode.SCHEDULE_CONFLICT,
    ErrorCode.SCHEDULE_OVER_AUTHORIZATION,
    ErrorCode.SCHEDULE_OUTSIDE_AUTHORIZATION,
    ErrorCode.SCHEDULE_STAFF_NOT_ALLOWED,
    ErrorCode.SCHEDULE_VISIT_LOCKED,
    ErrorCode.STALE_RECORD,
  );

type Props = {
  refusal: Refusal;
  /** Resends the same change with this reason ("Plan anyway"). */
  onOverride: (reason: string) => void;
  busy: boolean;
  overrideLabel?: string;
};

/**
 * Every conflict the server found, in words; where each allows it, a required reason and a button
 * that sends the same plan again with it. What can't be overridden is only explained.
 */
export function ConflictNotice({ refusal, onOverride, busy, overrideLabel = 'Plan anyway' }: Props) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const conflicts = refusal.conflicts?.conflicts ?? [];
  // Under a long form: brought into view when it appears (role="alert" also says it).
  const ref = useRef<HTMLDivElement>(null);
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [refusal]);
  const send = () => {
    const parsed = scheduleOverride.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setReasonError(null);
    onOverride(parsed.data.reason);
  };
  return (
    <Alert
      ref={ref}
      severity={refusal.overridable ? 'warning' : 'error'}
      role="alert"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>
        {refusal.overridable ? 'Check before planning' : conflicts.length > 0 ? 'This cannot be planned' : 'Not saved'}
      </AlertTitle>
      {conflicts.length === 0 ? (
        refusal.message
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {conflicts.map((c, i) => (
            <li key={`${c.kind}-${i}`}>
              {c.message}
              {!c.overridable && ' (no reason can override this)'}
              {c.visits && c.visits.length > 0 && (
                <Box component="ul" sx={{ pl: 2 }}>
                  {c.visits.map((v) => (
                    <li key={`${v.scheduleId}-${v.date}-${v.startsAt}`}>
                      {dayText(v.date)} {timeRangeText(v)}: {v.client}
                      {v.staff ? ` with ${v.staff}` : ' (open shift)'}
                    </li>
                  ))}
                </Box>
              )}
            </li>
          ))}
        </Box>
      )}
      {refusal.overridable && (
        <Box sx={{ mt: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <TextField
            label="Reason to plan anyway"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            size="small"
            multiline
            minRows={2}
            error={!!reasonError}
            helperText={reasonError ?? 'Kept with the schedule and in the audit trail.'}
            slotProps={{ htmlInput: { maxLength: SCHEDULE_LIMITS.reasonMax } }}
          />
          <Button variant="contained" color="warning" onClick={send} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {overrideLabel}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
