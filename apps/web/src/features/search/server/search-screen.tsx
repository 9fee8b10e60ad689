import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { isSearchEnabled } from '@bazaar/contracts';
import { prefetchAdSlots, searchAdSlots } from '@/entities/advertising/advertising-api';
import { getServerTranslator } from '@/lib/i18n/server';
import { readableParams, type PageSearchParams } from '@/lib/search/page-params';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { searchListingsQueryOptions } from '../api/search-listings';
import { SearchPage } from '../components/search-page';
import { readSearchPageState } from '../search-state';

const stateOf = (searchParams: PageSearchParams) =>
  readSearchPageState(readableParams(searchParams));

export async function searchMetadata(searchParams: PageSearchParams): Promise<Metadata> {
  const t = await getServerTranslator();
  const { text } = stateOf(searchParams);
  return {
    title: isSearchEnabled(text) ? t('search.resultsFor', { search: text }) : t('search.title'),
    // Result lists change by the minute: they are for people, not for search engines.
    robots: { index: false, follow: true },
  };
}

/** The search page, rendered on the server with the open tab's first results and its ads. */
export async function SearchScreen({ searchParams }: { searchParams: PageSearchParams }) {
  const state = stateOf(searchParams);
  const queryClient = getServerQueryClient();
  const context = await getServerRequestContext();
  await Promise.all([
    isSearchEnabled(state.text)
      ? queryClient.prefetchInfiniteQuery(
          searchListingsQueryOptions(state.division, state.text, context),
        )
      : null,
    // The page shows ads for any words (ADR 0080: rendered with it, so they move nothing).
    state.text
      ? prefetchAdSlots(queryClient, searchAdSlots(state.division, state.text), context)
      : null,
  ]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <SearchPage />
    </HydrationBoundary>
  );
}
