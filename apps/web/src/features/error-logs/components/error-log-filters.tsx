'use client';

import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import {
  errorLogLevels,
  errorLogSources,
  type ErrorLogLevel,
  type ErrorLogSource,
} from '@bazaar/contracts';
import { hasFilters, type ErrorLogFilters } from '../filters';

interface Props {
  filters: ErrorLogFilters;
  onChange: (filters: ErrorLogFilters) => void;
}

const ALL = 'all';

/** Source, level, text and days; every change lands in the page's address. */
export function ErrorLogFiltersBar({ filters, onChange }: Props) {
  const t = useTranslations('errorLogs');
  // The search is applied on Enter (or the search button), not on every key.
  const [search, setSearch] = useState(filters.q ?? '');
  const [appliedSearch, setAppliedSearch] = useState(filters.q ?? '');
  if ((filters.q ?? '') !== appliedSearch) {
    // The address changed from elsewhere (back button, "Clear filters"): follow it.
    setAppliedSearch(filters.q ?? '');
    setSearch(filters.q ?? '');
  }

  const update = (patch: Partial<ErrorLogFilters>) => onChange({ ...filters, ...patch });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = search.trim();
    setAppliedSearch(q);
    update({ q: q || undefined });
  };

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}
      role="search"
      aria-label={t('filtersLabel')}
    >
      <Stack component="form" onSubmit={submitSearch} sx={{ flex: { md: '1 1 220px' } }}>
        <TextField
          size="small"
          fullWidth
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: 200, enterKeyHint: 'search' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  {search ? (
                    <IconButton
                      size="small"
                      aria-label={t('clearSearch')}
                      onClick={() => {
                        setSearch('');
                        setAppliedSearch('');
                        update({ q: undefined });
                      }}
                    >
                      <ClearRounded fontSize="small" />
                    </IconButton>
                  ) : null}
                  <IconButton size="small" type="submit" aria-label={t('applySearch')} edge="end">
                    <SearchRounded fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <Stack direction="row" spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('source')}
          value={filters.source ?? ALL}
          onChange={(event) =>
            update({
              source:
                event.target.value === ALL ? undefined : (event.target.value as ErrorLogSource),
            })
          }
          sx={{ minWidth: { xs: 0, md: 150 }, flex: 1 }}
        >
          <MenuItem value={ALL}>{t('allSources')}</MenuItem>
          {errorLogSources.map((source) => (
            <MenuItem key={source} value={source}>
              {t(`sources.${source}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('level')}
          value={filters.level ?? ALL}
          onChange={(event) =>
            update({
              level: event.target.value === ALL ? undefined : (event.target.value as ErrorLogLevel),
            })
          }
          sx={{ minWidth: { xs: 0, md: 150 }, flex: 1 }}
        >
          <MenuItem value={ALL}>{t('allLevels')}</MenuItem>
          {errorLogLevels.map((level) => (
            <MenuItem key={level} value={level}>
              {t(`levels.${level}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          type="date"
          label={t('from')}
          value={filters.from ?? ''}
          onChange={(event) => update({ from: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to } }}
          sx={{ flex: 1, minWidth: { xs: 0, md: 150 } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('to')}
          value={filters.to ?? ''}
          onChange={(event) => update({ to: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from } }}
          sx={{ flex: 1, minWidth: { xs: 0, md: 150 } }}
        />
      </Stack>
      {hasFilters(filters) ? (
        <Button
          color="inherit"
          startIcon={<ClearRounded />}
          onClick={() => onChange({})}
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, whiteSpace: 'nowrap' }}
        >
          {t('clearFilters')}
        </Button>
      ) : null}
    </Stack>
  );
}
