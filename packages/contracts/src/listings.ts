import { z } from 'zod';
import {
  accountTypes,
  activityStatuses,
  draftStates,
  marketplaceSections,
  rentalPricePeriods,
  type MarketplaceSection,
} from './enums';
import { type FieldError } from './error-envelope';
import { validationMessages } from './errors';
import {
  catalogAttributes,
  fleaMarketAttributes,
  foodAttributes,
  automarketAttributes,
  listingParameters,
  moneyInput,
  productVariant,
  propertyAttributes,
  publishedAttributesBySection,
  servicesAttributes,
} from './listing-attributes';
import { moneySchema } from './money';
import { normalizeSearchText } from './search';

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
    seller: z.object({ id: z.uuid(), display_name: z.string() }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ListingCard' });
export type ListingCard = z.infer<typeof listingCard>;

export const LISTINGS_PAGE_MAX = 60;

const pageLimit = z.coerce.number().int().min(1).max(LISTINGS_PAGE_MAX).default(24);
const pageCursor = z.string().max(200).optional();

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

// ---------------------------------------------------------------------------------------------
// Uploads: pictures and PDF documents are uploaded first, then attached to a listing by id.

export const listingMediaRules = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  minSidePx: 200,
  /** The stored picture fits into this square (never enlarged). */
  largeMaxSidePx: 1_600,
  /** The thumbnail fits into this square. */
  thumbnailMaxSidePx: 400,
  maxFilesPerUpload: 10,
  maxPerListing: 20,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const listingDocumentRules = {
  maxBytes: 10 * 1024 * 1024,
  maxFilesPerUpload: 5,
  maxPerListing: 10,
  mimeTypes: ['application/pdf'],
  maxNameLength: 120,
} as const;

/** Multipart field the upload calls read the files from (repeat it for several files). */
export const LISTING_UPLOAD_FIELD = 'files';

/** One picture of a listing: the large picture and its thumbnail. */
export const listingMediaItem = z
  .object({
    id: z.uuid(),
    url: z.string(),
    thumbnail_url: z.string(),
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
    alt: z.string(),
  })
  .meta({ id: 'ListingMedia' });
export type ListingMediaItem = z.infer<typeof listingMediaItem>;
export const listingMediaList = z.array(listingMediaItem).meta({ id: 'ListingMediaList' });

/** A PDF attached to a listing (manual, certificate, floor plan…). */
export const listingDocument = z
  .object({
    id: z.uuid(),
    name: z.string(),
    url: z.string(),
    /** Size in bytes. */
    size: z.number().int().nonnegative(),
  })
  .meta({ id: 'ListingDocument' });
export type ListingDocument = z.infer<typeof listingDocument>;
export const listingDocumentList = z.array(listingDocument).meta({ id: 'ListingDocumentList' });

// ---------------------------------------------------------------------------------------------
// The add and edit form: one body per division, discriminated by `section`.

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

// ---------------------------------------------------------------------------------------------
// What the owner sees: the edit form, the copy prefill and the "my listings" rows.

export const listingLocation = z
  .object({
    zip_code: z.string(),
    city: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'ListingLocation' });
export type ListingLocation = z.infer<typeof listingLocation>;

const ownerListingCoreShape = {
  id: z.uuid(),
  status: z.enum(activityStatuses),
  draft_state: z.enum(draftStates),
  /** Why an administrator blocked the listing; null unless blocked. */
  blocked_reason: z.string().nullable(),
  catalog_node_id: z.uuid().nullable(),
  title: z.string(),
  description: z.string(),
  price: moneySchema.nullable(),
  negotiable: z.boolean(),
  quantity: z.number().int().nonnegative(),
  location: listingLocation.nullable(),
  media: z.array(listingMediaItem),
  documents: z.array(listingDocument),
  parameters: listingParameters,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  published_at: z.iso.datetime().nullable(),
};

/** Saved attributes as the api answers them (variants always with their ids). */
const savedCatalogAttributes = catalogAttributes.extend({ variants: z.array(productVariant) });

/** The owner's full listing: what the edit form loads (GET /products/me/{section}/{id}). */
export const ownerListing = z
  .discriminatedUnion('section', [
    z.object({
      section: z.literal('catalog'),
      ...ownerListingCoreShape,
      attributes: savedCatalogAttributes,
    }),
    z.object({
      section: z.literal('flea-market'),
      ...ownerListingCoreShape,
      attributes: fleaMarketAttributes,
    }),
    z.object({
      section: z.literal('services'),
      ...ownerListingCoreShape,
      attributes: servicesAttributes,
    }),
    z.object({ section: z.literal('food'), ...ownerListingCoreShape, attributes: foodAttributes }),
    z.object({
      section: z.literal('automarket'),
      ...ownerListingCoreShape,
      attributes: automarketAttributes,
    }),
    z.object({
      section: z.literal('property'),
      ...ownerListingCoreShape,
      attributes: propertyAttributes,
    }),
  ])
  .meta({ id: 'OwnerListing' });
export type OwnerListing = z.infer<typeof ownerListing>;

/**
 * What the copy call (`similarProduct`) answers: a ready form body for a new draft, with copies
 * of the pictures (owned by the caller) and, from one's own listings, of the documents.
 */
export const listingPrefill = z
  .object({
    copied_from: z.uuid(),
    listing: listingInput,
    media: z.array(listingMediaItem),
    documents: z.array(listingDocument),
  })
  .meta({ id: 'ListingPrefill' });
export type ListingPrefill = z.infer<typeof listingPrefill>;

const listingRowShape = {
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

/** One row of "Manage my listings" / "My ads". */
export const ownerListingRow = z.object(listingRowShape).meta({ id: 'OwnerListingRow' });
export type OwnerListingRow = z.infer<typeof ownerListingRow>;

export const ownerListingPage = z
  .object({ items: z.array(ownerListingRow), next_cursor: z.string().nullable() })
  .meta({ id: 'OwnerListingPage' });
export type OwnerListingPage = z.infer<typeof ownerListingPage>;

const searchText = z
  .string()
  .max(1_000)
  .transform((text) => normalizeSearchText(text))
  .optional();

/** The owner's listings of one division, most recently changed first. */
export const ownerListingsQuery = z.object({
  status: z.enum(activityStatuses).optional(),
  draft_state: z.enum(draftStates).optional(),
  /** Words of the title (case-insensitive); blank means no search. */
  search: searchText,
  limit: pageLimit,
  cursor: pageCursor,
});
export type OwnerListingsQuery = z.infer<typeof ownerListingsQuery>;

// ---------------------------------------------------------------------------------------------
// Administrators: every listing, with block and unblock.

export const adminListingRow = z
  .object({
    ...listingRowShape,
    owner: z.object({
      id: z.uuid(),
      display_name: z.string(),
      account_type: z.enum(accountTypes),
      status: z.enum(activityStatuses),
    }),
  })
  .meta({ id: 'AdminListingRow' });
export type AdminListingRow = z.infer<typeof adminListingRow>;

export const adminListingPage = z
  .object({ items: z.array(adminListingRow), next_cursor: z.string().nullable() })
  .meta({ id: 'AdminListingPage' });
export type AdminListingPage = z.infer<typeof adminListingPage>;

/** Every listing, newest first, filterable by status, division, owner and title words. */
export const adminListingsQuery = z.object({
  status: z.enum(activityStatuses).optional(),
  draft_state: z.enum(draftStates).optional(),
  section: z.enum(marketplaceSections).optional(),
  owner: z.uuid().optional(),
  search: searchText,
  limit: pageLimit,
  cursor: pageCursor,
});
export type AdminListingsQuery = z.infer<typeof adminListingsQuery>;

/** Blocking a listing tells its owner why. */
export const blockListingBody = z
  .object({ reason: z.string().trim().min(3).max(500) })
  .meta({ id: 'BlockListingBody' });
export type BlockListingBody = z.infer<typeof blockListingBody>;

// ---------------------------------------------------------------------------------------------
// Public pages: the item page and the seller page.

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
  .discriminatedUnion('section', [
    z.object({
      section: z.literal('catalog'),
      ...listingDetailCoreShape,
      attributes: savedCatalogAttributes,
    }),
    z.object({
      section: z.literal('flea-market'),
      ...listingDetailCoreShape,
      attributes: fleaMarketAttributes,
    }),
    z.object({
      section: z.literal('services'),
      ...listingDetailCoreShape,
      attributes: servicesAttributes,
    }),
    z.object({ section: z.literal('food'), ...listingDetailCoreShape, attributes: foodAttributes }),
    z.object({
      section: z.literal('automarket'),
      ...listingDetailCoreShape,
      attributes: automarketAttributes,
    }),
    z.object({
      section: z.literal('property'),
      ...listingDetailCoreShape,
      attributes: propertyAttributes,
    }),
  ])
  .meta({ id: 'ListingDetail' });
export type ListingDetail = z.infer<typeof listingDetail>;
