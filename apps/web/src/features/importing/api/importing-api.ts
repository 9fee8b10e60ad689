import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  eshopCatalogMapping,
  eshopConnectionList,
  eshopStoreProductsPage,
  productImportFilePreview,
  productImportRowsPage,
  productImportRun,
  productImportRunList,
  type EshopCatalogMapping,
  type MarketplaceSection,
  type ProductImportFileFormat,
  type ProductImportRun,
  type ProductImportRunList,
  type StartStoreImportRequest,
} from '@bazaar/contracts';
import { apiRequest, buildApiUrl, buildRequestHeaders } from '@/lib/api-client';
import { currentRequestContext } from '@/lib/request-context';

/** Query keys of the importing page: every key starts with `['importing']`. */
export const importingKeys = {
  all: ['importing'] as const,
  runs: () => [...importingKeys.all, 'runs'] as const,
  rows: (id: string, outcome: string) => [...importingKeys.all, 'rows', id, outcome] as const,
  connections: () => [...importingKeys.all, 'connections'] as const,
  products: (connectionId: string) => [...importingKeys.all, 'products', connectionId] as const,
  mapping: (connectionId: string) => [...importingKeys.all, 'mapping', connectionId] as const,
};

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

/** `POST /api/products/me/imports/file/preview`: every row checked, nothing written. */
export function usePreviewFile() {
  return useMutation({
    mutationFn: ({ file, section }: { file: File; section: MarketplaceSection }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest('/products/me/imports/file/preview', {
        method: 'POST',
        query: { section },
        body: form,
        schema: productImportFilePreview,
        timeoutMs: 120_000,
        handled: true,
      });
    },
  });
}

export function useStartFileImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: string) =>
      apiRequest('/products/me/imports/file', {
        method: 'POST',
        body: { upload_id: uploadId },
        schema: productImportRun,
      }),
    onSuccess: (run) => placeRunInCache(queryClient, run),
  });
}

export function useStartStoreImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StartStoreImportRequest) =>
      apiRequest('/products/me/imports/store', {
        method: 'POST',
        body: request,
        schema: productImportRun,
      }),
    onSuccess: (run) => placeRunInCache(queryClient, run),
  });
}

/** `GET /api/products/me/imports/{id}/rows`: a run's report (the failed rows first asked). */
export function useImportRows(id: string, outcome: 'failed' | 'all', enabled: boolean) {
  return useQuery({
    queryKey: importingKeys.rows(id, outcome),
    queryFn: ({ signal }) =>
      apiRequest(`/products/me/imports/${id}/rows`, {
        query: { per_page: 200, ...(outcome === 'all' ? {} : { outcome }) },
        schema: productImportRowsPage,
        signal,
      }),
    enabled,
  });
}

/** Saves a division's template (CSV or XLSX) as a file. */
export async function downloadTemplate(
  section: MarketplaceSection,
  format: ProductImportFileFormat,
): Promise<void> {
  const response = await fetch(
    buildApiUrl(`/products/me/imports/templates/${section}`, { format }),
    { headers: buildRequestHeaders(currentRequestContext()) },
  );
  if (!response.ok) throw new Error(`The template answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `bazaar-import-${section}.${format}`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

/** The seller's connected stores (the e-shop integrations' API). */
export function useStoreConnections() {
  return useQuery({
    queryKey: importingKeys.connections(),
    queryFn: ({ signal }) =>
      apiRequest('/eshop-integrations/connections', {
        schema: eshopConnectionList,
        signal,
        handled: true,
      }),
  });
}

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

export function useCatalogMapping(connectionId: string | null) {
  return useQuery({
    queryKey: importingKeys.mapping(connectionId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/eshop-integrations/connections/${connectionId}/catalog-mapping`, {
        schema: eshopCatalogMapping,
        signal,
        handled: true,
      }),
    enabled: connectionId !== null,
  });
}

export function useSaveCatalogMapping(connectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapping: EshopCatalogMapping) =>
      apiRequest(`/eshop-integrations/connections/${connectionId}/catalog-mapping`, {
        method: 'PUT',
        body: mapping,
        schema: eshopCatalogMapping,
      }),
    onSuccess: (mapping) => queryClient.setQueryData(importingKeys.mapping(connectionId), mapping),
  });
}
