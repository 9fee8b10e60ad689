import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getCartsQueryOptions } from '@/entities/cart/get-carts';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getServerSession } from '@/lib/session/server-session';
import { getProductsInCartsQueryOptions } from '../api/get-products-in-carts';
import { ProductsInCartsPage, type ProductsInCartsAccountType } from './products-in-carts-page';

/**
 * "My Products added to Carts" rendered on the server with its data (a failure is left to the
 * browser, which fetches again).
 */
export async function ProductsInCartsRoute() {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  const accountType: ProductsInCartsAccountType | null =
    auth?.userType === 'BUYER' || auth?.userType === 'SELLER' ? auth.userType : null;
  if (accountType) {
    const context = await getServerRequestContext();
    await Promise.all([
      queryClient.prefetchQuery(getProductsInCartsQueryOptions(context)),
      accountType === 'BUYER'
        ? queryClient.prefetchQuery(getCartsQueryOptions(auth?.userId ?? null, context))
        : null,
    ]);
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ProductsInCartsPage serverAccountType={accountType} serverUserId={auth?.userId ?? null} />
    </HydrationBoundary>
  );
}
