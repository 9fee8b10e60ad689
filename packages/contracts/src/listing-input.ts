// The add and edit form: one body per division, discriminated by `section`.
import { z } from 'zod';
import { draftStates, type MarketplaceSection } from './enums';
import { type FieldError } from './error-envelope';
import { validationMessages } from './errors';
import {
  catalogAttributes,
  fleaMarketAttributes,
  foodAttributes,
  automarketAttributes,
  listingParameters,
  moneyInput,
  propertyAttributes,
  publishedAttributesBySection,
  servicesAttributes,
} from './listing-attributes';
import { listingDocumentRules, listingMediaRules } from './listing-uploads';

const required = { error: validationMessages.required } as const;

export const LISTING_TITLE_MIN = 3;
export const LISTING_TITLE_MAX = 120;
export const LISTING_DESCRIPTION_MAX = 5_000;

export const listingLocationInput = z.object(
  {
    zip_code: z
      .string(required)
      .trim()
      .min(1, required)
      .max(12)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'Enter a valid postal code' }),
    city: z.string(required).trim().min(1, required).max(80),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
  },
  required,
);
export type ListingLocationInput = z.infer<typeof listingLocationInput>;

const uniqueIds = (max: number) =>
  z
    .array(z.uuid())
    .max(max, { error: `Use at most ${max}` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each file may appear once' })
    .default([]);

/** Fields every division shares. A draft needs only a title; publishing needs more. */
const listingCoreInputShape = {
  /** 'draft' saves as it is; 'sent' publishes and needs every required field. */
  draft_state: z.enum(draftStates).default('draft'),
  catalog_node_id: z.uuid().nullable().optional(),
  title: z
    .string(required)
    .trim()
    .min(1, { ...required, abort: true })
    .min(LISTING_TITLE_MIN, { error: `Use at least ${LISTING_TITLE_MIN} characters` })
    .max(LISTING_TITLE_MAX, { error: `Use at most ${LISTING_TITLE_MAX} characters` }),
  description: z
    .string()
    .trim()
    .max(LISTING_DESCRIPTION_MAX, { error: `Use at most ${LISTING_DESCRIPTION_MAX} characters` })
    .default(''),
  /** For a Shop Hub product with variants, leave empty: the lowest variant price is used. */
  price: moneyInput.nullable().optional(),
  negotiable: z.boolean().default(false),
  /** Items in stock; 0 shows "Sold Out". With variants it is the sum of their stock. */
  quantity: z
    .number()
    .int()
    .min(0, { error: 'Stock cannot be negative' })
    .max(1_000_000)
    .default(1),
  location: listingLocationInput.nullable().optional(),
  /** Uploaded pictures, in the order they are shown; the first is the cover. */
  media_ids: uniqueIds(listingMediaRules.maxPerListing),
  document_ids: uniqueIds(listingDocumentRules.maxPerListing),
  parameters: listingParameters.default({}),
};

export const catalogListingInput = z
  .object({
    section: z.literal('catalog'),
    ...listingCoreInputShape,
    attributes: catalogAttributes.prefault({}),
  })
  .meta({ id: 'CatalogListingInput' });
export const fleaMarketListingInput = z
  .object({
    section: z.literal('flea-market'),
    ...listingCoreInputShape,
    attributes: fleaMarketAttributes.prefault({}),
  })
  .meta({ id: 'FleaMarketListingInput' });
export const servicesListingInput = z
  .object({
    section: z.literal('services'),
    ...listingCoreInputShape,
    attributes: servicesAttributes.prefault({}),
  })
  .meta({ id: 'ServicesListingInput' });
export const foodListingInput = z
  .object({
    section: z.literal('food'),
    ...listingCoreInputShape,
    attributes: foodAttributes.prefault({}),
  })
  .meta({ id: 'FoodListingInput' });
export const automarketListingInput = z
  .object({
    section: z.literal('automarket'),
    ...listingCoreInputShape,
    attributes: automarketAttributes.prefault({}),
  })
  .meta({ id: 'AutomarketListingInput' });
export const propertyListingInput = z
  .object({
    section: z.literal('property'),
    ...listingCoreInputShape,
    attributes: propertyAttributes.prefault({}),
  })
  .meta({ id: 'PropertyListingInput' });

/** The body of add (POST /products/me/{section}) and edit (PATCH …/{id}). */
export const listingInput = z
  .discriminatedUnion('section', [
    catalogListingInput,
    fleaMarketListingInput,
    servicesListingInput,
    foodListingInput,
    automarketListingInput,
    propertyListingInput,
  ])
  .meta({ id: 'ListingInput' });
/** What a form holds (defaults applied). */
export type ListingInput = z.infer<typeof listingInput>;
/** What a form may send (defaults still missing). */
export type ListingInputBody = z.input<typeof listingInput>;
export type ListingInputOf<S extends MarketplaceSection> = Extract<ListingInput, { section: S }>;

export const listingInputBySection = {
  catalog: catalogListingInput,
  'flea-market': fleaMarketListingInput,
  services: servicesListingInput,
  food: foodListingInput,
  automarket: automarketListingInput,
  property: propertyListingInput,
} as const;

/** Core fields a published listing must have besides its title. */
const publishedCore = z.object({
  catalog_node_id: z.uuid(required),
  description: z.string(required).trim().min(1, required),
  price: moneyInput,
  location: listingLocationInput,
});

function fieldOf(path: readonly PropertyKey[], prefix?: string): string {
  const parts = path.map(String);
  return (prefix ? [prefix, ...parts] : parts).join('.');
}

/**
 * What stops a listing from being published: one entry per field, in form order, with the
 * message to show under it ('Complete this field, please' for anything missing). Empty when
 * the listing may go out. The api runs it on every publish; forms may run it before sending.
 */
export function listingPublishIssues(input: ListingInput): FieldError[] {
  const fields: FieldError[] = [];
  const seen = new Set<string>();
  const add = (field: string, message: string) => {
    if (seen.has(field)) return;
    seen.add(field);
    fields.push({ field, message });
  };

  const hasVariants = input.section === 'catalog' && input.attributes.variants.length > 0;
  const core = publishedCore.safeParse(input);
  if (!core.success) {
    for (const issue of core.error.issues) {
      const field = fieldOf(issue.path);
      // The lowest variant price stands in for the product's own price.
      if (hasVariants && field.startsWith('price')) continue;
      add(field, issue.message);
    }
  }
  const attributes = publishedAttributesBySection[input.section].safeParse(input.attributes);
  if (!attributes.success) {
    for (const issue of attributes.error.issues)
      add(fieldOf(issue.path, 'attributes'), issue.message);
  }
  return fields;
}
