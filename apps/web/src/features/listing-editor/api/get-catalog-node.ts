import { useQuery } from '@tanstack/react-query';
import { catalogNodeDetail, type CatalogNodeDetail } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { listingEditorKeys } from './listing-editor-keys';

/** `GET /api/catalog/nodes/:id`: the chosen node, with the parameters its listings fill in. */
function getCatalogNode(id: string, signal?: AbortSignal): Promise<CatalogNodeDetail> {
  // The "More details" section shows its own notice when they cannot be loaded.
  return apiRequest(`/catalog/nodes/${encodeURIComponent(id)}`, {
    schema: catalogNodeDetail,
    signal,
    handled: true,
  });
}

/** The chosen node's detail; idle while no node is chosen. */
export function useCatalogNode(id: string) {
  return useQuery({
    queryKey: listingEditorKeys.catalogNode(id),
    queryFn: ({ signal }) => getCatalogNode(id, signal),
    enabled: id !== '',
    // The catalog structure changes rarely, like the tree the picker shows.
    staleTime: 10 * 60_000,
  });
}
