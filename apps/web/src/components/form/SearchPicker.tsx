import { useEffect, useMemo, useState, type ReactNode, type Ref } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { OPTION_LIMIT_DEFAULT } from '@hearth/shared';
import { errorMessage } from '../../lib/api-client';
import type { PickerOption, PickerSource } from './option-source';

/** Wait this long after the last keystroke before asking the server. */
export const SEARCH_PICKER_DEBOUNCE_MS = 250;
export const NO_MATCHES_TEXT = 'No Matches found';
/** Reopening a picker within this time reuses its answer instead of asking again. */
const OPTIONS_STALE_MS = 30_000;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export type SearchPickerProps = {
  source: PickerSource;
  /** The visible label, also the combobox's accessible name. */
  label: string;
  /** The chosen record's id, or null. */
  value: number | null;
  onChange: (picked: PickerOption | null) => void;
  /**
   * The chosen record's label when the caller knows it (a loaded record's name, a remembered
   * filter): shown without asking the server. Otherwise it is asked for by id.
   */
  selectedLabel?: string;
  /** Shown when the search finds nothing. Default 'No Matches found'. */
  noOptionsText?: string;
  placeholder?: string;
  size?: 'small' | 'medium';
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  sx?: SxProps<Theme>;
  /** Options asked for per search. Default 50. */
  limit?: number;
};

/**
 * The picker's state: what was typed (asked for after the pause), the server's options for it, and
 * the chosen value with its label (the caller's, the option picked, or looked up by id).
 */
function useSearchPicker({
  source,
  value,
  selectedLabel,
  disabled,
  limit,
}: Pick<SearchPickerProps, 'source' | 'value' | 'selectedLabel' | 'disabled'> & { limit: number }) {
  const [open, setOpen] = useState(false);
  // What the user typed (not the chosen label the input shows after a choice).
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const settled = useDebouncedValue(typed.trim(), SEARCH_PICKER_DEBOUNCE_MS);
  // Clearing the text shows the first options at once; typing waits for the pause.
  const search = typed.trim() === '' ? '' : settled;

  const results = useQuery({
    queryKey: [...source.key, 'search', search, limit],
    queryFn: ({ signal }) => source.load({ search: search || undefined, limit }, signal),
    enabled: open && !disabled,
    placeholderData: keepPreviousData,
    staleTime: OPTIONS_STALE_MS,
  });
  const options = results.data ?? [];

  const knownLabel =
    value === null
      ? undefined
      : picked?.id === value
        ? picked.label
        : (options.find((o) => o.id === value)?.label ?? (selectedLabel || undefined));
  const lookup = useQuery({
    queryKey: [...source.key, 'ids', value],
    queryFn: ({ signal }) => source.load({ ids: [value!] }, signal),
    enabled: value !== null && knownLabel === undefined,
    staleTime: OPTIONS_STALE_MS,
  });
  const shownLabel = knownLabel ?? lookup.data?.find((o) => o.id === value)?.label ?? '';
  // One object per id and label: Autocomplete resets the typed text whenever its value changes identity.
  const selected = useMemo(() => (value === null ? null : { id: value, label: shownLabel }), [value, shownLabel]);

  const loading = open && results.isFetching;
  return { open, setOpen, setTyped, setPicked, options, results, selected, loading };
}

/**
 * A searchable picker over one of the server's option calls: the typed text is sent as `search`
 * (debounced 250 ms) and the server's bounded answer is shown as is, so no list is ever loaded
 * whole. Options load when the list opens. The chosen value keeps its label even when it is not
 * among the current results (the caller's `selectedLabel`, the option picked, or a lookup by id).
 */
export function SearchPicker({
  source,
  label,
  value,
  onChange,
  selectedLabel,
  noOptionsText = NO_MATCHES_TEXT,
  placeholder,
  size,
  required,
  disabled,
  error,
  helperText,
  name,
  inputRef,
  onBlur,
  sx,
  limit = OPTION_LIMIT_DEFAULT,
}: SearchPickerProps) {
  const { open, setOpen, setTyped, setPicked, options, results, selected, loading } = useSearchPicker({
    source,
    value,
    selectedLabel,
    disabled,
    limit,
  });
  return (
    <Autocomplete
      size={size}
      sx={sx}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={selected}
      filterOptions={(x) => x}
      loading={loading}
      loadingText="Loading…"
      disabled={disabled}
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      onChange={(_event, next) => {
        setPicked(next);
        onChange(next);
      }}
      onBlur={onBlur}
      noOptionsText={results.isError ? errorMessage(results.error) : noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          name={name}
          label={label}
          placeholder={placeholder}
          required={required}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} aria-label={`Loading ${label}`} />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
