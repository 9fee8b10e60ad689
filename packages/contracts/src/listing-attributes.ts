import { z } from 'zod';
import { rentalPricePeriods, type AccountType, type MarketplaceSection } from './enums';
import { validationMessages } from './errors';

/**
 * What each division adds to the common listing core (issue 5). Every division has two schemas:
 * the saved shape, where a field may still be empty (null) because drafts are saved as they are,
 * and the published shape, which a listing must satisfy before it goes out (draft_state 'sent').
 */

/** Condition of a second-hand item. */
export const itemConditions = ['new', 'like_new', 'good', 'fair', 'for_parts'] as const;
export type ItemCondition = (typeof itemConditions)[number];

/** Units food is sold in. */
export const foodUnits = ['piece', 'kg', 'g', 'l', 'ml', 'pack'] as const;
export type FoodUnit = (typeof foodUnits)[number];

/** The 14 allergens EU food law (Regulation 1169/2011, Annex II) requires to be declared. */
export const euAllergens = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type EuAllergen = (typeof euAllergens)[number];

export const fuelTypes = [
  'petrol',
  'diesel',
  'electric',
  'hybrid',
  'lpg',
  'cng',
  'hydrogen',
  'other',
] as const;
export type FuelType = (typeof fuelTypes)[number];

export const transmissions = ['manual', 'automatic'] as const;
export type Transmission = (typeof transmissions)[number];

export const propertyTypes = [
  'apartment',
  'house',
  'room',
  'office',
  'land',
  'garage',
  'other',
] as const;
export type PropertyType = (typeof propertyTypes)[number];

/** The oldest model year the Automarket accepts; the newest is next year. */
export const VEHICLE_MIN_YEAR = 1900;
export const vehicleMaxYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;

/** Who may add and edit listings of each division (spec §6), enforced by the api. */
export const listingEditorsBySection = {
  catalog: ['SELLER'],
  'flea-market': ['BUYER'],
  services: ['BUYER', 'SELLER'],
  food: ['BUYER', 'SELLER'],
  automarket: ['BUYER', 'SELLER'],
  property: ['BUYER', 'SELLER'],
} as const satisfies Record<MarketplaceSection, readonly AccountType[]>;

export function mayEditListingsOf(
  section: MarketplaceSection,
  accountType: AccountType | null | undefined,
): boolean {
  return (
    accountType != null &&
    (listingEditorsBySection[section] as readonly AccountType[]).includes(accountType)
  );
}

const required = { error: validationMessages.required } as const;

/** Money as a form sends it: integer minor units and an upper-case ISO 4217 code. */
export const moneyInput = z.object(
  {
    amount_minor: z
      .number(required)
      .int({ error: 'Use whole cents' })
      .min(0, { error: 'The price cannot be negative' })
      .max(100_000_000_000, { error: 'This price is too high' }),
    currency: z
      .string(required)
      .regex(/^[A-Z]{3}$/, { error: 'Use a three-letter currency code such as EUR' }),
  },
  required,
);
export type MoneyInput = z.infer<typeof moneyInput>;

const requiredText = (max: number) =>
  z
    .string(required)
    .trim()
    .min(1, { ...required, abort: true })
    .max(max, { error: `Use at most ${max} characters` });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${max} characters` })
    .nullable()
    .optional();

/** One variant of a Shop Hub product (size, colour…), with its own price and stock. */
export const productVariantInput = z.object({
  /** Present when the variant already exists (edit form); new variants have none. */
  id: z.uuid().optional(),
  name: requiredText(80),
  sku: optionalText(64),
  price: moneyInput,
  quantity: z.number(required).int().min(0, { error: 'Stock cannot be negative' }).max(1_000_000),
});
export type ProductVariantInput = z.infer<typeof productVariantInput>;

export const productVariant = z
  .object({
    id: z.uuid(),
    name: z.string(),
    sku: z.string().nullable(),
    price: z.object({ amount_minor: z.number().int().nonnegative(), currency: z.string() }),
    quantity: z.number().int().nonnegative(),
  })
  .meta({ id: 'ProductVariant' });
export type ProductVariant = z.infer<typeof productVariant>;

export const MAX_VARIANTS_PER_PRODUCT = 50;

export const serviceAreaInput = z.object(
  {
    zip_code: requiredText(12),
    radius_km: z
      .number(required)
      .int()
      .min(1, { error: 'Use at least 1 km' })
      .max(500, { error: 'Use at most 500 km' }),
  },
  required,
);

const yearSchema = z
  .number(required)
  .int()
  .min(VEHICLE_MIN_YEAR, { error: `Use a year from ${VEHICLE_MIN_YEAR}` })
  .refine((year) => year <= vehicleMaxYear(), { error: 'This year is in the future' });

/** Published shapes: every field a buyer relies on is there. */
const publishedShapes = {
  catalog: {
    brand: requiredText(80),
    sku: requiredText(64),
    variants: z
      .array(productVariantInput)
      .max(MAX_VARIANTS_PER_PRODUCT, { error: `Use at most ${MAX_VARIANTS_PER_PRODUCT} variants` })
      .default([]),
  },
  'flea-market': {
    condition: z.enum(itemConditions, required),
  },
  services: {
    duration_minutes: z
      .number(required)
      .int()
      .min(5, { error: 'Use at least 5 minutes' })
      .max(10_080, { error: 'Use at most one week' }),
    service_area: serviceAreaInput,
  },
  food: {
    unit: z.enum(foodUnits, required),
    weight_or_volume: z
      .number(required)
      .positive({ error: 'Use a number above zero' })
      .max(100_000),
    allergens: z
      .array(z.enum(euAllergens))
      .max(euAllergens.length)
      .refine((list) => new Set(list).size === list.length, { error: 'Name each allergen once' })
      .default([]),
  },
  automarket: {
    make: requiredText(60),
    model: requiredText(60),
    year: yearSchema,
    mileage_km: z
      .number(required)
      .int()
      .min(0, { error: 'Mileage cannot be negative' })
      .max(5_000_000),
    fuel: z.enum(fuelTypes, required),
    transmission: z.enum(transmissions, required),
  },
  property: {
    /**
     * null: the property is for sale; otherwise the rent is per day or per month. It agrees with
     * the listing's `offer` parameter (`property-offer.ts`).
     */
    rental_period: z.enum(rentalPricePeriods).nullable().default(null),
    rooms: z
      .number(required)
      .min(0, { error: 'Rooms cannot be negative' })
      .max(1_000)
      .multipleOf(0.5, { error: 'Count rooms in halves' }),
    area_m2: z.number(required).positive({ error: 'Use an area above zero' }).max(10_000_000),
    property_type: z.enum(propertyTypes, required),
  },
} as const;

/** Fields that may be empty while a listing is a draft: everything but lists with defaults. */
type SavedShape<S extends z.ZodRawShape> = {
  [K in keyof S]: S[K] extends z.ZodDefault<z.ZodType> ? S[K] : z.ZodOptional<z.ZodNullable<S[K]>>;
};

function savedShape<S extends z.ZodRawShape>(shape: S): SavedShape<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field : (field as z.ZodType).nullable().optional(),
    ]),
  ) as SavedShape<S>;
}

export const catalogAttributes = z
  .object(savedShape(publishedShapes.catalog))
  .meta({ id: 'CatalogAttributes' });
export const fleaMarketAttributes = z
  .object(savedShape(publishedShapes['flea-market']))
  .meta({ id: 'FleaMarketAttributes' });
export const servicesAttributes = z
  .object(savedShape(publishedShapes.services))
  .meta({ id: 'ServicesAttributes' });
export const foodAttributes = z
  .object(savedShape(publishedShapes.food))
  .meta({ id: 'FoodAttributes' });
export const automarketAttributes = z
  .object(savedShape(publishedShapes.automarket))
  .meta({ id: 'AutomarketAttributes' });
export const propertyAttributes = z
  .object(savedShape(publishedShapes.property))
  .meta({ id: 'PropertyAttributes' });

export type CatalogAttributes = z.infer<typeof catalogAttributes>;
export type FleaMarketAttributes = z.infer<typeof fleaMarketAttributes>;
export type ServicesAttributes = z.infer<typeof servicesAttributes>;
export type FoodAttributes = z.infer<typeof foodAttributes>;
export type AutomarketAttributes = z.infer<typeof automarketAttributes>;
export type PropertyAttributes = z.infer<typeof propertyAttributes>;

/** The saved (possibly incomplete) attributes of each division. */
export const listingAttributesBySection = {
  catalog: catalogAttributes,
  'flea-market': fleaMarketAttributes,
  services: servicesAttributes,
  food: foodAttributes,
  automarket: automarketAttributes,
  property: propertyAttributes,
} as const;

/** What a listing of each division must carry before it is published. */
export const publishedAttributesBySection = {
  catalog: z.object(publishedShapes.catalog),
  'flea-market': z.object(publishedShapes['flea-market']),
  services: z.object(publishedShapes.services),
  food: z.object(publishedShapes.food),
  automarket: z.object(publishedShapes.automarket),
  property: z.object(publishedShapes.property),
} as const;

export type ListingAttributesOf<S extends MarketplaceSection> = z.infer<
  (typeof listingAttributesBySection)[S]
>;

/**
 * Extra attributes from the listing's catalog node parameters (colour, warranty, floor…): plain
 * values under short keys; the catalog structure decides which ones a node asks for.
 */
export const listingParameters = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, { error: 'Use a short lower-case key' }),
    z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.string().max(100)).max(50)]),
  )
  .refine((record) => Object.keys(record).length <= 40, { error: 'Use at most 40 parameters' })
  .meta({ id: 'ListingParameters' });
export type ListingParameters = z.infer<typeof listingParameters>;
