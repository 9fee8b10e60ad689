'use client';

import CloseRounded from '@mui/icons-material/CloseRounded';
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import MapOutlined from '@mui/icons-material/MapOutlined';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import {
  showroomSorts,
  type MarketplaceSection,
  type SearchFilterState,
  type ShowroomSort,
} from '@bazaar/contracts';
import { divisionAdSlots } from '@/entities/advertising/advertising-api';
import { PromotedListings } from '@/components/promoted-listings';
import { type MapTiles } from '@/lib/site-config';
import { useSearchFilters } from '../api/get-search-filters';
import { useShowroomListings } from '../api/get-showroom-listings';
import {
  activeFilterCount,
  appliedSort,
  offeredBrowseState,
  showroomListingsParams,
  sortOptions,
  withFilters,
  type BrowseState,
} from '../browse-state';
import { useBrowseState } from '../hooks/use-browse-state';
import { FilterPanel } from './filter-panel';
import { ResultsGrid, resultGridSx } from './results-grid';
import { ResultsMapLoader } from './results-map-loader';

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
  const sorts = sortOptions(state);

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
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}
        >
          {toolbarStart}
          <Badge
            color="secondary"
            badgeContent={filterCount}
            invisible={filterCount === 0}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <Button
              variant="outlined"
              startIcon={<TuneRounded />}
              onClick={() => setDrawerOpen(true)}
              data-testid="filters-open"
              sx={{ height: 40, borderRadius: '10px' }}
            >
              {t('filters.title')}
            </Button>
          </Badge>
          <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
          <TextField
            select
            size="small"
            label={t('sort.label')}
            value={appliedSort(state)}
            onChange={(event) => setState({ sort: event.target.value as ShowroomSort })}
            slotProps={{ htmlInput: { 'data-testid': 'sort-select' } }}
            sx={{ flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: { xs: 0, sm: 190 } }}
          >
            {showroomSorts
              .filter((sort) => sorts.includes(sort))
              .map((sort) => (
                <MenuItem key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </MenuItem>
              ))}
          </TextField>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={state.map ? 'map' : 'grid'}
            onChange={(_event, view: 'map' | 'grid' | null) => {
              if (view) setState({ map: view === 'map' });
            }}
            aria-label={t('view.label')}
            sx={{ height: 40, '& .MuiToggleButton-root': { px: { xs: 0.9, sm: 1.25 } } }}
          >
            <ToggleButton value="grid" aria-label={t('view.grid')} data-testid="view-grid">
              <GridViewRounded fontSize="small" />
            </ToggleButton>
            <ToggleButton value="map" aria-label={t('view.map')} data-testid="view-map">
              <MapOutlined fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
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
      <Drawer
        anchor="bottom"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{
          paper: {
            'aria-label': t('filters.title'),
            sx: {
              maxHeight: '88dvh',
              borderTopLeftRadius: '20px',
              borderTopRightRadius: '20px',
            },
          },
        }}
      >
        <Box
          data-testid="filter-drawer"
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 1, pt: 1 }}>
            <IconButton aria-label={t('filters.close')} onClick={() => setDrawerOpen(false)}>
              <CloseRounded />
            </IconButton>
          </Stack>
          <Box sx={{ px: 2.5, pb: 2, overflowY: 'auto' }}>{panel}</Box>
          <Box
            sx={{
              p: 2,
              pb: 'calc(16px + env(safe-area-inset-bottom, 0px))',
              borderTop: '1px solid',
              borderColor: 'divider',
            }}
          >
            <Button
              fullWidth
              size="large"
              variant="contained"
              onClick={() => setDrawerOpen(false)}
              data-testid="filters-show-results"
            >
              {t('filters.showResults')}
            </Button>
          </Box>
        </Box>
      </Drawer>
    </Box>
  );
}
