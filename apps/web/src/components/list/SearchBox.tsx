import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { SEARCH_MIN_CHARS } from '@hearth/shared';

export type SearchBoxProps = {
  /** The search term currently applied (e.g. `list.state.search`); the box starts with it. */
  value: string;
  /**
   * Called with the trimmed term when a search should run: the text reaches 3 or more characters,
   * the box is cleared, or Enter is pressed (any length). Spec 01 section 5 "Lists".
   */
  onSearch: (term: string) => void;
  /** Accessible label and placeholder. Default 'Search'. */
  label?: string;
  placeholder?: string;
  /** Wait this long after the last keystroke before searching (Enter and clearing are immediate). Default 300 ms. */
  debounceMs?: number;
  fullWidth?: boolean;
};

/** Search input with the spec's rule: search at 3+ characters, when cleared, or on Enter. */
export function SearchBox({
  value,
  onSearch,
  label = 'Search',
  placeholder,
  debounceMs = 300,
  fullWidth,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The applied term changed from outside (a reset): show it.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = (term: string) => {
    clearTimeout(timer.current);
    const trimmed = term.trim();
    if (trimmed !== value) onSearch(trimmed);
  };

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === '') run('');
    else if (trimmed.length >= SEARCH_MIN_CHARS) {
      if (debounceMs <= 0) run(trimmed);
      else timer.current = setTimeout(() => run(trimmed), debounceMs);
    }
  };

  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      run(text);
    }
  };

  return (
    <TextField
      type="search"
      size="small"
      value={text}
      onChange={(event) => change(event.target.value)}
      onKeyDown={keyDown}
      placeholder={placeholder ?? label}
      fullWidth={fullWidth}
      sx={{ minWidth: { sm: 260 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" aria-hidden />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label="Clear search" onClick={() => change('')}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
