'use client';

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'use-intl';
import { advertisingPlacements, advertisingStates } from '@bazaar/contracts';
import { type CampaignFilters } from '../api/advertising-keys';

/** The administrators' filters of every campaign: by placement and by state. */
export function CampaignFiltersBar({
  filters,
  onChange,
}: {
  filters: CampaignFilters;
  onChange: (filters: CampaignFilters) => void;
}) {
  const t = useTranslations('advertising');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <TextField
        select
        size="small"
        label={t('filters.placement')}
        value={filters.placement ?? ''}
        onChange={(event) =>
          onChange({
            ...filters,
            placement: (event.target.value || undefined) as CampaignFilters['placement'],
          })
        }
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {advertisingPlacements.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`placements.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.state')}
        value={filters.state ?? ''}
        onChange={(event) =>
          onChange({
            ...filters,
            state: (event.target.value || undefined) as CampaignFilters['state'],
          })
        }
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {advertisingStates.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`states.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
