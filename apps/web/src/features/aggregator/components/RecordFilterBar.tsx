import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  AGGREGATOR_KINDS,
  AGGREGATOR_STATE_LABELS,
  AGGREGATOR_STATES,
  type AggregatorKind,
  type AggregatorState,
} from '@hearth/shared';
import { KIND_PLURALS, type RecordFilters } from '../filters';

type Props = { filters: RecordFilters; onChange: (patch: Partial<RecordFilters>) => void };

const box = { flex: { xs: '1 1 140px', sm: '0 0 200px' } };

/** Kind and state of the records listed. */
export function RecordFilterBar({ filters, onChange }: Props) {
  return (
    <Box
      role="group"
      aria-label="Filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 1.5 }}
    >
      <TextField
        select
        size="small"
        label="Kind"
        value={filters.kind}
        onChange={(event) => onChange({ kind: event.target.value as AggregatorKind | '' })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={box}
      >
        <MenuItem value="">All kinds</MenuItem>
        {AGGREGATOR_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {KIND_PLURALS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="State"
        value={filters.state}
        onChange={(event) => onChange({ state: event.target.value as AggregatorState | '' })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={box}
      >
        <MenuItem value="">All states</MenuItem>
        {AGGREGATOR_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {AGGREGATOR_STATE_LABELS[state]}
          </MenuItem>
        ))}
      </TextField>
      {(filters.kind || filters.state) && (
        <Button onClick={() => onChange({ kind: '', state: '' })} sx={{ mt: 0.25 }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
