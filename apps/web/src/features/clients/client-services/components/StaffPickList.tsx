import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FilterList from '@mui/icons-material/FilterList';
import { NO_MATCHES } from '../messages';

export type StaffItem = { userId: number; name: string };

type StaffPickListProps = {
  title: string;
  /** The items that pass the filter. */
  items: StaffItem[];
  total: number;
  filter: string;
  onFilterChange: (filter: string) => void;
  marked: ReadonlySet<number>;
  onToggle: (userId: number) => void;
  onToggleAll: (mark: boolean) => void;
};

/** One side of the allocation modal: a titled, filterable list whose items can be marked. */
export function StaffPickList(props: StaffPickListProps) {
  const { title, items, total, filter, onFilterChange, marked, onToggle, onToggleAll } = props;
  const titleId = useId();
  const markedVisible = items.filter((s) => marked.has(s.userId)).length;
  const allMarked = items.length > 0 && markedVisible === items.length;

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, overflow: 'hidden' }}
    >
      <Box sx={{ px: 1.5, pt: 1.5, pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Checkbox
          size="small"
          checked={allMarked}
          indeterminate={markedVisible > 0 && !allMarked}
          disabled={items.length === 0}
          onChange={(event) => onToggleAll(event.target.checked)}
          slotProps={{ input: { 'aria-label': `Mark all ${title}` } }}
        />
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 650, flexGrow: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {markedVisible > 0 ? `${markedVisible} of ${total} marked` : `${total}`}
        </Typography>
      </Box>
      <Box sx={{ px: 1.5, pb: 1 }}>
        <TextField
          size="small"
          fullWidth
          label={`Filter ${title}`}
          value={filter}
          onChange={(event) => onFilterChange(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <FilterList fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          height: { xs: 200, sm: 280 },
          overflowY: 'auto',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {items.length === 0 ? (
          <Box component="li" sx={{ p: 2, color: 'text.secondary', textAlign: 'center' }}>
            {NO_MATCHES}
          </Box>
        ) : (
          items.map((staff) => (
            <Box component="li" key={staff.userId} sx={{ px: 1.5, '&:hover': { bgcolor: 'action.hover' } }}>
              <FormControlLabel
                sx={{ width: '100%', m: 0 }}
                label={staff.name}
                control={
                  <Checkbox size="small" checked={marked.has(staff.userId)} onChange={() => onToggle(staff.userId)} />
                }
              />
            </Box>
          ))
        )}
      </Box>
    </Paper>
  );
}
