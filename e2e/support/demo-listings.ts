import { LISTINGS_PAGE_MAX, type ListingCard, type MarketplaceSection } from '@bazaar/contracts';
import { type APIRequestContext } from '@playwright/test';
import { browseListings } from './api';

/**
 * The demo marketplace's own listings of a division (the first `count`, or all), oldest first, for
 * journeys that read the demo data: every listing a journey makes is newer than the seeded ones,
 * and journeys sell out, block and delete theirs while others run, so the newest listing may be
 * gone a moment later.
 */
export async function demoListings(
  request: APIRequestContext,
  section: MarketplaceSection,
  count = Infinity,
): Promise<ListingCard[]> {
  const newestFirst: ListingCard[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ section, limit: String(LISTINGS_PAGE_MAX) });
    if (cursor) query.set('cursor', cursor);
    const page = await browseListings(request, query.toString());
    newestFirst.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return newestFirst.reverse().slice(0, count);
}
