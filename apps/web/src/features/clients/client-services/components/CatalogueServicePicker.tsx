import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ServiceOut } from '@hearth/shared';
import { useServiceOptions } from '../api';

type CatalogueServicePickerProps = {
  /** serviceId of the catalogue entry the form was filled from, or '' for none. */
  value: number | '';
  onPick: (service: ServiceOut | null) => void;
  error?: string;
};

const optionLabel = (s: ServiceOut) => `${s.code} — ${s.name}`;

/** Active catalogue entries (GET /service?limit=100&status=4); picking one fills the form in. */
export function CatalogueServicePicker({ value, onPick, error }: CatalogueServicePickerProps) {
  const services = useServiceOptions(true);
  const options = services.data ?? [];
  const selected = options.find((s) => s.serviceId === value) ?? null;

  return (
    <Autocomplete
      id="client-service-catalogue"
      options={options}
      value={selected}
      loading={services.isPending}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.serviceId === b.serviceId}
      onChange={(_event, service) => onPick(service)}
      noOptionsText={services.isError ? 'The service catalogue could not be loaded' : 'No Matches found'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Catalogue Service"
          error={!!error}
          helperText={
            error ?? 'Fills in name, code, rate, unit length and flags from the catalogue; you can still change them.'
          }
        />
      )}
    />
  );
}
