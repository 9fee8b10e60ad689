import { type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { type MarketplaceSection } from '@bazaar/contracts';
import { divisionAdSlots, prefetchAdSlots } from '@/entities/advertising/advertising-api';
import { isApiError } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { getSearchFiltersQueryOptions } from '../api/get-search-filters';
import { getShowroomListingsQueryOptions } from '../api/get-showroom-listings';
import { offeredBrowseState, showroomListingsParams, type BrowseState } from '../browse-state';

/**
 * Fetches what a page is about on the server. An api 404 is the page's 404; any other failure
 * is swallowed (spec §4): the page renders without it and the browser asks again.
 */
export async function fetchPageSubject<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T | null> {
  try {
    return await queryClient.fetchQuery(options);
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    return null;
  }
}

/**
 * Prefetches a result page: the filters its node offers, then the first results for the state
 * the address asks for, with the filters left out that the node does not offer (as the browser
 * does, so the two share the query); beside them the division's ads, which the grid view shows
 * above the results (ADR 0080).
 */
export async function prefetchResults(
  queryClient: QueryClient,
  section: MarketplaceSection,
  nodeId: string,
  state: BrowseState,
  context: RequestContext,
): Promise<void> {
  const prefetchFilteredResults = async () => {
    let offered;
    try {
      offered = await queryClient.fetchQuery(
        getSearchFiltersQueryOptions({ section, node: nodeId }, context),
      );
    } catch {
      return;
    }
    await queryClient.prefetchInfiniteQuery(
      getShowroomListingsQueryOptions(
        showroomListingsParams(section, nodeId, offeredBrowseState(state, offered.filters)),
        context,
      ),
    );
  };
  await Promise.all([
    prefetchFilteredResults(),
    state.map ? null : prefetchAdSlots(queryClient, divisionAdSlots(section), context),
  ]);
}
