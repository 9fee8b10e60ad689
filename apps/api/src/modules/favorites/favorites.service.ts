import {
  FAVORITE_IDS_MAX,
  type FavoriteIds,
  type FavoritePage,
  type favoritesQuery,
  type Money,
  type PriceChange,
} from '@bazaar/contracts';
import type { z } from 'zod';
import { NotFoundError } from '../../errors';
import { systemClock, type Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { moneyOf } from '../../lib/money';
import { toListingCard, type ListingsService } from '../listings';
import type { FavoritesRepository } from './favorites.repository';

export interface FavoritesServiceDependencies {
  repository: FavoritesRepository;
  listings: Pick<ListingsService, 'coverPictures'>;
  clock?: Clock;
}

/**
 * How the price moved since the listing was saved. Prices in different currencies, or a price
 * missing on either side, do not compare: 'none'.
 */
export function priceChangeOf(saved: Money | null, current: Money | null): PriceChange {
  if (!saved || !current || saved.currency !== current.currency) return 'none';
  if (current.amount_minor < saved.amount_minor) return 'down';
  if (current.amount_minor > saved.amount_minor) return 'up';
  return 'none';
}

export function createFavoritesService({
  repository,
  listings,
  clock = systemClock,
}: FavoritesServiceDependencies) {
  return {
    /** Saves a listing visitors may see, with its current price; saving it again changes nothing. */
    async save(userId: string, listingId: string): Promise<void> {
      const listing = await repository.findPublicPrice(listingId);
      if (!listing) throw new NotFoundError('We could not find this listing.');
      await repository.save({
        userId,
        listingId,
        savedPriceMinor: listing.priceMinor,
        savedCurrency: listing.currency,
        createdAt: clock.now(),
      });
    },

    async remove(userId: string, listingId: string): Promise<void> {
      await repository.remove(userId, listingId);
    },

    /**
     * A page of favorites, newest saved first. Listings withdrawn since stay, unavailable, and
     * show only what their card showed.
     */
    async page(userId: string, query: z.output<typeof favoritesQuery>): Promise<FavoritePage> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const rows = await repository.page({ userId, limit: query.limit + 1, after });
      const page = rows.slice(0, query.limit);
      const covers = await listings.coverPictures(page.map((row) => row.id));
      const last = page.at(-1);
      return {
        items: page.map((row) => {
          const cover = covers.get(row.id);
          const savedPrice = moneyOf(row.savedPriceMinor, row.savedCurrency);
          return {
            listing: toListingCard(row, cover ? { url: cover.url, alt: cover.alt } : null),
            saved_at: row.savedAt.toISOString(),
            saved_price: savedPrice,
            price_change: priceChangeOf(savedPrice, moneyOf(row.priceMinor, row.currency)),
            available: row.available,
          };
        }),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.savedAtText, id: last.id })
            : null,
      };
    },

    /** The ids of the newest FAVORITE_IDS_MAX favorites, for the hearts on cards. */
    async ids(userId: string): Promise<FavoriteIds> {
      return { ids: await repository.ids(userId, FAVORITE_IDS_MAX) };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
