// Public pages: the item page and the seller page.
import { z } from 'zod';
import { accountTypes, marketplaceSections, rentalPricePeriods } from './enums';
import { listingParameters } from './listing-attributes';
import { sellerRating } from './feedbacks';
import { moneySchema } from './money';
import { listingDocument, listingMediaItem } from './listing-uploads';
import { savedListingVariants } from './listing-fields';
import { listingLocation } from './owner-listings';

/** The owner as item and seller pages show them. */
export const listingOwner = z
  .object({
    id: z.uuid(),
    account_type: z.enum(accountTypes),
    /** Business or account name per business_name_as_account_name; a person's full name. */
    display_name: z.string(),
    /** The seller's logo, or the person's avatar. */
    logo: z.string().nullable(),
    member_since: z.iso.datetime(),
    /** The seller's rating from buyers' reviews; null before the first. */
    rating: sellerRating.nullable(),
  })
  .meta({ id: 'ListingOwner' });
export type ListingOwner = z.infer<typeof listingOwner>;

/** The public page of an owner (`/seller/{sellerId}`); buyers who post ads have one too. */
export const publicOwnerProfile = listingOwner
  .extend({
    /** Published, active listings of this owner. */
    active_listings: z.number().int().nonnegative(),
    listings_by_section: z.partialRecord(
      z.enum(marketplaceSections),
      z.number().int().nonnegative(),
    ),
  })
  .meta({ id: 'PublicOwnerProfile' });
export type PublicOwnerProfile = z.infer<typeof publicOwnerProfile>;
export const ownerIdParams = z.object({ id: z.uuid() });

export const catalogPathNode = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    level: z.enum(['section', 'category', 'subcategory']),
  })
  .meta({ id: 'CatalogPathNode' });
export type CatalogPathNode = z.infer<typeof catalogPathNode>;

const listingDetailCoreShape = {
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  price: moneySchema,
  negotiable: z.boolean(),
  /** Property rentals: the price is per day or per month; null otherwise. */
  rental_period: z.enum(rentalPricePeriods).nullable(),
  quantity: z.number().int().nonnegative(),
  /** quantity is 0: show "Sold Out". */
  sold_out: z.boolean(),
  media: z.array(listingMediaItem),
  documents: z.array(listingDocument),
  location: listingLocation.nullable(),
  seller: listingOwner,
  /** Division section → category → subcategory, for breadcrumbs. */
  catalog_path: z.array(catalogPathNode),
  parameters: listingParameters,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  published_at: z.iso.datetime().nullable(),
};

/** Everything an item page shows (GET /products/{id}). */
export const listingDetail = z
  .discriminatedUnion('section', savedListingVariants(listingDetailCoreShape))
  .meta({ id: 'ListingDetail' });
export type ListingDetail = z.infer<typeof listingDetail>;
