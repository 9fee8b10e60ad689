'use client';

import ClearRounded from '@mui/icons-material/ClearRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'use-intl';
import { errorLogLevels, errorLogSources } from '@bazaar/contracts';
import { ChoiceFilterField } from '@/components/choice-filter-field';
import { SearchFilterField } from '@/components/search-filter-field';
import { hasFilters, type ErrorLogFilters } from '../filters';

interface Props {
  filters: ErrorLogFilters;
  onChange: (filters: ErrorLogFilters) => void;
}

/** Source, level, text and days; every change lands in the page's address. */
export function ErrorLogFiltersBar({ filters, onChange }: Props) {
  const t = useTranslations('errorLogs');
  const update = (patch: Partial<ErrorLogFilters>) => onChange({ ...filters, ...patch });
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}
      role="search"
      aria-label={t('filtersLabel')}
    >
      <SearchFilterField
        applied={filters.q ?? ''}
        onApply={(q) => update({ q })}
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        maxLength={200}
        submitLabel={t('applySearch')}
        clearLabel={t('clearSearch')}
        fullWidth
        sx={{ flex: { md: '1 1 220px' } }}
      />
      <Stack direction="row" spacing={1.5}>
        <ChoiceFilterField
          label={t('source')}
          value={filters.source}
          values={errorLogSources}
          optionLabel={(source) => t(`sources.${source}`)}
          allLabel={t('allSources')}
          onChange={(source) => update({ source })}
          sx={{ minWidth: { xs: 0, md: 150 }, flex: 1 }}
        />
        <ChoiceFilterField
          label={t('level')}
          value={filters.level}
          values={errorLogLevels}
          optionLabel={(level) => t(`levels.${level}`)}
          allLabel={t('allLevels')}
          onChange={(level) => update({ level })}
          sx={{ minWidth: { xs: 0, md: 150 }, flex: 1 }}
        />
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
