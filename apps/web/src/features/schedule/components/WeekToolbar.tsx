import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { mondayOf, shiftDay } from '@hearth/shared';
import { SearchPicker } from '../../../components/form';
import { clientSource, staffSource } from '../../../components/form/common-sources';
import { dayRangeText } from '../../../lib/format';
import type { ScheduleFilters, ScheduleView } from '../week';

type Props = {
  filters: ScheduleFilters;
  today: string;
  onChange: (patch: Partial<ScheduleFilters>) => void;
  /** The phone shows no view toggle (its agenda lists every visit of the day). */
  phone: boolean;
};

/** The week shown (previous, today, next, a date picker), By staff / By client, and the narrowing filters. */
export function WeekToolbar({ filters, today, onChange, phone }: Props) {
  const week = (monday: string) => onChange({ week: monday, day: '' });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        <Tooltip title="Previous week">
          <IconButton aria-label="Previous week" onClick={() => week(shiftDay(filters.week, -7))}>
            <ChevronLeft />
          </IconButton>
        </Tooltip>
        <Button variant="outlined" size="small" onClick={() => week(mondayOf(today))}>
          Today
        </Button>
        <Tooltip title="Next week">
          <IconButton aria-label="Next week" onClick={() => week(shiftDay(filters.week, 7))}>
            <ChevronRight />
          </IconButton>
        </Tooltip>
        <Box component="span" aria-live="polite" sx={{ ml: 1, fontWeight: 600, whiteSpace: 'nowrap' }}>
          {dayRangeText(filters.week, shiftDay(filters.week, 6))}
        </Box>
      </Box>
      <TextField
        type="date"
        size="small"
        label="Go to date"
        value={filters.week}
        onChange={(event) => {
          const day = event.target.value;
          if (/^\d{4}-\d{2}-\d{2}$/.test(day)) onChange({ week: mondayOf(day), day });
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      {!phone && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.view}
          aria-label="Rows"
          onChange={(_event, view: ScheduleView | null) => view && onChange({ view })}
        >
          <ToggleButton value="staff">By staff</ToggleButton>
          <ToggleButton value="client">By client</ToggleButton>
        </ToggleButtonGroup>
      )}
      <SearchPicker
        source={staffSource}
        label="Staff"
        size="small"
        value={filters.staffId}
        onChange={(picked) => onChange({ staffId: picked?.id ?? null })}
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
      <SearchPicker
        source={clientSource}
        label="Client"
        size="small"
        value={filters.clientId}
        onChange={(picked) => onChange({ clientId: picked?.id ?? null })}
        sx={{ width: { xs: '100%', sm: 220 } }}
      />
    </Box>
  );
}
