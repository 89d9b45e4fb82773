import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { OPTION_LIMIT_DEFAULT } from '@hearth/shared';
import { staffSource } from '../../../../components/form/common-sources';
import {
  SEARCH_PICKER_DEBOUNCE_MS,
  useDebouncedValue,
  NO_MATCHES_TEXT,
} from '../../../../components/form/SearchPicker';
import type { PickerOption } from '../../../../components/form/option-source';
import { errorMessage } from '../../../../lib/api-client';

type StaffMultiPickerProps = {
  /** The accessible name, e.g. 'Staff for Doe, John (W1726)'. */
  label: string;
  value: readonly PickerOption[];
  onChange: (staff: PickerOption[]) => void;
};

/** Several active staff members, searched on the server (GET /user/user_list) as the user types. */
export function StaffMultiPicker({ label, value, onChange }: StaffMultiPickerProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed.trim(), SEARCH_PICKER_DEBOUNCE_MS);
  const search = typed.trim() === '' ? '' : settled;
  const results = useQuery({
    queryKey: [...staffSource.key, 'search', search, OPTION_LIMIT_DEFAULT],
    queryFn: ({ signal }) => staffSource.load({ search: search || undefined, limit: OPTION_LIMIT_DEFAULT }, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return (
    <Autocomplete
      multiple
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={results.data ?? []}
      value={[...value]}
      filterOptions={(x) => x}
      filterSelectedOptions
      loading={open && results.isFetching}
      loadingText="Loading…"
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={typed}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      onChange={(_event, next) => onChange(next)}
      noOptionsText={results.isError ? errorMessage(results.error) : NO_MATCHES_TEXT}
      sx={{ minWidth: 220 }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={value.length ? undefined : 'No staff (allocate later)'}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
        />
      )}
    />
  );
}
