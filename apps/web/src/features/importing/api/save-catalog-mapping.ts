import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eshopCatalogMapping, type EshopCatalogMapping } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { importingKeys } from './importing-keys';

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
