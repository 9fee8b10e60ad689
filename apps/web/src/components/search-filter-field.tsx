'use client';

import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { type SxProps, type Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

interface Props {
  /** The search in the address ('' for none). */
  applied: string;
  /** The search to apply, trimmed; undefined for none. */
  onApply: (search: string | undefined) => void;
  label: string;
  name?: string;
  placeholder?: string;
  maxLength: number;
  /** The search button's name for assistive technology. */
  submitLabel: string;
  /** Offers a button that empties the search and applies that at once. */
  clearLabel?: string;
  fullWidth?: boolean;
  /** Of the form around the field (its share of the filter bar). */
  sx?: SxProps<Theme>;
}

/**
 * The search of a back-office list: applied on Enter or with its button, not on every key, and
 * following the address when it changes from elsewhere (Back, "Clear filters").
 */
export function SearchFilterField({
  applied,
  onApply,
  label,
  name,
  placeholder,
  maxLength,
  submitLabel,
  clearLabel,
  fullWidth,
  sx,
}: Props) {
  const [search, setSearch] = useState(applied);
  const [appliedSearch, setAppliedSearch] = useState(applied);
  if (applied !== appliedSearch) {
    setAppliedSearch(applied);
    setSearch(applied);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = search.trim();
    setAppliedSearch(trimmed);
    onApply(trimmed || undefined);
  };
  return (
    <Stack component="form" onSubmit={submit} sx={sx}>
      <TextField
        size="small"
        fullWidth={fullWidth}
        name={name}
        label={label}
        placeholder={placeholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          htmlInput: { maxLength, enterKeyHint: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {clearLabel && search ? (
                  <IconButton
                    size="small"
                    aria-label={clearLabel}
                    onClick={() => {
                      setSearch('');
                      setAppliedSearch('');
                      onApply(undefined);
                    }}
                  >
                    <ClearRounded fontSize="small" />
                  </IconButton>
                ) : null}
                {/* Beside a clear button, the search button sits at the field's edge. */}
                <IconButton
                  type="submit"
                  size="small"
                  aria-label={submitLabel}
                  edge={clearLabel ? 'end' : undefined}
                >
                  <SearchRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
