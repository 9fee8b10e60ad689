import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { isAdmin } from '@bazaar/contracts';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getServerSession } from '@/lib/session/server-session';
import { getAdminListingsQueryOptions } from '../api/get-admin-listings';
import { getOwnListingsQueryOptions } from '../api/get-own-listings';
import {
  adminFiltersFromSearchParams,
  ownerFiltersFromSearchParams,
  type ListingOwnerType,
} from '../filters';
import { AdminListingsPage } from './admin-listings-page';
import { MyListingsPage } from './my-listings-page';

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
 * The owner's page rendered on the server with its first page of rows, for the filters in the
 * address (failures are swallowed: the browser fetches again).
 */
export async function MyListingsRoute({
  accountType,
  searchParams,
}: {
  accountType: ListingOwnerType;
  searchParams: RouteSearchParams;
}) {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  if (auth?.userType === accountType) {
    const filters = ownerFiltersFromSearchParams(paramsOf(searchParams), accountType);
    await queryClient.prefetchInfiniteQuery(
      getOwnListingsQueryOptions(filters, await getServerRequestContext()),
    );
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Suspense fallback={null}>
        <MyListingsPage accountType={accountType} />
      </Suspense>
    </HydrationBoundary>
  );
}

/** The administrators' page, rendered on the server with its first page of rows. */
export async function AdminListingsRoute({ searchParams }: { searchParams: RouteSearchParams }) {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  if (isAdmin(auth?.userType)) {
    const filters = adminFiltersFromSearchParams(paramsOf(searchParams));
    await queryClient.prefetchInfiniteQuery(
      getAdminListingsQueryOptions(filters, await getServerRequestContext()),
    );
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Suspense fallback={null}>
        <AdminListingsPage />
      </Suspense>
    </HydrationBoundary>
  );
}
