import { useQuery } from '@tanstack/react-query';
import { topUpStatus, type TopUpStatus } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { TOP_UP_POLL_MS, topUpStillWaiting } from '../checkout-return';
import { prepayKeys } from './prepay-keys';

/** `GET /api/payments/top-ups/:session_id`: whether the provider's webhook has credited it. */
export function getTopUpStatus(sessionId: string, signal?: AbortSignal): Promise<TopUpStatus> {
  return apiRequest(`/payments/top-ups/${encodeURIComponent(sessionId)}`, {
    schema: topUpStatus,
    signal,
    // The page says it in its own words ("may take a few minutes").
    handled: true,
  });
}

/**
 * The top-up's status, asked again every TOP_UP_POLL_MS while it is pending, for at most
 * TOP_UP_WAIT_MS after `since`.
 */
export function useTopUpStatus(sessionId: string | null, since: number) {
  return useQuery({
    queryKey: prepayKeys.topUp(sessionId ?? ''),
    queryFn: ({ signal }) => getTopUpStatus(sessionId!, signal),
    enabled: sessionId !== null,
    retry: false,
    refetchInterval: (query) =>
      topUpStillWaiting(query.state.data?.status, query.state.dataUpdatedAt - since)
        ? TOP_UP_POLL_MS
        : false,
  });
}
