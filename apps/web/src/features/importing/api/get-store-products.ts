import { useInfiniteQuery } from '@tanstack/react-query';
import { eshopStoreProductsPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { importingKeys } from './importing-keys';

/** A connected store's products, page by page. */
export function useStoreProducts(connectionId: string | null) {
  return useInfiniteQuery({
    queryKey: importingKeys.products(connectionId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/eshop-integrations/connections/${connectionId}/products`, {
        query: pageParam ? { cursor: pageParam } : {},
        schema: eshopStoreProductsPage,
        signal,
        handled: true,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: connectionId !== null,
  });
}
