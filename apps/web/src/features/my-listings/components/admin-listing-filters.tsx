'use client';

import ClearRounded from '@mui/icons-material/ClearRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'use-intl';
import { divisions } from '@bazaar/contracts';
import { ChoiceFilterField } from '@/components/choice-filter-field';
import { AccountIdFilterField } from '@/components/account-id-filter-field';
import type { FiltersChange } from '@/lib/use-address-filters';
import { emptyAdminFilters, hasAdminFilters, type AdminListingFilters } from '../filters';
import { filterBarSx } from '@/components/filter-bar-sx';
import { ListingSearchField } from './listing-search-field';
import { StatusFilterSelect } from './status-filter-select';

interface Props {
  filters: AdminListingFilters;
  /** Told each change, applied to the filters of the address when it happens. */
  onChange: (change: FiltersChange<AdminListingFilters>) => void;
}

/** Title search, division, status and owner; every change lands in the page's address. */
export function AdminListingFilters({ filters, onChange }: Props) {
  const t = useTranslations('myListings');
  const tDivisions = useTranslations('divisions');
  return (
    <Stack spacing={1.5} role="search" aria-label={t('filtersLabel')} sx={filterBarSx}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <ListingSearchField
          search={filters.search}
          onSearch={(search) => onChange({ search })}
          label={t('search')}
          placeholder={t('admin.searchPlaceholder')}
        />
        <AccountIdFilterField
          applied={filters.owner}
          onApply={(owner) => onChange({ owner })}
          label={t('admin.ownerId')}
          placeholder={t('admin.ownerIdPlaceholder')}
          invalidText={t('admin.ownerIdInvalid')}
          sx={{ minWidth: { xs: 0, md: 300 } }}
        />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: '200px 200px auto' },
          justifyContent: 'start',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <ChoiceFilterField
          label={t('admin.division')}
          value={filters.section}
          values={divisions.map(({ section }) => section)}
          optionLabel={(section) => tDivisions(`${section}.name`)}
          allLabel={t('admin.allDivisions')}
          onChange={(section) => onChange({ section: section ?? null })}
        />
        <StatusFilterSelect value={filters.status} onChange={(status) => onChange({ status })} />
        {hasAdminFilters(filters) ? (
          <Button
            color="inherit"
            startIcon={<ClearRounded />}
            onClick={() => onChange(emptyAdminFilters)}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'start' }}
          >
            {t('clearFilters')}
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}
