import {
  adSlotsFor,
  normalizeSearchText,
  type AdvertisingSlots,
  type advertisingSlotsQuery,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { toListingCard, type ListingsService } from '../listings';
import type { AdvertisingRepository } from './advertising.repository';
import { dayOf } from './campaign-views';

type SlotsQuery = z.output<typeof advertisingSlotsQuery>;

/** The words of a search as a prefix `to_tsquery` text (letters and digits only), or undefined. */
export function searchTsquery(q: string | undefined): string | undefined {
  if (!q) return undefined;
  const words = normalizeSearchText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

export interface AdSlotsDependencies {
  repository: AdvertisingRepository;
  listings: Pick<ListingsService, 'coverPictures'>;
  clock: Clock;
}

/** `GET /advertising/slots`: the ads of a page, at most one card in six. */
export function createAdSlots({ repository, listings, clock }: AdSlotsDependencies) {
  return async function adSlots(query: SlotsQuery): Promise<AdvertisingSlots> {
    const limit = adSlotsFor(query.cards);
    if (limit === 0 || (query.placement === 'division' && !query.section)) return { items: [] };
    const tsquery = query.placement === 'search' ? searchTsquery(query.q) : undefined;
    if (query.placement === 'search' && !tsquery) return { items: [] };
    const rows = await repository.slots({
      placement: query.placement,
      section: query.placement === 'home' ? undefined : query.section,
      tsquery,
      today: dayOf(clock.now()),
      limit,
    });
    const covers = await listings.coverPictures(rows.map((row) => row.id));
    return {
      items: rows.map((row) => {
        const cover = covers.get(row.id);
        return {
          campaign_id: row.campaignId,
          listing: toListingCard(row, cover ? { url: cover.url, alt: cover.alt } : null),
        };
      }),
    };
  };
}
