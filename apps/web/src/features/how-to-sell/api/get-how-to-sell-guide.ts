import { queryOptions, useQuery } from '@tanstack/react-query';
import { howToSellGuide, type HowToSellGuide, type SupportedLocale } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { howToSellKeys } from './how-to-sell-keys';

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/** `GET /api/how-to-sell?locale=`: the steps of the guide in one language. */
export function getHowToSellGuide(
  locale: SupportedLocale,
  { signal, context }: CallOptions = {},
): Promise<HowToSellGuide> {
  return apiRequest('/how-to-sell', { query: { locale }, schema: howToSellGuide, signal, context });
}

export function getHowToSellGuideQueryOptions(locale: SupportedLocale, context?: RequestContext) {
  return queryOptions({
    queryKey: howToSellKeys.guide(locale),
    queryFn: ({ signal }) => getHowToSellGuide(locale, { signal, context }),
    // The guide changes rarely (admins edit it); no need to refetch on every visit.
    staleTime: 5 * 60_000,
  });
}

export function useHowToSellGuide(locale: SupportedLocale) {
  return useQuery({
    ...getHowToSellGuideQueryOptions(locale),
    // The page shows its own error state with a retry.
    meta: { skipGlobalErrorHandler: true },
  });
}
