import { z } from 'zod';
import { marketplaceSections, rentalPricePeriods } from './enums';

/**
 * One kind of thing the demo marketplace lists, as the api's demo seed knows it: its catalog leaf
 * (names from the division's section down), prices in whole euros and the attributes every
 * listing of it carries. `npm run demo-catalog -w @bazaar/api` prints the list as JSON, so tools
 * outside the api (the bench's listing generator) draw the same items without its internals.
 */
export const demoCatalogItem = z.object({
  section: z.enum(marketplaceSections),
  /** The names of its catalog leaf: section, category, subcategory. */
  catalog_path: z.array(z.string()).min(1),
  name: z.string(),
  min_euros: z.number().nonnegative(),
  max_euros: z.number().nonnegative(),
  rental_period: z.enum(rentalPricePeriods).nullable(),
  /** Attributes every listing of this item carries (brand, make and model, property kind…). */
  base: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
  /** Property only: the `property_type` the demo seed stores for its kind; null elsewhere. */
  property_type: z.string().nullable(),
});
export type DemoCatalogItem = z.infer<typeof demoCatalogItem>;
export const demoCatalogItems = z.array(demoCatalogItem);
