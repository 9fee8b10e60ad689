import { mayChangeSharedPages } from '@bazaar/contracts';

/**
 * Writes whose change an order's event announces precisely (shared-pages.subscribers.ts): a
 * checkout and an order's status change move only the stock of the order's listings.
 */
const ANNOUNCED_BY_ORDER_EVENTS =
  /^\/api\/(carts\/[^/?]+\/checkout|orders\/[^/?]+\/status)(\/|\?|$)/;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether an answered request is an accepted write that may change any page a signed-out
 * visitor sees (the rule the web's forwarder applies, `mayChangeSharedPages`), other than the
 * order writes announced listing by listing.
 */
export function changesAnySharedPage(method: string, url: string, statusCode: number): boolean {
  if (READS.has(method) || statusCode >= 400) return false;
  return mayChangeSharedPages(url) && !ANNOUNCED_BY_ORDER_EVENTS.test(url);
}
