import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  productImportRunList,
  type ProductImportRun,
  type ProductImportRunList,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { importingKeys } from './importing-keys';

const isActive = (run: ProductImportRun) => run.status === 'queued' || run.status === 'running';

/** `GET /api/products/me/imports`: running and past imports; polled slowly while one runs. */
export function useImportRuns() {
  return useQuery({
    queryKey: importingKeys.runs(),
    queryFn: ({ signal }) =>
      apiRequest('/products/me/imports', { schema: productImportRunList, signal }),
    refetchInterval: (query) => (query.state.data?.items.some(isActive) ? 5_000 : false),
  });
}

/** A run's new state (from the live channel or a start) put into the cached list. */
export function placeRunInCache(queryClient: QueryClient, run: ProductImportRun): void {
  queryClient.setQueryData<ProductImportRunList>(importingKeys.runs(), (list) => {
    if (!list) return { items: [run] };
    const others = list.items.filter((item) => item.id !== run.id);
    const known = list.items.some((item) => item.id === run.id);
    return {
      items: known ? list.items.map((item) => (item.id === run.id ? run : item)) : [run, ...others],
    };
  });
}
