import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { isAdmin } from '@bazaar/contracts';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { type PageSearchParams, urlSearchParamsOf } from '@/lib/search/page-params';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getServerSession } from '@/lib/session/server-session';
import { getBalanceQueryOptions } from '../api/get-balance';
import { getPrepayHistoryQueryOptions } from '../api/get-prepay-history';
import { prepayFiltersFromSearchParams } from '../filters';
import { PrepayHistoryPage } from './prepay-history-page';

/** The prepay history rendered on the server with its balance and first page of entries. */
export async function PrepayHistoryRoute({ searchParams }: { searchParams: PageSearchParams }) {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  if (auth) {
    const context = await getServerRequestContext();
    const filters = prepayFiltersFromSearchParams(urlSearchParamsOf(searchParams), auth.userType);
    await Promise.all([
      queryClient.prefetchInfiniteQuery(getPrepayHistoryQueryOptions(filters, context)),
      isAdmin(auth.userType) ? null : queryClient.prefetchQuery(getBalanceQueryOptions(context)),
    ]);
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Suspense fallback={null}>
        <PrepayHistoryPage serverAccountType={auth?.userType ?? null} />
      </Suspense>
    </HydrationBoundary>
  );
}
