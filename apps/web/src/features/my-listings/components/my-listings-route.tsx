import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { isAdmin } from '@bazaar/contracts';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { type PageSearchParams, urlSearchParamsOf } from '@/lib/search/page-params';
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

/**
 * The owner's page rendered on the server with its first page of rows, for the filters in the
 * address (failures are swallowed: the browser fetches again).
 */
export async function MyListingsRoute({
  accountType,
  searchParams,
}: {
  accountType: ListingOwnerType;
  searchParams: PageSearchParams;
}) {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  if (auth?.userType === accountType) {
    const filters = ownerFiltersFromSearchParams(urlSearchParamsOf(searchParams), accountType);
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
export async function AdminListingsRoute({ searchParams }: { searchParams: PageSearchParams }) {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  if (isAdmin(auth?.userType)) {
    const filters = adminFiltersFromSearchParams(urlSearchParamsOf(searchParams));
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
