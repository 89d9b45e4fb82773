import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import { Status, type ListSort } from '@hearth/shared';
import type { ListStateApi, StatusFilter } from './list-state';
import { SearchBox } from './SearchBox';

/** Default labels of the spec's sorts (spec 01 section 9). A page may pass its own labels. */
export const SORT_LABELS: Record<ListSort, string> = {
  recent: 'Recently Added',
  all: 'All',
  name_asc: 'Name (A-Z)',
  name_desc: 'Name (Z-A)',
  city_asc: 'City (A-Z)',
  city_desc: 'City (Z-A)',
};

/** A sort the page offers: the value alone (default label) or with its own label. */
export type SortOption = ListSort | { value: ListSort; label: string };

export const STATUS_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: Status.All, label: 'All' },
  { value: Status.Active, label: 'Active' },
  { value: Status.Inactive, label: 'Inactive' },
];

const sortValue = (o: SortOption) => (typeof o === 'string' ? o : o.value);
const sortLabel = (o: SortOption) => (typeof o === 'string' ? SORT_LABELS[o] : o.label);

/** A small dropdown of the toolbar; `onChange` gets the chosen option's value as the input holds it. */
function ToolbarSelect(p: {
  label: string;
  value: string | number;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
  minWidth: number;
  basis: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={p.label}
      value={p.value}
      onChange={(event) => p.onChange(event.target.value)}
      sx={{ minWidth: p.minWidth, flex: { xs: p.basis, sm: '0 0 auto' } }}
    >
      {p.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Status dropdown: All / Active / Inactive (0 / 4 / 5). */
export function StatusSelect({
  value,
  onChange,
  label = 'Status',
}: {
  value: StatusFilter;
  onChange: (status: StatusFilter) => void;
  label?: string;
}) {
  return (
    <ToolbarSelect
      label={label}
      value={value}
      options={STATUS_OPTIONS}
      onChange={(v) => onChange(Number(v) as StatusFilter)}
      minWidth={130}
      basis="1 1 120px"
    />
  );
}

/** Sort/filter dropdown with the sorts a page offers. */
export function SortSelect({
  value,
  onChange,
  options,
  label = 'Filter',
}: {
  value: ListSort;
  onChange: (sort: ListSort) => void;
  options: readonly SortOption[];
  label?: string;
}) {
  return (
    <ToolbarSelect
      label={label}
      value={value}
      options={options.map((o) => ({ value: sortValue(o), label: sortLabel(o) }))}
      onChange={(v) => onChange(v as ListSort)}
      minWidth={150}
      basis="1 1 140px"
    />
  );
}

/** The 'CREATE NEW' button: a link when `to` is given, else a button calling `onClick`. */
export function CreateNewButton({
  to,
  onClick,
  label = 'CREATE NEW',
  disabled,
}: {
  to?: string;
  onClick?: () => void;
  label?: string;
  disabled?: boolean;
}) {
  const common = { variant: 'contained', startIcon: <Add />, disabled, sx: { whiteSpace: 'nowrap' } } as const;
  return to ? (
    <Button {...common} component={RouterLink} to={to}>
      {label}
    </Button>
  ) : (
    <Button {...common} onClick={onClick}>
      {label}
    </Button>
  );
}

export type ListToolbarProps = {
  /** From usePersistentListState: the toolbar reads and sets search, status and filter on it. */
  list: ListStateApi;
  /** Sorts offered in the sort/filter dropdown; omit (or pass []) to hide the dropdown. */
  sorts?: readonly SortOption[];
  /** Label of the sort/filter dropdown. Default 'Filter'. */
  sortLabel?: string;
  /** Show the All/Active/Inactive dropdown. Default true. */
  showStatus?: boolean;
  /** Label (and placeholder) of the search box. Default 'Search'. */
  searchLabel?: string;
  /** Extra filters placed after the dropdowns. */
  children?: ReactNode;
  /** Right-aligned actions, typically <CreateNewButton to="/admin/create-client" />. */
  actions?: ReactNode;
};

/**
 * The row above a list: search box, status dropdown, sort/filter dropdown, extra filters and actions.
 *
 * @example
 * <ListToolbar list={list} sorts={['recent', 'all', 'name_asc', 'name_desc']}
 *   actions={<CreateNewButton to="/admin/create-client" />} />
 */
export function ListToolbar({
  list,
  sorts = [],
  sortLabel,
  showStatus = true,
  searchLabel,
  children,
  actions,
}: ListToolbarProps) {
  const { state } = list;
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }}>
        <SearchBox value={state.search} onSearch={list.setSearch} label={searchLabel} fullWidth />
      </Box>
      {showStatus && <StatusSelect value={state.status} onChange={list.setStatus} />}
      {sorts.length > 0 && (
        <SortSelect value={state.filter} onChange={list.setFilter} options={sorts} label={sortLabel} />
      )}
      {children}
      {actions && <Box sx={{ ml: { sm: 'auto' }, display: 'flex', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}
