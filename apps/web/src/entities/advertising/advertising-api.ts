import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdvertisingPlacement,
  type AdvertisingSlots,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

export interface AdSlotsParams {
  placement: AdvertisingPlacement;
  section?: MarketplaceSection;
  q?: string;
  /** How many listing cards the page shows: ads take at most one in six of them. */
  cards: number;
}

/** Query keys of the ads of pages: every key starts with `['advertising', 'slots']`. */
export const adSlotsKeys = {
  all: ['advertising', 'slots'] as const,
  of: (params: AdSlotsParams) => [...adSlotsKeys.all, params] as const,
};

/**
 * `GET /api/advertising/slots`: the ads of one page. Fetched in the browser, never in the
 * server render: the pages signed-out visitors see are cached whole (ADR 0035), ads change by
 * the minute (ADR 0059).
 */
export function getAdSlotsQueryOptions(params: AdSlotsParams) {
  return queryOptions({
    queryKey: adSlotsKeys.of(params),
    queryFn: ({ signal }) =>
      apiRequest<AdvertisingSlots>('/advertising/slots', {
        query: { ...params },
        signal,
        handled: true,
      }),
    staleTime: 30_000,
  });
}

export function useAdSlots(params: AdSlotsParams) {
  return useQuery(getAdSlotsQueryOptions(params));
}

/** `POST /api/advertising/views`: the ads this page showed, once per page. */
export function reportAdViews(campaignIds: readonly string[]): void {
  if (campaignIds.length === 0) return;
  apiRequest('/advertising/views', {
    method: 'POST',
    body: { campaign_ids: campaignIds },
    handled: true,
  }).catch(() => undefined);
}

/** `POST /api/advertising/clicks`: an ad opened. */
export function reportAdClick(campaignId: string): void {
  apiRequest('/advertising/clicks', {
    method: 'POST',
    body: { campaign_id: campaignId },
    handled: true,
  }).catch(() => undefined);
}
