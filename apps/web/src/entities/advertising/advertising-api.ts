import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  type AdvertisingImpressions,
  type AdvertisingPlacement,
  type AdvertisingSlots,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';

export interface AdSlotsParams {
  placement: AdvertisingPlacement;
  section?: MarketplaceSection;
  q?: string;
  /** How many listing cards the page shows: ads take at most one in six of them. */
  cards: number;
}

/** How many listing cards a page with ads counts on (at most 2 ads: `adSlotsFor(12)`). */
const PAGE_CARDS = 12;

/** The ads of the home page. */
export const homeAdSlots: AdSlotsParams = { placement: 'home', cards: PAGE_CARDS };

/** The ads of a division's home, section and showroom pages: the division's placement. */
export function divisionAdSlots(section: MarketplaceSection): AdSlotsParams {
  return { placement: 'division', section, cards: PAGE_CARDS };
}

/** The ads of the search page: the open tab's division, matching the words. */
export function searchAdSlots(section: MarketplaceSection, q: string): AdSlotsParams {
  return { placement: 'search', section, q, cards: PAGE_CARDS };
}

/** Query keys of the ads of pages: every key starts with `['advertising', 'slots']`. */
export const adSlotsKeys = {
  all: ['advertising', 'slots'] as const,
  of: (params: AdSlotsParams) => [...adSlotsKeys.all, params] as const,
};

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
  timeoutMs?: number;
}

/** `GET /api/advertising/slots`: the ads of one page, the same for every visitor. */
export function getAdSlots(
  params: AdSlotsParams,
  { signal, context, timeoutMs }: CallOptions = {},
): Promise<AdvertisingSlots> {
  return apiRequest<AdvertisingSlots>('/advertising/slots', {
    query: { ...params },
    signal,
    context,
    timeoutMs,
    handled: true,
  });
}

/** How long the ads of a page are good for: the slots answer's `max-age` (ADR 0059). */
const AD_SLOTS_FRESH_MS = 30_000;

/**
 * The ads of a page, rendered with it on the server and kept 30 s in the browser (ADR 0080).
 * Unlike other data the server rendered (ADR 0036), ads the server fetched more than 30 s ago
 * (a page the page cache kept) are fetched again when the page mounts them: what a visitor sees
 * of them is that old at most a moment after the page shows, whatever the page cache's lifetime.
 */
export function getAdSlotsQueryOptions(params: AdSlotsParams, context?: RequestContext) {
  return queryOptions({
    queryKey: adSlotsKeys.of(params),
    queryFn: ({ signal }) => getAdSlots(params, { signal, context }),
    staleTime: AD_SLOTS_FRESH_MS,
    refetchOnMount: true,
  });
}

export function useAdSlots(params: AdSlotsParams) {
  return useQuery(getAdSlotsQueryOptions(params));
}

/** How long a server render waits for its ads before it renders without them. */
const SERVER_AD_SLOTS_TIMEOUT_MS = 2_000;

/**
 * Fetches a page's ads for its server render (ADR 0080), so the "Sponsored" row is in the page
 * from the first paint and moves nothing when it shows. Ads never hold a page up: no retries, a
 * short timeout, and a failure is swallowed (the browser then asks, as for any prefetch).
 */
export function prefetchAdSlots(
  queryClient: QueryClient,
  params: AdSlotsParams,
  context: RequestContext,
): Promise<void> {
  return queryClient.prefetchQuery({
    ...getAdSlotsQueryOptions(params, context),
    queryFn: ({ signal }) =>
      getAdSlots(params, { signal, context, timeoutMs: SERVER_AD_SLOTS_TIMEOUT_MS }),
    retry: false,
  });
}

/** The impression tokens the views report answered, by campaign (ADR 0089). */
export type AdImpressions = ReadonlyMap<string, string>;

const NO_IMPRESSIONS: AdImpressions = new Map();

/**
 * `POST /api/advertising/views`: the ads this page showed, once per page. Answers the impression
 * token of each, which a click on it sends back (none when the report failed).
 */
export function reportAdViews(campaignIds: readonly string[]): Promise<AdImpressions> {
  if (campaignIds.length === 0) return Promise.resolve(NO_IMPRESSIONS);
  return apiRequest<AdvertisingImpressions>('/advertising/views', {
    method: 'POST',
    body: { campaign_ids: campaignIds },
    handled: true,
  }).then(
    (answer) => new Map(answer.impressions.map((item) => [item.campaign_id, item.token])),
    () => NO_IMPRESSIONS,
  );
}

/**
 * `POST /api/advertising/clicks`: an ad opened, with the impression token its page's views report
 * answered. A click before that answer arrived waits for it: without its token it is not counted.
 */
export function reportAdClick(campaignId: string, impressions: Promise<AdImpressions>): void {
  void impressions.then((tokens) =>
    apiRequest('/advertising/clicks', {
      method: 'POST',
      body: { campaign_id: campaignId, impression: tokens.get(campaignId) },
      handled: true,
    }).catch(() => undefined),
  );
}
