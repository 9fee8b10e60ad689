'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { type MarketplaceSection, type SearchFilterState } from '@bazaar/contracts';
import { divisionAdSlots } from '@/entities/advertising/advertising-api';
import { PromotedListings } from '@/components/promoted-listings';
import { type MapTiles } from '@/lib/site-config';
import { useSearchFilters } from '../api/get-search-filters';
import { useShowroomListings } from '../api/get-showroom-listings';
import {
  activeFilterCount,
  offeredBrowseState,
  showroomListingsParams,
  withFilters,
  type BrowseState,
} from '../browse-state';
import { useBrowseState } from '../hooks/use-browse-state';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { ResultsGrid, resultGridSx } from './results-grid';
import { ResultsMapLoader } from './results-map-loader';
import { ResultsToolbar } from './results-toolbar';

interface Props {
  section: MarketplaceSection;
  /** The node whose listings show (with everything below it). */
  nodeId: string;
  tiles: MapTiles | null;
  /** Controls shown first in the toolbar (the section page's search field). */
  toolbarStart?: ReactNode;
}

const FILTER_PANEL_WIDTH = 272;

/**
 * The results of a section page or a showroom: the filter panel (beside the results on wide
 * screens, in a drawer on phones), sort, the grid or the map, and "Load more". Everything chosen
 * lives in the address.
 */
export function ResultsView({ section, nodeId, tiles, toolbarStart }: Props) {
  const t = useTranslations('discovery');
  const [addressState, setState] = useBrowseState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filters = useSearchFilters({ section, node: nodeId });
  // Filters the node does not offer (a shared address, another category) are left out.
  const offered = (current: BrowseState) =>
    filters.data ? offeredBrowseState(current, filters.data.filters) : current;
  const state = offered(addressState);
  // The results wait for the offered filters, unless those cannot be had at all.
  const listings = useShowroomListings(
    showroomListingsParams(section, nodeId, state),
    Boolean(filters.data) || filters.isError,
  );
  const pages = listings.data?.pages;
  const items = pages?.flatMap((page) => page.items);
  const origin = pages?.[0]?.origin ?? null;
  const filterCount = activeFilterCount(state.filters);

  const changeFilters = (change: (current: SearchFilterState) => SearchFilterState) =>
    setState((current) => {
      const applied = offered(current);
      return withFilters(applied, change(applied.filters));
    });

  const panel = (
    <FilterPanel
      filters={filters.isError ? [] : filters.data?.filters}
      value={state.filters}
      origin={origin}
      onChange={changeFilters}
    />
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `${FILTER_PANEL_WIDTH}px minmax(0, 1fr)` },
      }}
    >
      <Box
        component="aside"
        aria-label={t('filters.title')}
        sx={{
          display: { xs: 'none', md: 'block' },
          position: 'sticky',
          top: 84,
          maxHeight: 'calc(100dvh - 104px)',
          overflowY: 'auto',
          p: 2.25,
          borderRadius: '16px',
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {panel}
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <ResultsToolbar
          state={state}
          setState={setState}
          filterCount={filterCount}
          onOpenFilters={() => setDrawerOpen(true)}
          toolbarStart={toolbarStart}
        />
        {state.map ? null : (
          <PromotedListings {...divisionAdSlots(section)} gridSx={resultGridSx} />
        )}
        <Box sx={{ position: 'relative' }}>
          {listings.isPlaceholderData ? (
            <LinearProgress
              aria-hidden
              sx={{ position: 'absolute', top: -10, insetInline: 0, height: 3, borderRadius: 2 }}
            />
          ) : null}
          <ResultsGrid
            listings={items}
            isError={listings.isError}
            isStale={listings.isPlaceholderData}
            hasMore={listings.hasNextPage}
            isLoadingMore={listings.isFetchingNextPage}
            onLoadMore={() => void listings.fetchNextPage()}
            onRetry={() => void listings.refetch()}
            emptyAction={
              filterCount > 0 ? (
                <Button
                  variant="outlined"
                  onClick={() => changeFilters(() => ({ parameters: {} }))}
                >
                  {t('filters.clearAll')}
                </Button>
              ) : null
            }
            map={
              state.map && items ? (
                <ResultsMapLoader
                  listings={items}
                  origin={origin}
                  radiusKm={state.filters.postcode ? (state.filters.radius_km ?? null) : null}
                  tiles={tiles}
                />
              ) : undefined
            }
          />
        </Box>
      </Stack>
      <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        {panel}
      </FilterDrawer>
    </Box>
  );
}
