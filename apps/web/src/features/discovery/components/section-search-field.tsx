'use client';

import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { normalizeSearchText } from '@bazaar/contracts';
import { debounce, type Debounced } from '@/lib/debounce';

interface Props {
  label: string;
  /** The applied text (the `search` parameter). */
  value: string;
  /** Told the text, cut to the search-text rule, once typing pauses or on Enter. */
  onSearch: (text: string) => void;
}

const SEARCH_DELAY_MS = 400;

/** Searches within a section page's results as one types. */
export function SectionSearchField({ label, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  // The address changed by other means (Back, a link): the field shows it.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    if (normalizeSearchText(text) !== value) setText(value);
  }

  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  // Created once mounted; the handlers reach it through the ref.
  const searchRef = useRef<Debounced<[string]> | null>(null);
  useEffect(() => {
    const search = debounce(
      (typed: string) => onSearchRef.current(normalizeSearchText(typed)),
      SEARCH_DELAY_MS,
    );
    searchRef.current = search;
    return () => {
      search.cancel();
      searchRef.current = null;
    };
  }, []);

  return (
    <TextField
      size="small"
      type="search"
      value={text}
      placeholder={label}
      onChange={(event) => {
        setText(event.target.value);
        searchRef.current?.(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          searchRef.current?.flush();
        }
      }}
      slotProps={{
        htmlInput: { 'aria-label': label, enterKeyHint: 'search', 'data-testid': 'section-search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded sx={{ fontSize: 20 }} aria-hidden />
            </InputAdornment>
          ),
        },
      }}
      sx={{
        flex: { xs: '1 1 100%', sm: '0 1 320px' },
        '& .MuiOutlinedInput-root': { borderRadius: '10px' },
      }}
    />
  );
}
