'use client';

import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { debounce, type Debounced } from '@/lib/debounce';
import { SEARCH_MAX_CHARS } from '../filters';

/** Typing pauses this long before the list follows. */
export const SEARCH_DEBOUNCE_MS = 350;

interface Props {
  /** The search in the address. */
  search: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
}

/** Title search that follows the typing, debounced; Enter searches at once. */
export function ListingSearchField({ search, onSearch, label, placeholder }: Props) {
  const t = useTranslations('myListings');
  const [text, setText] = useState(search);
  // The address's search as last seen, and the last one this field asked for: a change of the
  // address that this field did not ask for (back button, "Clear filters") replaces the text.
  const [seen, setSeen] = useState(search);
  const [sent, setSent] = useState<string | null>(null);
  if (search !== seen) {
    setSeen(search);
    if (search !== sent) setText(search);
  }

  // The latest callback, so the debounced function never calls a stale one.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  // Created once the field is mounted; handlers reach it through the ref.
  const applyRef = useRef<Debounced<[string]> | null>(null);
  useEffect(() => {
    const apply = debounce((value: string) => {
      setSent(value);
      onSearchRef.current(value);
    }, SEARCH_DEBOUNCE_MS);
    applyRef.current = apply;
    return () => {
      apply.cancel();
      applyRef.current = null;
    };
  }, []);

  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        applyRef.current?.(event.target.value.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') applyRef.current?.flush();
      }}
      slotProps={{
        htmlInput: { maxLength: SEARCH_MAX_CHARS, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('clearSearch')}
                onClick={() => {
                  setText('');
                  applyRef.current?.('');
                  applyRef.current?.flush();
                }}
              >
                <ClearRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
