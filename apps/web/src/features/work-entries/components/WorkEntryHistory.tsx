import { useState } from 'react';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { EDIT_REASONS, NO_REASON_GIVEN, PROGRESS_LABELS, statusLabel, type workEntryHistoryOut } from '@hearth/shared';
import { errorMessage } from '../../../lib/api-client';
import { useWorkEntryHistory } from '../api';
import { displayDateTime, fromWire } from '../format';

type HistoryEntry = z.infer<typeof workEntryHistoryOut>;

const FIELD_LABELS: Record<string, string> = {
  userId: 'Staff',
  userName: 'Staff',
  clientId: 'Client',
  clientName: 'Client',
  serviceRequestId: 'Client Service',
  serviceRequest: 'Client Service',
  serviceStartTime: 'Start Time',
  serviceEndTime: 'End Time',
  serviceStartLongitude: 'Start Longitude',
  serviceStartLatitude: 'Start Latitude',
  serviceEndLongitude: 'End Longitude',
  serviceEndLatitude: 'End Latitude',
  startLocationMissing: 'Start Location Missing',
  endLocationMissing: 'End Location Missing',
  notes: 'Service Notes',
  signature: 'Signature',
  progress: 'Progress',
  adminVerification: 'Admin Verification',
  status: 'Status',
  timeZone: 'Time Zone',
  unitsUsed: 'Used Units',
  elapsedTime: 'Elapsed Hrs',
  serviceElapsedTime: 'Elapsed Hrs',
  grossAmount: 'Gross ($)',
  netAmount: 'Net ($)',
};

const TIME_FIELDS = new Set(['serviceStartTime', 'serviceEndTime']);

function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (field === 'signature') return 'a signature';
  if (TIME_FIELDS.has(field) && typeof value === 'string' && fromWire(value)) return displayDateTime(value);
  if (field === 'progress' && typeof value === 'number') return PROGRESS_LABELS[value] ?? 'Not set';
  if (field === 'status' && typeof value === 'number') return statusLabel(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}

/** 'notes_updated' → 'Notes updated'. */
function actionText(action: string): string {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Changed';
}

/** The server sends the reason's code (or its text for "Other"); show the label. */
function reasonText(reason: string | null): string {
  if (!reason?.trim()) return NO_REASON_GIVEN;
  return EDIT_REASONS.find((r) => r.code === reason)?.label ?? reason;
}

function HistoryItem({ item }: { item: HistoryEntry }) {
  const changes = Object.entries(item.changes);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="span" sx={{ fontWeight: 650 }}>
          {actionText(item.recordAction)}
        </Typography>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          {displayDateTime(item.recordActionDate)} · {item.recordedBy ?? 'System'}
        </Typography>
        {item.isManualEdit && (
          <Chip size="small" color="warning" variant="outlined" label={`Manual edit: ${reasonText(item.reason)}`} />
        )}
      </Box>
      {changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.75, pl: 2.5 }}>
          {changes.map(([field, [before, after]]) => (
            <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {FIELD_LABELS[field] ?? field}:
              </Box>{' '}
              {showValue(field, before)} → {showValue(field, after)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The collapsible 'View Full Edit History' (GET /work_entry/history), oldest first; loads when opened. */
export function WorkEntryHistory({ entryId }: { entryId: number }) {
  const [open, setOpen] = useState(false);
  const history = useWorkEntryHistory(entryId, open);

  return (
    <Paper component="section" variant="outlined" aria-label="Edit history" sx={{ p: { xs: 2, sm: 3 } }}>
      <Button
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="work-entry-history"
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
      >
        View Full Edit History
      </Button>
      <Collapse in={open} id="work-entry-history">
        {history.isPending ? (
          <Box sx={{ mt: 1 }} aria-busy="true" aria-label="Loading edit history">
            <Skeleton />
            <Skeleton width="70%" />
          </Box>
        ) : history.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(history.error)}
          </Alert>
        ) : history.data.length === 0 ? (
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>No changes recorded</Typography>
        ) : (
          <Box component="ol" aria-label="Edit history entries" sx={{ m: 0, mt: 1, p: 0 }}>
            {history.data.map((item) => (
              <HistoryItem key={item.id} item={item} />
            ))}
          </Box>
        )}
      </Collapse>
    </Paper>
  );
}
