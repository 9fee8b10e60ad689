'use client';

import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { type AdminListingRow } from '@bazaar/contracts';
import { useAdminListings } from '../api/get-admin-listings';
import {
  adminFiltersFromSearchParams,
  adminFiltersToSearchParams,
  emptyAdminFilters,
  hasAdminFilters,
} from '../filters';
import { useAddressFilters } from '@/lib/use-address-filters';
import { AdminListingFilters as FiltersBar } from './admin-listing-filters';
import { AdminListingList } from './admin-listing-list';
import { BlockListingDialog } from './block-listing-dialog';
import { ListingsPagedList } from './listings-paged-list';
import { PageHeading } from '@/components/page-heading';

/**
 * `/profile/items` (administrators): every listing of every division, newest first, filtered by
 * the address, with block and unblock.
 */
export function AdminListingsPage() {
  const t = useTranslations('myListings');
  const { filters, applyFilters } = useAddressFilters(
    adminFiltersFromSearchParams,
    adminFiltersToSearchParams,
  );
  const listings = useAdminListings(filters);
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];
  const [blocking, setBlocking] = useState<AdminListingRow | null>(null);
  // The owner's name, once one of their rows is loaded (the address only carries the id).
  const ownerName = items.find((item) => item.owner.id === filters.owner)?.owner.display_name;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('admin.title')} intro={t('admin.subtitle')} />

      <FiltersBar filters={filters} onChange={applyFilters} />
      {filters.owner ? (
        <Chip
          color="primary"
          variant="outlined"
          label={t('admin.ownerChip', { owner: ownerName ?? filters.owner })}
          onDelete={() => applyFilters({ owner: null })}
          sx={{ mt: -1, mb: 2.5, maxWidth: '100%' }}
        />
      ) : null}

      <ListingsPagedList
        query={listings}
        count={items.length}
        empty={
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
            <FilterAltOffRounded sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
            <Typography variant="h6" component="h2">
              {hasAdminFilters(filters) ? t('emptyFiltered') : t('admin.empty')}
            </Typography>
            {hasAdminFilters(filters) ? (
              <Button onClick={() => applyFilters(emptyAdminFilters)}>{t('clearFilters')}</Button>
            ) : null}
          </Stack>
        }
      >
        <AdminListingList
          listings={items}
          onFilterOwner={(owner) => applyFilters({ owner: owner.id })}
          onBlock={setBlocking}
        />
      </ListingsPagedList>

      <BlockListingDialog listing={blocking} onClose={() => setBlocking(null)} />
    </Container>
  );
}
