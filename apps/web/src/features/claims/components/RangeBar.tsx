import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PreviewOutlined from '@mui/icons-material/PreviewOutlined';
import type { ClaimRange } from '@hearth/shared';
import { DateBox } from '../../../components/form/DateBox';
import type { RangeProblems } from '../claim-range';

type Props = {
  range: ClaimRange;
  problems: RangeProblems;
  onChange: (range: ClaimRange) => void;
  onPreview: () => void;
  busy: boolean;
};

/** From and To (days in the agency's zone) and Preview. */
export function RangeBar({ range, problems, onChange, onPreview, busy }: Props) {
  const missing = !range.fromDate || !range.toDate;
  return (
    <Box
      component="form"
      noValidate
      role="group"
      aria-label="Dates of service"
      onSubmit={(event) => {
        event.preventDefault();
        if (!missing) onPreview();
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', sm: '190px 190px auto' },
      }}
    >
      <DateBox
        label="From"
        value={range.fromDate}
        error={problems.fromDate}
        onChange={(fromDate) => onChange({ ...range, fromDate })}
      />
      <DateBox
        label="To"
        value={range.toDate}
        error={problems.toDate}
        onChange={(toDate) => onChange({ ...range, toDate })}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Button
          type="submit"
          variant="contained"
          disabled={missing || busy}
          aria-busy={busy || undefined}
          startIcon={busy ? <CircularProgress size={18} aria-label="Loading the preview" /> : <PreviewOutlined />}
          sx={{ height: 40, width: { xs: '100%', sm: 'auto' } }}
        >
          Preview
        </Button>
      </Box>
    </Box>
  );
}
