import { useQuery } from '@tanstack/react-query';
import { isZipCodeText, type GeoPointList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { discoveryKeys } from './discovery-keys';

/** How many postal codes the postcode field offers. */
export const ZIPCODE_SUGGESTIONS = 8;

/** `GET /api/geo/zipcodes/:zipcode/autocomplete`: postal codes starting with the typed text. */
export function getZipcodeSuggestions(
  prefix: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GeoPointList> {
  return apiRequest<GeoPointList>(`/geo/zipcodes/${encodeURIComponent(prefix)}/autocomplete`, {
    query: { limit: ZIPCODE_SUGGESTIONS },
    signal,
    // A half-typed code the data set does not know is no error worth a toast.
    handled: true,
  });
}

/**
 * The postal codes for the text typed so far. Spec §7: autocomplete results are not kept in the
 * cache after use — `gcTime: 0` drops them once the field stops showing them, and the field
 * removes them when a code is chosen.
 */
export function useZipcodeSuggestions(prefix: string) {
  const text = prefix.trim();
  return useQuery({
    queryKey: discoveryKeys.zipcode(text),
    queryFn: ({ signal }) => getZipcodeSuggestions(text, { signal }),
    enabled: isZipCodeText(text),
    gcTime: 0,
  });
}
