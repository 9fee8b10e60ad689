// Listing cards and the public browse query: the home page, showrooms and search results.
import { z } from 'zod';
import { marketplaceSections, rentalPricePeriods } from './enums';
import { sellerRating } from './feedbacks';
import { moneySchema } from './money';
import { pageCursor, pageLimit } from './listing-fields';
export const listingIdParams = z.object({ id: z.uuid() });

/** A listing as cards show it: on the home page, in showrooms and in search results. */
export const listingCard = z
  .object({
    id: z.uuid(),
    section: z.enum(marketplaceSections),
    title: z.string(),
    price: moneySchema,
    negotiable: z.boolean(),
    rental_period: z.enum(rentalPricePeriods).nullable(),
    quantity: z.number().int().nonnegative(),
    image: z.object({ url: z.string(), alt: z.string() }).nullable(),
    location: z.object({ zip_code: z.string(), city: z.string() }).nullable(),
    seller: z.object({
      id: z.uuid(),
      display_name: z.string(),
      /** The seller's rating from buyers' reviews; null before the first. */
      rating: sellerRating.nullable(),
    }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ListingCard' });
export type ListingCard = z.infer<typeof listingCard>;

/** Public browse query: newest first, keyset-paged by an opaque cursor. */
export const browseListingsQuery = z.object({
  section: z.enum(marketplaceSections).optional(),
  /** Only this owner's listings: the seller page (`/seller/{sellerId}`). */
  owner: z.uuid().optional(),
  limit: pageLimit,
  cursor: pageCursor,
});
export type BrowseListingsQuery = z.infer<typeof browseListingsQuery>;

export const listingCardPage = z
  .object({
    items: z.array(listingCard),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'ListingCardPage' });
export type ListingCardPage = z.infer<typeof listingCardPage>;
