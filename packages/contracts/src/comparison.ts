import { z } from 'zod';
import { marketplaceSections, rentalPricePeriods } from './enums';
import { COMPARISON_MAX } from './comparison-rules';
import { moneySchema } from './money';

/** `POST` / `DELETE /users/me/comparison` (spec §3 "change payload"). */
export const comparisonChangeBody = z
  .object({ include: z.array(z.uuid()).min(1).max(COMPARISON_MAX) })
  .meta({ id: 'ComparisonChange' });
export type ComparisonChangeBody = z.infer<typeof comparisonChangeBody>;

/** A listing as the comparison table shows it: everything that can be lined up side by side. */
export const comparisonItem = z
  .object({
    id: z.uuid(),
    in_comparison: z.boolean(),
    section: z.enum(marketplaceSections),
    /** The catalog node it is listed under, to group like with like. */
    category: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    title: z.string(),
    price: moneySchema.nullable(),
    negotiable: z.boolean(),
    rental_period: z.enum(rentalPricePeriods).nullable(),
    quantity: z.number().int().nonnegative(),
    image: z.object({ url: z.string(), alt: z.string() }).nullable(),
    location: z.object({ zip_code: z.string(), city: z.string() }).nullable(),
    seller: z.object({ id: z.uuid(), display_name: z.string() }),
    /** Division attributes and catalog-node parameters, as stored. */
    attributes: z.record(z.string(), z.unknown()),
    parameters: z.record(z.string(), z.unknown()),
    /**
     * False when the listing was withdrawn (paused, blocked, unpublished) since it was added;
     * its attributes and parameters are then left empty.
     */
    available: z.boolean(),
  })
  .meta({ id: 'ComparisonItem' });
export type ComparisonItem = z.infer<typeof comparisonItem>;

/** `GET /users/me/comparison`. */
export const comparisonList = z
  .object({
    items: z.array(comparisonItem),
    products_in_comparison: z.number().int().nonnegative(),
  })
  .meta({ id: 'ComparisonList' });
export type ComparisonList = z.infer<typeof comparisonList>;

/** What a change answers: the new count. */
export const comparisonCount = z
  .object({ products_in_comparison: z.number().int().nonnegative() })
  .meta({ id: 'ComparisonCount' });
export type ComparisonCount = z.infer<typeof comparisonCount>;

/** `GET /comparison/listings?ids=a,b,c`: a visitor's stored ids, for the /compare page. */
export const comparisonListingsQuery = z.object({
  ids: z
    .string()
    .max(COMPARISON_MAX * 37)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid()).max(COMPARISON_MAX)),
});

/**
 * What `GET /comparison/listings` answers: the listings of the ids, in the order given. Ids
 * that were never published or no longer exist are left out; withdrawn ones come back with
 * `available: false`.
 */
export const comparisonListings = z
  .object({ items: z.array(comparisonItem) })
  .meta({ id: 'ComparisonListings' });
export type ComparisonListings = z.infer<typeof comparisonListings>;
