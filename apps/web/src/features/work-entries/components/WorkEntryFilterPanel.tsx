import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FilterList from '@mui/icons-material/FilterList';
import { SearchPicker } from '../../../components/form';
import { useIsPhone, type ListStateApi } from '../../../components/list';
import { staffSource } from '../../../components/form/common-sources';
import { serviceRequestSource } from '../api';
import { localIsoDate } from '../../../lib/format';
import {
  defaultFilters,
  RANGE_OPTIONS,
  VERIFICATION_OPTIONS,
  type AdminVerification,
  type WorkEntryListState,
} from '../list-filters';

export const FilterText = {
  fromAfterToday: 'From Date cannot be later than today',
  toAfterToday: 'To Date cannot be later than today',
  fromAfterTo: 'From Date cannot be after To Date',
} as const;

type Props = {
  list: ListStateApi<WorkEntryListState>;
  /** The list's settings, repaired (cleanFilters). */
  state: WorkEntryListState;
};

/** A date box that applies its value only when it is a whole date no later than today. */
function RangeDate({
  label,
  value,
  onApply,
  problem,
}: {
  label: string;
  value: string;
  onApply: (value: string) => void;
  problem: (value: string) => string | null;
}) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    // Changed from outside (reset): show it.
    setApplied(value);
    setText(value);
  }
  const error = text ? problem(text) : null;
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (/^\d{4}-\d{2}-\d{2}$/.test(next) && !problem(next)) onApply(next);
      }}
      error={!!error}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localIsoDate() } }}
    />
  );
}

/** Back to the default filters (the tab stays). */
export function ResetFiltersButton({ list, state }: Props) {
  return (
    <Button onClick={() => list.update({ ...defaultFilters(), type: state.type })} sx={{ justifySelf: 'start' }}>
      RESET FILTERS
    </Button>
  );
}

/** How many filters differ from the defaults (shown on the phone's FILTERS button). */
function activeCount(state: WorkEntryListState): number {
  const d = defaultFilters();
  return [
    state.date !== d.date,
    state.from !== d.from || state.to !== d.to,
    state.staffId !== 0,
    state.serviceId !== 0,
    state.type === 'com' && state.adminVerification !== d.adminVerification,
  ].filter(Boolean).length;
}

type Option<T> = { value: T; label: string };

function SelectFilter<T extends string | number>(props: {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (raw: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const FILTER_GRID = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(3, minmax(0, 1fr))',
    // Verification (Completed tab) starts a second row until the screen has room for six.
    lg: '160px 170px 170px minmax(0, 1fr) minmax(0, 1.4fr)',
    xl: '160px 170px 170px minmax(0, 1fr) minmax(0, 1.4fr) 150px',
  },
  mb: 2,
} as const;

/** From Date and To Date: never later than today, From never after To. */
function DateRange({ list, state }: Props) {
  const today = localIsoDate();
  return (
    <>
      <RangeDate
        label="From Date"
        value={state.from}
        onApply={(from) => list.update({ from })}
        problem={(v) =>
          v > today ? FilterText.fromAfterToday : state.to && v > state.to ? FilterText.fromAfterTo : null
        }
      />
      <RangeDate
        label="To Date"
        value={state.to}
        onApply={(to) => list.update({ to })}
        problem={(v) =>
          v > today ? FilterText.toAfterToday : state.from && v < state.from ? FilterText.fromAfterTo : null
        }
      />
    </>
  );
}

function FilterFields({ list, state, phone }: Props & { phone: boolean }) {
  return (
    <Box role="group" aria-label="Work entry filters" sx={FILTER_GRID}>
      <SelectFilter
        label="Range Selection"
        value={state.date}
        options={RANGE_OPTIONS}
        onChange={(raw) => list.update({ date: Number(raw) })}
      />
      <DateRange list={list} state={state} />
      <SearchPicker
        size="small"
        label="Staff Member"
        source={staffSource}
        value={state.staffId === 0 ? null : state.staffId}
        selectedLabel={state.staffName}
        onChange={(picked) => list.update({ staffId: picked?.id ?? 0, staffName: picked?.label ?? '' })}
      />
      <SearchPicker
        size="small"
        label="Client Service"
        source={serviceRequestSource}
        value={state.serviceId === 0 ? null : state.serviceId}
        selectedLabel={state.serviceName}
        onChange={(picked) => list.update({ serviceId: picked?.id ?? 0, serviceName: picked?.label ?? '' })}
      />
      {state.type === 'com' && (
        <SelectFilter
          label="Verification"
          value={state.adminVerification}
          options={VERIFICATION_OPTIONS}
          onChange={(raw) => list.update({ adminVerification: raw as AdminVerification })}
        />
      )}
      {phone && <ResetFiltersButton list={list} state={state} />}
    </Box>
  );
}

/**
 * The Work Entries filter panel (spec 01 "List screens"): Range Selection, From Date and To Date
 * (never later than today), Staff Member and Client Service searches, and on the Completed tab
 * Verification. Folded away on phones.
 */
export function WorkEntryFilterPanel({ list, state }: Props) {
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const fields = <FilterFields list={list} state={state} phone={phone} />;
  if (!phone) return fields;
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="work-entry-filters"
        startIcon={
          <Badge badgeContent={activeCount(state)} color="secondary">
            <FilterList />
          </Badge>
        }
        sx={{ mb: 1.5 }}
        fullWidth
      >
        FILTERS
      </Button>
      <Collapse in={open} id="work-entry-filters">
        {fields}
      </Collapse>
    </>
  );
}
