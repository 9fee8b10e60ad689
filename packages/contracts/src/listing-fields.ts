/** Pieces the listing contracts share; not exported from the package (but LISTINGS_PAGE_MAX). */
import { z } from 'zod';
import { activityStatuses, draftStates, marketplaceSections, rentalPricePeriods } from './enums';
import {
  automarketAttributes,
  catalogAttributes,
  fleaMarketAttributes,
  foodAttributes,
  productVariant,
  propertyAttributes,
  servicesAttributes,
} from './listing-attributes';
import { moneySchema } from './money';
import { normalizeSearchText } from './search';

/** The most listings one page of any listing list holds. */
export const LISTINGS_PAGE_MAX = 60;

export const pageLimit = z.coerce.number().int().min(1).max(LISTINGS_PAGE_MAX).default(24);
export const pageCursor = z.string().max(200).optional();

/** Words of a listing title to search for, normalised as the api compares them. */
export const searchText = z
  .string()
  .max(1_000)
  .transform((text) => normalizeSearchText(text))
  .optional();

/** Saved attributes as the api answers them (variants always with their ids). */
export const savedCatalogAttributes = catalogAttributes.extend({
  variants: z.array(productVariant),
});

/**
 * A saved listing, one variant per division for a union discriminated by `section`: the `core`
 * every division shares, and the division's own attributes as the api answers them.
 */
export function savedListingVariants<Core extends z.ZodRawShape>(core: Core) {
  return [
    z.object({ section: z.literal('catalog'), ...core, attributes: savedCatalogAttributes }),
    z.object({ section: z.literal('flea-market'), ...core, attributes: fleaMarketAttributes }),
    z.object({ section: z.literal('services'), ...core, attributes: servicesAttributes }),
    z.object({ section: z.literal('food'), ...core, attributes: foodAttributes }),
    z.object({ section: z.literal('automarket'), ...core, attributes: automarketAttributes }),
    z.object({ section: z.literal('property'), ...core, attributes: propertyAttributes }),
  ] as const;
}

/** What the owner's and the administrators' listing rows share. */
export const listingRowShape = {
  id: z.uuid(),
  section: z.enum(marketplaceSections),
  title: z.string(),
  price: moneySchema.nullable(),
  rental_period: z.enum(rentalPricePeriods).nullable(),
  quantity: z.number().int().nonnegative(),
  status: z.enum(activityStatuses),
  draft_state: z.enum(draftStates),
  blocked_reason: z.string().nullable(),
  /** The cover picture (first one), thumbnail for lists. */
  image: z.object({ url: z.string(), thumbnail_url: z.string(), alt: z.string() }).nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  published_at: z.iso.datetime().nullable(),
};
