import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { WorkEntryStatus, type WorkEntryOut } from '@hearth/shared';
import { dateText, orDash, timeText } from '../../../lib/format';
import { excerpt } from '../format';
import { VisitStatusChip } from './VisitStatusChip';

export const ADD_A_NOTE = 'Add a Note..';

type VisitCardProps = {
  visit: WorkEntryOut;
  /** Admins see whose visit it is. */
  showStaff: boolean;
  /** The caller's own open visit: its link continues the visit instead of opening the notes. */
  continues: boolean;
  onOpenNotes: () => void;
};

function TimeLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** A visit on a phone: client, status, service, clock in/out, and a notes link ('Add a Note..' if empty). */
export function VisitCard({ visit: v, showStaff, continues, onOpenNotes }: VisitCardProps) {
  const notesText = v.notes ? excerpt(v.notes, 90) : ADD_A_NOTE;
  return (
    <Card variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 0.5 }}>
          <Typography variant="subtitle1" component="p" sx={{ flex: 1, fontWeight: 650, overflowWrap: 'anywhere' }}>
            {v.clientName}
          </Typography>
          <VisitStatusChip status={v.status} />
        </Box>
        {showStaff && <Typography variant="body2">{v.userName}</Typography>}
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {v.serviceName}
        </Typography>
        <TimeLine label="In">
          {orDash(dateText(v.serviceStartTime, v.timeZone))} {orDash(timeText(v.serviceStartTime, v.timeZone))}
        </TimeLine>
        <TimeLine label="Out">
          {v.status === WorkEntryStatus.InProgress
            ? '-'
            : `${orDash(dateText(v.serviceEndTime, v.timeZone))} ${orDash(timeText(v.serviceEndTime, v.timeZone))}`}
        </TimeLine>
        <Box sx={{ mt: 1 }}>
          {continues ? (
            <Link component={RouterLink} to="/staff/visit-progress" sx={{ display: 'inline-block', py: 1 }}>
              Continue visit
            </Link>
          ) : (
            <Link
              component="button"
              type="button"
              onClick={onOpenNotes}
              aria-label={`${notesText} (${v.clientName})`}
              sx={{ textAlign: 'left', py: 1, overflowWrap: 'anywhere' }}
            >
              {notesText}
            </Link>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
