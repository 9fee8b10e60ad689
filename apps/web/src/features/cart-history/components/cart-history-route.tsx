import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getServerSession } from '@/lib/session/server-session';
import { getCartHistoryQueryOptions } from '../api/get-cart-history';
import { cartHistoryFiltersFromSearchParams } from '../filters';
import { CartHistoryPage } from './cart-history-page';

/** A page's query as Next hands it to a route. */
export type RouteSearchParams = Record<string, string | string[] | undefined>;

function paramsOf(search: RouteSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}

/**
 * The cart history rendered on the server with its first page of orders, for the view and
 * filters in the address (a failure is left to the browser, which fetches again).
 */
export async function CartHistoryRoute({ searchParams }: { searchParams: RouteSearchParams }) {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  if (auth) {
    const filters = cartHistoryFiltersFromSearchParams(paramsOf(searchParams), auth.userType);
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
