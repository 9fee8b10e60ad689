'use client';

import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Link from 'next/link';
import { useCallback } from 'react';
import { useTranslations } from 'use-intl';
import { DivisionIcon } from '@/components/division-visual';
import { EmptyState } from '@/components/empty-state';
import { RevisionNotices } from '@/entities/listing-revision/revision-banner';
import { FilteredEmpty } from '@/components/filtered-empty';
import { PageHeading } from '@/components/page-heading';
import { addListingHref } from '@/lib/listings/listing-links';
import { useOwnListings } from '../api/get-own-listings';
import {
  ownerFiltersFromSearchParams,
  ownerFiltersToSearchParams,
  ownerSections,
  type ListingOwnerType,
  type OwnerListingFilters,
} from '../filters';
import { useAddressFilters } from '@/lib/use-address-filters';
import { FilterRow } from '@/components/filter-bar';
import { ListingSearchField } from './listing-search-field';
import { OwnerListingList } from './owner-listing-list';
import { ListingsPagedList } from './listings-paged-list';
import { StatusFilterSelect } from './status-filter-select';

const PANEL_ID = 'my-listings-panel';
const tabId = (section: string) => `my-listings-tab-${section}`;

interface Props {
  /** SELLER: "Manage My Listings"; BUYER: "My Ads". */
  accountType: ListingOwnerType;
}

/**
 * `/profile/manage-my-listings` (sellers) and `/profile/my-ads` (buyers): the owner's listings,
 * one division per tab. The tab, status filter and search live in the address.
 */
export function MyListingsPage({ accountType }: Props) {
  const t = useTranslations('myListings');
  const tDivisions = useTranslations('divisions');
  const { filters, applyFilters } = useAddressFilters(
    useCallback(
      (params: URLSearchParams) => ownerFiltersFromSearchParams(params, accountType),
      [accountType],
    ),
    ownerFiltersToSearchParams,
  );
  const listings = useOwnListings(filters);
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];
  const division = tDivisions(`${filters.section}.name`);
  const filtered = filters.status !== 'all' || filters.search !== '';

  const addButton = (fullWidth: boolean) => (
    <Button
      component={Link}
      href={addListingHref(filters.section)}
      variant="contained"
      size={fullWidth ? 'medium' : 'large'}
      fullWidth={fullWidth}
      startIcon={<AddRounded />}
    >
      {t('addListing', { division })}
    </Button>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading
        title={t(`titles.${accountType}`)}
        subtitle={t(`subtitles.${accountType}`)}
        action={
          <Box sx={{ flexShrink: 0, display: { xs: 'none', sm: 'block' } }}>{addButton(false)}</Box>
        }
      />

      <Box sx={{ mb: 2.5, '&:empty': { display: 'none' } }}>
        <RevisionNotices />
      </Box>

      <Tabs
        value={filters.section}
        onChange={(_event, section: OwnerListingFilters['section']) => applyFilters({ section })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('divisionsLabel')}
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {ownerSections(accountType).map((section) => (
          <Tab
            key={section}
            value={section}
            id={tabId(section)}
            aria-controls={PANEL_ID}
            label={tDivisions(`${section}.name`)}
            icon={<DivisionIcon section={section} size={28} />}
            iconPosition="start"
            sx={{ minHeight: 56, fontWeight: 700, textTransform: 'none', fontSize: '0.95rem' }}
          />
        ))}
      </Tabs>

      <Box id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(filters.section)}>
        <FilterRow label={t('filtersLabel')} framed rowFrom="sm">
          <ListingSearchField
            search={filters.search}
            onSearch={(search) => applyFilters({ search })}
            label={t('search')}
            placeholder={t('searchPlaceholder', { division })}
          />
          <StatusFilterSelect
            value={filters.status}
            onChange={(status) => applyFilters({ status })}
          />
          {/* On phones the add button follows the tab it adds to. */}
          <Box sx={{ display: { xs: 'block', sm: 'none' } }}>{addButton(true)}</Box>
        </FilterRow>

        <ListingsPagedList
          query={listings}
          count={items.length}
          empty={
            filtered ? (
              <FilteredEmpty
                title={t('emptyFiltered')}
                clearLabel={t('clearFilters')}
                onClear={() => applyFilters({ status: 'all', search: '' })}
              />
            ) : (
              <EmptyState
                titleComponent="h2"
                title={t('empty.title', { division })}
                description={t(`empty.description.${accountType}`, { division })}
                image={<DivisionIcon section={filters.section} size={112} />}
                actions={addButton(false)}
              />
            )
          }
        >
          <OwnerListingList listings={items} />
        </ListingsPagedList>
      </Box>
    </Container>
  );
}
