import { useState } from 'react';
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
import { ENTERED_BY_LABELS, type WorkEntryOut } from '@hearth/shared';
import { errorMessage } from '../../../lib/api-client';
import { dateTimeText, orDash, timeText, zoneOf } from '../../../lib/format';
import { useWorkEntryHistory } from '../api';
import {
  actionText,
  changeLines,
  creationSummary,
  CREATION_ACTIONS,
  offlinePunchTime,
  reasonText,
  type CurrentNames,
  type HistoryEntry,
} from '../history-text';

function HistoryItem({ item, current }: { item: HistoryEntry; current?: CurrentNames }) {
  const creation = CREATION_ACTIONS.has(item.recordAction);
  const offlineAt = offlinePunchTime(item, current);
  // Times in the entry's own zone, as on the rest of the details screen.
  const zone = zoneOf(current);
  const lines = creation ? [] : changeLines(item, current, zone);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="span" sx={{ fontWeight: 650 }}>
          {actionText(item.recordAction)}
        </Typography>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          {orDash(dateTimeText(item.recordActionDate, zone))} · {item.recordedBy ?? ENTERED_BY_LABELS.unknown}
        </Typography>
        {item.isManualEdit && (
          <Chip size="small" color="warning" variant="outlined" label={`Manual edit: ${reasonText(item.reason)}`} />
        )}
        {offlineAt && (
          <Chip
            size="small"
            variant="outlined"
            label={`Recorded offline at ${timeText(offlineAt, zone)} (phone time)`}
          />
        )}
      </Box>
      {creation && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {creationSummary(item, zone)}
        </Typography>
      )}
      {lines.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.75, pl: 2.5 }}>
          {lines.map((line, i) => (
            <Typography component="li" variant="body2" key={`${i}-${line.label}`} sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {line.label}:
              </Box>{' '}
              {line.text}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The collapsible 'View Full Edit History' (GET /work_entry/history), oldest first; loads when opened. */
export function WorkEntryHistory({ entry }: { entry: WorkEntryOut }) {
  const [open, setOpen] = useState(false);
  const history = useWorkEntryHistory(entry.workEntryId, open);

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
              <HistoryItem key={item.id} item={item} current={entry} />
            ))}
          </Box>
        )}
      </Collapse>
    </Paper>
  );
}
