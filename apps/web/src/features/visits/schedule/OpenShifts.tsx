import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ScheduledVisitOut } from '@hearth/shared';
import { errorMessage, isNoConnection } from '../../../lib/api-client';
import { dayText, weekdayText } from '../../../lib/format';
import { PlannedVisitItem } from './PlannedVisitItem';
import { useAcceptShift } from './schedule-api';

export const OpenShiftsText = {
  title: 'Open shifts',
  intro: 'Visits nobody is planned for yet, of clients you work with. The first to accept gets it.',
  accept: 'Accept',
  accepted: 'Accepted: the visit is on your schedule.',
  needsConnection: 'Accepting an open shift needs a connection.',
} as const;

type Notice = { severity: 'success' | 'error'; text: string };

type OpenShiftsProps = {
  shifts: readonly ScheduledVisitOut[];
  /** The list is the phone's copy (no signal): accepting is off until the connection is back. */
  offline: boolean;
};

/** Open shifts offered to the staff member, each with Accept (first come, first served). */
export function OpenShifts({ shifts, offline }: OpenShiftsProps) {
  const headingId = useId();
  const hintId = useId();
  const accept = useAcceptShift();
  // From the last accept's own state (not set in a callback): the section never blinks out while the
  // accepted or taken shift leaves the list.
  const noSignal = accept.isError && isNoConnection(accept.error);
  const notice: Notice | null = accept.isSuccess
    ? { severity: 'success', text: OpenShiftsText.accepted }
    : accept.isError
      ? // Any refusal in the server's words (taken by someone else: useAcceptShift drops it from the list).
        { severity: 'error', text: noSignal ? OpenShiftsText.needsConnection : errorMessage(accept.error) }
      : null;

  // The pressed Accept leaves with its shift: the focus goes to what happened instead of the page's top.
  const noticeRef = useRef<HTMLDivElement>(null);
  const settled = accept.isSuccess || accept.isError;
  useEffect(() => {
    if (settled) noticeRef.current?.focus();
  }, [settled]);

  if (shifts.length === 0 && accept.isIdle) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {OpenShiftsText.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {OpenShiftsText.intro}
      </Typography>
      {notice && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 1 }}
        >
          {notice.text}
        </Alert>
      )}
      {offline && (
        <Typography id={hintId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          {OpenShiftsText.needsConnection}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shifts.map((v) => (
          <PlannedVisitItem
            key={v.id}
            visit={v}
            showNotes
            dayLabel={`${weekdayText(v.date)} ${dayText(v.date)}`}
            action={
              <Button
                variant="outlined"
                disabled={offline || accept.isPending}
                aria-describedby={offline ? hintId : undefined}
                aria-label={`${OpenShiftsText.accept} open shift with ${v.client.name}, ${weekdayText(v.date)} ${dayText(v.date)}`}
                onClick={() => accept.mutate(v.id)}
                sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
              >
                {OpenShiftsText.accept}
              </Button>
            }
          />
        ))}
      </Box>
    </Paper>
  );
}
