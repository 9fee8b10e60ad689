'use client';

import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'next/navigation';
import { useId, useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { isSearchEnabled, routes, searchDivisions, type SearchDivision } from '@bazaar/contracts';
import { DivisionIcon } from '@/components/division-visual';
import { useSearchListings } from '../api/search-listings';
import { searchAdSlots } from '@/entities/advertising/advertising-api';
import { PromotedListings } from '@/components/promoted-listings';
import { readSearchPageState, searchPageQuery, type SearchPageState } from '../search-state';
import { NARROW_SEARCH_CONTAINER, SEARCH_CONTAINER_NAME } from './search-layout';
import { SearchResultRow } from './search-result-row';

function TabResults({
  division,
  state,
  panelId,
  tabId,
}: {
  division: SearchDivision;
  state: SearchPageState;
  panelId: string;
  tabId: string;
}) {
  const t = useTranslations('search');
  // Every tab keeps its own query; only the open one runs (spec §7).
  const results = useSearchListings(division, state);
  const open = division === state.division;
  if (!open) return null;

  const items = results.data?.pages.flatMap((page) => page.items);
  let content;
  if (!isSearchEnabled(state.text)) {
    content = (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
        <SearchRounded sx={{ fontSize: 44, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h6" component="p">
          {t('promptTitle')}
        </Typography>
        <Typography color="text.secondary">{t('promptDescription')}</Typography>
      </Stack>
    );
  } else if (!items) {
    content = results.isError ? (
      <Alert severity="warning" variant="outlined">
        {t('unavailable')}
      </Alert>
    ) : (
      <Stack spacing={1.5} aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={112} sx={{ borderRadius: '14px' }} />
        ))}
      </Stack>
    );
  } else if (items.length === 0) {
    content = (
      <Stack
        spacing={1.5}
        data-testid="search-empty"
        sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}
      >
        <SearchOffRounded sx={{ fontSize: 44, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h6" component="p">
          {t('emptyTitle', { search: results.data?.pages[0]?.q ?? state.text })}
        </Typography>
        <Typography color="text.secondary">{t('emptyDescription')}</Typography>
      </Stack>
    );
  } else {
    content = (
      <Stack spacing={2.5}>
        <Stack
          component="ol"
          spacing={1.5}
          data-testid="search-results"
          aria-busy={results.isPlaceholderData ? 'true' : 'false'}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            opacity: results.isPlaceholderData ? 0.55 : 1,
            transition: 'opacity 160ms ease',
          }}
        >
          {items.map((listing) => (
            <li key={listing.id}>
              <SearchResultRow listing={listing} />
            </li>
          ))}
        </Stack>
        {results.hasNextPage ? (
          <Button
            variant="outlined"
            size="large"
            onClick={() => void results.fetchNextPage()}
            loading={results.isFetchingNextPage}
            startIcon={<ExpandMoreRounded />}
            sx={{ alignSelf: 'center', minWidth: 200, borderRadius: 999 }}
          >
            {t('loadMore')}
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Box
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
      data-testid={`search-panel-${division}`}
      sx={{ position: 'relative', pt: 2.5 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 36, mb: 1.5 }}
      >
        <Typography variant="body2" color="text.secondary" role="status" sx={{ minWidth: 0 }}>
          {items && items.length > 0 && isSearchEnabled(state.text) && !results.isPlaceholderData
            ? t('shown', { count: items.length })
            : ''}
        </Typography>
        {isSearchEnabled(state.text) ? (
          // Never disabled: a refetch while one runs replaces it, and a button that greys out
          // on every load would only flicker.
          <Button
            size="small"
            startIcon={<RefreshRounded />}
            onClick={() => void results.refetch()}
            data-testid="search-refetch"
            sx={{ flexShrink: 0 }}
          >
            {t('refetch')}
          </Button>
        ) : null}
      </Stack>
      {results.isFetching && !results.isFetchingNextPage && items ? (
        <LinearProgress
          aria-hidden
          sx={{ position: 'absolute', top: 8, insetInline: 0, height: 3, borderRadius: 2 }}
        />
      ) : null}
      {content}
    </Box>
  );
}

/**
 * `/search`: the global search (spec §1) with a tab for the catalog, the flea market and
 * services, then for Food, Automarket and Property (whose pages search there on Enter). The text
 * comes from the address (the top-bar input writes it); below 550 px of width the view switches
 * to its narrow layout.
 */
export function SearchPage() {
  const t = useTranslations();
  const searchParams = useSearchParams();
  const state = useMemo(() => readSearchPageState(searchParams), [searchParams]);
  const id = useId();

  const openTab = (division: SearchDivision) => {
    const query = searchPageQuery({ ...state, division });
    window.history.replaceState(null, '', query ? `${routes.search}?${query}` : routes.search);
  };

  return (
    <Box sx={{ containerType: 'inline-size', containerName: SEARCH_CONTAINER_NAME }}>
      <Box sx={{ maxWidth: 920, mx: 'auto' }} data-testid="search-page">
        <Typography
          variant="h1"
          sx={{
            fontSize: '2rem',
            overflowWrap: 'anywhere',
            [NARROW_SEARCH_CONTAINER]: { fontSize: '1.4rem' },
          }}
        >
          {isSearchEnabled(state.text)
            ? t('search.resultsFor', { search: state.text })
            : t('search.title')}
        </Typography>
        <Tabs
          value={state.division}
          onChange={(_event, division: SearchDivision) => openTab(division)}
          aria-label={t('search.tabs')}
          variant="scrollable"
          allowScrollButtonsMobile={false}
          scrollButtons={false}
          sx={{
            mt: 2,
            borderBottom: '1px solid',
            borderColor: 'divider',
            // Six tabs do not fit a phone's width: they keep their names whole and scroll
            // sideways (the open one is scrolled into view).
            [NARROW_SEARCH_CONTAINER]: {
              mt: 1.25,
              '& .MuiTab-root': { minWidth: 0, minHeight: 48, px: 1.5 },
              '& .MuiTab-icon': { display: 'none' },
            },
          }}
        >
          {searchDivisions.map((division) => (
            <Tab
              key={division}
              value={division}
              id={`${id}-tab-${division}`}
              aria-controls={`${id}-panel-${division}`}
              data-testid={`search-tab-${division}`}
              icon={
                // Tab gives its icon a class (hidden in the narrow layout): a Box keeps it.
                <Box component="span" sx={{ display: 'inline-flex' }}>
                  <DivisionIcon section={division} size={26} />
                </Box>
              }
              iconPosition="start"
              label={t(`divisions.${division}.name`)}
              sx={{ minHeight: 56, fontWeight: 600 }}
            />
          ))}
        </Tabs>
        {state.text ? (
          <Box sx={{ my: 2 }}>
            <PromotedListings {...searchAdSlots(state.division, state.text)} />
          </Box>
        ) : null}
        {searchDivisions.map((division) => (
          <TabResults
            key={division}
            division={division}
            state={state}
            tabId={`${id}-tab-${division}`}
            panelId={`${id}-panel-${division}`}
          />
        ))}
      </Box>
    </Box>
  );
}
