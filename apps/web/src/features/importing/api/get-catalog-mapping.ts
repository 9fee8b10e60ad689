import { useQuery } from '@tanstack/react-query';
import { eshopCatalogMapping } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { importingKeys } from './importing-keys';

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
