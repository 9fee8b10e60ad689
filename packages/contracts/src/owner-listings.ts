// What the owner sees: the edit form, the copy prefill and the "my listings" rows.
import { z } from 'zod';
import { activityStatuses, draftStates } from './enums';
import { listingParameters } from './listing-attributes';
import { moneySchema } from './money';
import { listingInput } from './listing-input';
import { listingDocument, listingMediaItem } from './listing-uploads';
import {
  listingRowShape,
  pageCursor,
  pageLimit,
  savedListingVariants,
  searchText,
} from './listing-fields';

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

/** The owner's full listing: what the edit form loads (GET /products/me/{section}/{id}). */
export const ownerListing = z
  .discriminatedUnion('section', savedListingVariants(ownerListingCoreShape))
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

/** One row of "Manage my listings" / "My ads". */
export const ownerListingRow = z.object(listingRowShape).meta({ id: 'OwnerListingRow' });
export type OwnerListingRow = z.infer<typeof ownerListingRow>;

export const ownerListingPage = z
  .object({ items: z.array(ownerListingRow), next_cursor: z.string().nullable() })
  .meta({ id: 'OwnerListingPage' });
export type OwnerListingPage = z.infer<typeof ownerListingPage>;

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
