import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  AGGREGATOR_KINDS,
  AGGREGATOR_STATE_LABELS,
  AGGREGATOR_STATES,
  type AggregatorSummaryOut,
} from '@hearth/shared';
import { countText, dateTimeText } from '../../../lib/format';
import { aggregatorPath } from '../../../lib/paths';
import { KIND_PLURALS, type RecordFilters } from '../filters';

type Props = { summary: AggregatorSummaryOut; filters: Pick<RecordFilters, 'kind' | 'state'> };

/** Records per kind and state: each count opens the list narrowed to it. */
function CountsTable({ summary, filters }: Props) {
  return (
    <Table
      size="small"
      aria-label="Records by kind and state"
      // A phone's width holds all four states: tighter cells and type there (no sideways scrolling).
      sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 1 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell />
          {AGGREGATOR_STATES.map((state) => (
            <TableCell key={state} align="right" sx={{ fontWeight: 650, color: 'text.secondary' }}>
              {AGGREGATOR_STATE_LABELS[state]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {AGGREGATOR_KINDS.map((kind) => (
          <TableRow key={kind}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {KIND_PLURALS[kind]}
            </TableCell>
            {AGGREGATOR_STATES.map((state) => {
              const count = summary.counts[kind][state];
              const current = filters.kind === kind && filters.state === state;
              const alarming = count > 0 && state === 'rejected';
              return (
                <TableCell key={state} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <Link
                    component={RouterLink}
                    to={aggregatorPath({ kind, state })}
                    replace
                    aria-label={`${KIND_PLURALS[kind]} ${AGGREGATOR_STATE_LABELS[state].toLowerCase()}: ${countText(count)}`}
                    aria-current={current ? 'true' : undefined}
                    underline="hover"
                    sx={{
                      fontWeight: current || alarming ? 700 : 400,
                      color: alarming ? 'error.main' : count === 0 ? 'text.secondary' : undefined,
                      ...(current && { textDecoration: 'underline' }),
                    }}
                  >
                    {countText(count)}
                  </Link>
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The counts, when the sender last ran, and the error that last stopped it. */
export function AggregatorCounts({ summary, filters }: Props) {
  return (
    <Paper variant="outlined" component="section" aria-label="Summary" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 4 }, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '0 1 520px', minWidth: 0, overflowX: 'auto' }}>
          <CountsTable summary={summary} filters={filters} />
        </Box>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Last run
          </Typography>
          <Typography>{summary.lastRunAt ? dateTimeText(summary.lastRunAt) : 'Not run yet'}</Typography>
          {summary.lastError && (
            <Alert severity="warning" sx={{ mt: 1.5 }}>
              {summary.lastErrorAt ? `Last error, ${dateTimeText(summary.lastErrorAt)}: ` : 'Last error: '}
              {summary.lastError}
            </Alert>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
