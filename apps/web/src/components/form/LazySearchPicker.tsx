import { Suspense } from 'react';
import TextField from '@mui/material/TextField';
import { lazyComponent } from '../../lib/lazy-component';
import type { SearchPickerProps } from './SearchPicker';

const SearchPicker = lazyComponent(
  () => import('./SearchPicker'),
  (m) => m.SearchPicker,
);

/**
 * A SearchPicker whose code (MUI's Autocomplete, ~9 KB) arrives just after the screen is painted: a
 * plain field of the same label and size stands in until then. For screens under the staff download
 * budget (the visits list), where the list matters first.
 */
export function LazySearchPicker(props: SearchPickerProps) {
  const standIn = (
    <TextField
      label={props.label}
      value={props.selectedLabel ?? ''}
      size={props.size}
      sx={props.sx}
      disabled
      slotProps={{ htmlInput: { 'aria-busy': true } }}
    />
  );
  return (
    <Suspense fallback={standIn}>
      <SearchPicker {...props} />
    </Suspense>
  );
}
