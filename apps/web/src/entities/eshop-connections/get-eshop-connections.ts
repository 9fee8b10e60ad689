import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EshopConnectionList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { eshopConnectionKeys } from './eshop-connection-keys';

interface EshopConnectionsCall {
  context?: RequestContext;
  signal?: AbortSignal;
  /** The page shows its own notice when the stores cannot be loaded, so no toast. */
  handled?: boolean;
}

/**
 * `GET /api/eshop-integrations/connections`: the signed-in seller's stores, for the e-shop
 * integration page and the importing page's store tabs. The api writes the answer from its
 * schema (ADR 0034), so the page names its type and carries no zod for it.
 */
export function getEshopConnections({
  context,
  signal,
  handled,
}: EshopConnectionsCall = {}): Promise<EshopConnectionList> {
  return apiRequest<EshopConnectionList>('/eshop-integrations/connections', {
    signal,
    context,
    handled,
  });
}

export function getEshopConnectionsQueryOptions({
  context,
  handled,
}: Omit<EshopConnectionsCall, 'signal'> = {}) {
  return queryOptions({
    queryKey: eshopConnectionKeys.connections(),
    queryFn: ({ signal }) => getEshopConnections({ context, signal, handled }),
  });
}

export function useEshopConnections(options: Pick<EshopConnectionsCall, 'handled'> = {}) {
  return useQuery(getEshopConnectionsQueryOptions(options));
}
