import { useQuery } from '@tanstack/react-query';
import { eshopConnectionList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { importingKeys } from './importing-keys';

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
