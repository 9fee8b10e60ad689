import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { type PageSearchParams, urlSearchParamsOf } from '@/lib/search/page-params';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getServerSession } from '@/lib/session/server-session';
import { getCartHistoryQueryOptions } from '../api/get-cart-history';
import { cartHistoryFiltersFromSearchParams } from '../filters';
import { CartHistoryPage } from './cart-history-page';

/**
 * The cart history rendered on the server with its first page of orders, for the view and
 * filters in the address (a failure is left to the browser, which fetches again).
 */
export async function CartHistoryRoute({ searchParams }: { searchParams: PageSearchParams }) {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  if (auth) {
    const filters = cartHistoryFiltersFromSearchParams(
      urlSearchParamsOf(searchParams),
      auth.userType,
    );
    await queryClient.prefetchInfiniteQuery(
      getCartHistoryQueryOptions(filters, await getServerRequestContext()),
    );
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Suspense fallback={null}>
        <CartHistoryPage serverAccountType={auth?.userType ?? null} />
      </Suspense>
    </HydrationBoundary>
  );
}
