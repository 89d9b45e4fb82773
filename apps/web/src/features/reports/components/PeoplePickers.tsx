import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useReportClientOptions, useReportStaffOptions } from '../api';

type Option = { id: number; name: string };

function Picker({
  label,
  options,
  loading,
  value,
  onChange,
}: {
  label: string;
  options: readonly Option[];
  loading: boolean;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const selected = value === null ? null : (options.find((o) => o.id === value) ?? { id: value, name: '' });
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      loading={loading}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionKey={(o) => o.id}
      onChange={(_event, picked) => onChange(picked?.id ?? null)}
      noOptionsText="No Matches found"
      renderInput={(params) => <TextField {...params} label={label} placeholder="All" />}
    />
  );
}

/** The work entry reports' Client and Staff filters (empty = all). */
export function PeoplePickers({
  clientId,
  staffId,
  onChange,
}: {
  clientId: number | null;
  staffId: number | null;
  onChange: (patch: { clientId?: number | null; staffId?: number | null }) => void;
}) {
  const clients = useReportClientOptions();
  const staff = useReportStaffOptions();
  return (
    <>
      <Picker
        label="Client"
        options={(clients.data ?? []).map((c) => ({ id: c.clientId, name: c.name }))}
        loading={clients.isPending}
        value={clientId}
        onChange={(id) => onChange({ clientId: id })}
      />
      <Picker
        label="Staff"
        options={(staff.data ?? []).map((s) => ({ id: s.userId, name: s.name }))}
        loading={staff.isPending}
        value={staffId}
        onChange={(id) => onChange({ staffId: id })}
      />
    </>
  );
}
