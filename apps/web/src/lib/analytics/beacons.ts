import { ANALYTICS_BEACON_PATH } from '@bazaar/contracts';
import { API_PREFIX } from '../api-client';

/**
 * The two reports the browser sends without waiting for an answer (statistics module): a view
 * of an item page, and the spec's analytics beacon (§7). Neither may disturb the page: a
 * failure is dropped.
 */

/** At most one last-visited beacon per tab in this time; the api keeps one write a minute too. */
export const LAST_VISITED_MIN_GAP_MS = 60_000;

/** The analytics beacon's address: the access token goes in `token` (a beacon sets no headers). */
export function lastVisitedBeaconUrl(token: string): string {
  return `${API_PREFIX}${ANALYTICS_BEACON_PATH}?${new URLSearchParams({ token }).toString()}`;
}

/**
 * Spec §7: `POST` to the analytics endpoint with `{type: 'user/last-visited'}`, as a beacon.
 * Answers whether the browser took it.
 */
export function sendLastVisitedBeacon(token: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const body = new Blob([JSON.stringify({ type: 'user/last-visited' })], {
    type: 'application/json',
  });
  return navigator.sendBeacon(lastVisitedBeaconUrl(token), body);
}

/**
 * Reports that an item page was shown. The page's HTML may come from a cache, so the api counts
 * views from this report (once per visitor per day). A `keepalive` fetch rather than a beacon:
 * it carries the signed-in account's token, so the owner's own views are not counted.
 */
export function reportListingView(listingId: string, token: string | null): void {
  void fetch(`${API_PREFIX}/listings/${encodeURIComponent(listingId)}/views`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).catch(() => undefined);
}
