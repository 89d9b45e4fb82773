import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { WEEKDAY_LABELS } from '@hearth/shared';
import { FormTextField } from '../../../components/form';

/** A field set bound to any form holding these names (the plan dialog, the "this and following" edit). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fields never read the resolver's output
type AnyControl<T extends FieldValues> = Control<T, any, any>;

/** Monday to Sunday as checkboxes (ISO weekdays, Monday = 1). */
export function WeekdaysField<T extends FieldValues>({ control, name }: { control: AnyControl<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const days = (field.value ?? []) as number[];
        const toggle = (day: number) =>
          field.onChange(days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b));
        return (
          <FormControl component="fieldset" error={!!fieldState.error}>
            <FormLabel component="legend">Weekdays</FormLabel>
            <FormGroup row>
              {WEEKDAY_LABELS.map((label, i) => (
                <FormControlLabel
                  key={label}
                  label={label.slice(0, 3)}
                  control={
                    <Checkbox
                      checked={days.includes(i + 1)}
                      onChange={() => toggle(i + 1)}
                      slotProps={{ input: { 'aria-label': label } }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}

/** Every week or every other week. */
export function IntervalField<T extends FieldValues>({ control, name }: { control: AnyControl<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl component="fieldset">
          <FormLabel component="legend">Repeats</FormLabel>
          <RadioGroup
            row
            value={String(field.value ?? 1)}
            onChange={(event) => field.onChange(Number(event.target.value))}
          >
            <FormControlLabel value="1" control={<Radio />} label="Every week" />
            <FormControlLabel value="2" control={<Radio />} label="Every other week" />
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

/** '2 h 30 min' for a typed duration in minutes; how to type it otherwise. */
function durationHint(typed: unknown): string {
  const minutes = Number(typed);
  if (!Number.isInteger(minutes) || minutes <= 0) return 'Minutes, 15 to 1440';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}

/** Start time and duration, side by side. */
export function TimeFields<T extends FieldValues>({ control, idPrefix }: { control: AnyControl<T>; idPrefix: string }) {
  const duration = useWatch({ control, name: 'durationMinutes' as Path<T> });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField
        control={control}
        name={'startTime' as Path<T>}
        id={`${idPrefix}-start-time`}
        label="Start time"
        type="time"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name={'durationMinutes' as Path<T>}
        id={`${idPrefix}-duration`}
        label="Duration (minutes)"
        required
        helperText={durationHint(duration)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </Box>
  );
}
