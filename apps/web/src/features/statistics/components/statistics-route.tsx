import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { type PageSearchParams, urlSearchParamsOf } from '@/lib/search/page-params';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getServerSession } from '@/lib/session/server-session';
import { getMarketplaceStatisticsQueryOptions } from '../api/get-marketplace-statistics';
import { getStatisticsListingsQueryOptions } from '../api/get-statistics-listings';
import { getStatisticsSummaryQueryOptions } from '../api/get-statistics-summary';
import { showsMarketplace, statisticsFiltersFromSearchParams } from '../filters';
import { StatisticsPage } from './statistics-page';

/**
 * The statistic page rendered on the server: an administrator's marketplace figures, or the
 * totals and per-listing table of listings.
 */
export async function StatisticsRoute({ searchParams }: { searchParams: PageSearchParams }) {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  if (auth && auth.userType !== 'BUYER') {
    const context = await getServerRequestContext();
    const filters = statisticsFiltersFromSearchParams(
      urlSearchParamsOf(searchParams),
      auth.userType,
    );
    await Promise.all(
      showsMarketplace(filters, auth.userType)
        ? [queryClient.prefetchQuery(getMarketplaceStatisticsQueryOptions(filters, context))]
        : [
            queryClient.prefetchQuery(getStatisticsSummaryQueryOptions(filters, context)),
            queryClient.prefetchQuery(getStatisticsListingsQueryOptions(filters, context)),
          ],
    );
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Suspense fallback={null}>
        <StatisticsPage serverAccountType={auth?.userType ?? null} />
      </Suspense>
    </HydrationBoundary>
  );
}
