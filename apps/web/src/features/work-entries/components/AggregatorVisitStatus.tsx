import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AggregatorRecordOut } from '@hearth/shared';
import { AggregatorStateChip } from '../../../components/AggregatorStateChip';
import { aggregatorPath } from '../../../lib/paths';
import { useAggregatorVisit } from '../api';

export const AggregatorVisitText = { title: 'EVV aggregator', open: 'Open in EVV Aggregator' } as const;

/** The aggregator's refusal, or what the visit waits on. */
function answerText(record: AggregatorRecordOut): string | null {
  if (record.errorCode || record.errorMessage) {
    return [record.errorCode, record.errorMessage].filter(Boolean).join(' — ');
  }
  return record.waitingOn;
}

/**
 * The visit's state with the state's EVV aggregator in one line, with the way to its list. Nothing
 * while it loads, when the visit has no standing there, when the aggregator is off, or when the
 * call fails: the entry is what this page is for.
 */
export function AggregatorVisitStatus({ workEntryId }: { workEntryId: number }) {
  const { data: record } = useAggregatorVisit(workEntryId);
  if (!record) return null;
  const answer = answerText(record);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={AggregatorVisitText.title}
      sx={{
        px: 2,
        py: 1.25,
        mb: 2.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
      }}
    >
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {AggregatorVisitText.title}
      </Typography>
      <AggregatorStateChip state={record.state} />
      {answer && (
        <Typography
          component="span"
          variant="body2"
          sx={{ color: record.state === 'rejected' ? 'error.main' : 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {answer}
        </Typography>
      )}
      <Box component="span" sx={{ ml: { sm: 'auto' } }}>
        <Link component={RouterLink} to={aggregatorPath({ kind: 'visit', state: record.state })} variant="body2">
          {AggregatorVisitText.open}
        </Link>
      </Box>
    </Paper>
  );
}
