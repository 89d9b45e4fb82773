import type { Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { PROGRESS_LABELS } from '@hearth/shared';

const OPTIONS = Object.entries(PROGRESS_LABELS).map(([value, label]) => ({ value: Number(value), label }));

type ProgressRadiosProps = {
  /** 0 (not chosen), 1 Increased, 2 Maintained, 3 Decreased. */
  value: number;
  onChange: (progress: number) => void;
  /** The first radio, to move the focus to the group when the progress is missing. */
  ref?: Ref<HTMLInputElement>;
};

/** The client's progress during the visit: Increased, Maintained or Decreased. */
export function ProgressRadios({ value, onChange, ref }: ProgressRadiosProps) {
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 650, color: 'text.primary', mb: 0.5 }}>
        Progress
      </FormLabel>
      {/* A list on phones (the labels never wrap), three equal columns from 600 px. */}
      <RadioGroup
        name="progress"
        value={value > 0 ? String(value) : ''}
        onChange={(event) => onChange(Number(event.target.value))}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 }}
      >
        {OPTIONS.map((o) => (
          <FormControlLabel
            key={o.value}
            value={String(o.value)}
            control={<Radio slotProps={{ input: { ref: o.value === 1 ? ref : undefined } }} />}
            label={o.label}
            // A comfortable finger target on phones.
            sx={{ minHeight: 48, mr: 0, '& .MuiFormControlLabel-label': { whiteSpace: 'nowrap' } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
