import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EVV_EXCEPTION_LABELS, EVV_EXCEPTION_TYPES, EvvMsg, type EvvExceptionType } from '@hearth/shared';
import { DateBox } from '../../../components/form/DateBox';
import { rangeReversed, type ExceptionFilters } from '../filters';

type Props = {
  filters: ExceptionFilters;
  onChange: (patch: Partial<ExceptionFilters>) => void;
  onReset: () => void;
};

const dateBox = { flex: { xs: '1 1 140px', sm: '0 0 170px' } };

/** From/To (date of service), exception type, and the one work entry the list may be narrowed to. */
export function ExceptionFilterBar({ filters, onChange, onReset }: Props) {
  const reversed = rangeReversed(filters);
  const filtered = filters.fromDate || filters.toDate || filters.type || filters.workEntryId !== null;
  return (
    <Box
      role="group"
      aria-label="Filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 1.5 }}
    >
      <DateBox
        label="From"
        value={filters.fromDate}
        onChange={(fromDate) => onChange({ fromDate })}
        helper="Date of service"
        sx={dateBox}
      />
      <DateBox
        label="To"
        value={filters.toDate}
        onChange={(toDate) => onChange({ toDate })}
        error={reversed ? EvvMsg.rangeReversed : undefined}
        helper="Date of service"
        min={filters.fromDate || undefined}
        sx={dateBox}
      />
      <TextField
        select
        size="small"
        label="Type"
        value={filters.type}
        onChange={(event) => onChange({ type: event.target.value as EvvExceptionType | '' })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 260px' } }}
      >
        <MenuItem value="">All types</MenuItem>
        {EVV_EXCEPTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {EVV_EXCEPTION_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      {filters.workEntryId !== null && (
        <Chip
          label={`Work entry #${filters.workEntryId}`}
          onDelete={() => onChange({ workEntryId: null })}
          sx={{ mt: 0.5 }}
        />
      )}
      {filtered && (
        <Button onClick={onReset} sx={{ mt: 0.25 }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
