import { z } from 'zod';
import { listingCard } from './listings';
import { moneySchema } from './money';

export const favoriteListingParams = z.object({ listingId: z.uuid() });

/** How the price moved since the listing was saved. */
export const priceChanges = ['none', 'down', 'up'] as const;
export type PriceChange = (typeof priceChanges)[number];

export const favorite = z
  .object({
    listing: listingCard,
    saved_at: z.iso.datetime(),
    saved_price: moneySchema.nullable(),
    price_change: z.enum(priceChanges),
    /** False when the listing is paused, blocked, unpublished or sold out. */
    available: z.boolean(),
  })
  .meta({ id: 'Favorite' });
export type Favorite = z.infer<typeof favorite>;

export const favoritesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(60).default(24),
  cursor: z.string().max(200).optional(),
});
export const favoritePage = z
  .object({ items: z.array(favorite), next_cursor: z.string().nullable() })
  .meta({ id: 'FavoritePage' });
export type FavoritePage = z.infer<typeof favoritePage>;

/** Most ids `GET /users/me/favorites/ids` answers: the newest saved. */
export const FAVORITE_IDS_MAX = 1000;

/** `GET /users/me/favorites/ids`: for the hearts on cards, newest saved first. */
export const favoriteIds = z.object({ ids: z.array(z.uuid()) }).meta({ id: 'FavoriteIds' });
export type FavoriteIds = z.infer<typeof favoriteIds>;
