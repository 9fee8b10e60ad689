import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EshopConnectionList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { eshopKeys } from './eshop-keys';

/**
 * `GET /api/eshop-integrations/connections`: the signed-in seller's stores. The api writes the
 * answer from its schema (ADR 0034), so the page names its type and carries no zod for it.
 */
export function getEshopConnections(
  context?: RequestContext,
  signal?: AbortSignal,
): Promise<EshopConnectionList> {
  return apiRequest<EshopConnectionList>('/eshop-integrations/connections', { signal, context });
}

export function getEshopConnectionsQueryOptions(context?: RequestContext) {
  return queryOptions({
    queryKey: eshopKeys.connections(),
    queryFn: ({ signal }) => getEshopConnections(context, signal),
  });
}

export function useEshopConnections() {
  return useQuery(getEshopConnectionsQueryOptions());
}
