'use client';

import SearchRounded from '@mui/icons-material/SearchRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { accountTypes, activityStatuses, marketplaceSections } from '@bazaar/contracts';
import { DayFilterField } from '@/components/day-filter-field';
import { hasAccountFilters, type AccountFilters } from '../filters';

interface Props {
  filters: AccountFilters;
  onChange: (filters: Partial<AccountFilters>) => void;
  onClear: () => void;
}

const ALL = 'all';

/** Search (name, email), type, status, division sold in and sign-up days, all in the address. */
export function AccountFiltersBar({ filters, onChange, onClear }: Props) {
  const t = useTranslations('userManager');
  const tDivisions = useTranslations('divisions');
  const [search, setSearch] = useState(filters.search ?? '');
  const [appliedSearch, setAppliedSearch] = useState(filters.search ?? '');
  if ((filters.search ?? '') !== appliedSearch) {
    // The address changed from elsewhere (Back, "Clear filters"): follow it.
    setAppliedSearch(filters.search ?? '');
    setSearch(filters.search ?? '');
  }
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setAppliedSearch(search.trim());
    onChange({ search: search.trim() || undefined });
  };
  const select = <K extends 'type' | 'status' | 'section'>(
    name: K,
    fieldLabel: string,
    values: readonly NonNullable<AccountFilters[K]>[],
    label: (value: NonNullable<AccountFilters[K]>) => string,
  ) => (
    <TextField
      select
      size="small"
      name={name}
      label={fieldLabel}
      value={filters[name] ?? ALL}
      onChange={(event) =>
        onChange({
          [name]: event.target.value === ALL ? undefined : event.target.value,
        } as Partial<AccountFilters>)
      }
      sx={{ minWidth: 160 }}
    >
      <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {label(value)}
        </MenuItem>
      ))}
    </TextField>
  );
  const day = (name: 'from' | 'to') => (
    <DayFilterField
      name={name}
      label={t(`filters.${name}`)}
      value={filters[name]}
      onChange={(value) => onChange({ [name]: value })}
    />
  );

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { md: 'center' }, mb: 2 }}
      role="search"
      aria-label={t('filters.label')}
    >
      <Stack component="form" onSubmit={submitSearch} sx={{ flex: { md: '1 1 240px' } }}>
        <TextField
          size="small"
          name="search"
          label={t('filters.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: 120, enterKeyHint: 'search' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" size="small" aria-label={t('filters.searchSubmit')}>
                    <SearchRounded fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      {select('type', t('filters.type'), accountTypes, (type) => t(`types.${type}`))}
      {select('status', t('filters.status'), activityStatuses, (status) => t(`statuses.${status}`))}
      {select('section', t('filters.section'), marketplaceSections, (section) =>
        tDivisions(`${section}.name`),
      )}
      {day('from')}
      {day('to')}
      {hasAccountFilters(filters) ? (
        <Button
          onClick={() => {
            setSearch('');
            onClear();
          }}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}
