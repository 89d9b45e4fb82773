import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { agencyTimeZones } from '@hearth/shared';
import { FormGridFull, FormSection, FormTextField } from '../../../components/form';
import { DEFAULT_DISTANCE_LIMIT_MILES } from '@hearth/shared';
import type { SettingsFormControl } from '../settings-form';
import { timeZoneText } from '../../../lib/format';

/** EVV: how far from the client's address a clock-in or clock-out may be. */
export function EvvFields({ control }: { control: SettingsFormControl }) {
  return (
    <FormSection title="EVV">
      <FormTextField
        control={control}
        name="evvDistanceLimitMiles"
        label="Distance limit"
        type="number"
        required
        helperText={`How far from the client's address a clock-in or clock-out may be (default ${DEFAULT_DISTANCE_LIMIT_MILES}). Changing it re-checks the last year's completed entries not yet billed.`}
        slotProps={{
          htmlInput: { inputMode: 'decimal', min: 0.05, max: 10, step: 0.05 },
          input: { endAdornment: <InputAdornment position="end">miles</InputAdornment> },
        }}
      />
    </FormSection>
  );
}

/** Time zone: the zone Hearth counts days in; a change warns what it does. */
export function TimeZoneFields({ control, savedZone }: { control: SettingsFormControl; savedZone: string }) {
  const zones = useMemo(() => agencyTimeZones(), []);
  const timeZone = useWatch({ control, name: 'timeZone' });
  return (
    <FormSection title="Time zone" columns={1}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Hearth counts days in this zone: what today is, the date ranges of lists and reports, and the same-day rule of
        timesheets. A visit keeps the zone it was recorded in; screens name that zone when it differs.
      </Typography>
      <Controller
        control={control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={zones}
            value={field.value || null}
            onChange={(_event, zone) => field.onChange(zone ?? '')}
            onBlur={field.onBlur}
            getOptionLabel={(zone) => timeZoneText(zone)}
            sx={{ maxWidth: 560 }}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                name={field.name}
                label="Agency time zone"
                required
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
      {timeZone && timeZone !== savedZone && (
        <FormGridFull>
          <Alert severity="warning">
            Reports, lists and new timesheets will count days in {timeZoneText(timeZone)} from now on. Entries already
            recorded keep their own zone.
          </Alert>
        </FormGridFull>
      )}
    </FormSection>
  );
}
