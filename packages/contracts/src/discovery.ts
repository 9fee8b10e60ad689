import { z } from 'zod';
import { catalogNode, catalogParameter } from './catalog';
import {
  decodeFilters,
  FILTERS_TEXT_MAX,
  fixedFilterKeys,
  showroomSorts,
  type SearchFilterState,
} from './discovery-filters';
import { validationMessages } from './errors';
import { filterTypes, marketplaceSections } from './enums';
import { geoPoint, zipCodeText } from './geo';
import { catalogPathNode, LISTINGS_PAGE_MAX, listingCard } from './listings';
import { normalizeSearchText } from './search';
import { searchDivisions } from './search-divisions';

/**
 * How buyers find listings (issue 6): the filter state and its URL form, the section browse
 * call, the search call of the /search tabs, cross-search suggestions, and a division's filters.
 */

// ---------------------------------------------------------------------------------------------
// The `filters` query parameter (its text form is in `discovery-filters`, which has no zod).

/** The `filters` query parameter, read into a state; malformed text is a 400 on `filters`. */
export const filtersParam = z
  .string()
  .max(FILTERS_TEXT_MAX)
  .transform((text, context): SearchFilterState => {
    const state = decodeFilters(text);
    if (state) return state;
    context.addIssue({ code: 'custom', message: 'These filters are not valid' });
    return z.NEVER;
  });

// ---------------------------------------------------------------------------------------------
// A division's filters: the fixed ones and its node parameters (GET /showroom/filters).

export const SEARCH_RADIUS_MAX_KM = 500;
/** The radius choices a radius filter offers. */
export const searchRadiusOptionsKm = [5, 10, 25, 50, 100, 200] as const;

export const searchFiltersQuery = z.object({
  section: z.enum(marketplaceSections),
  node: z.uuid().optional(),
});
export type SearchFiltersQuery = z.infer<typeof searchFiltersQuery>;

/** One filter of a result page's filter panel, in panel order. */
export const searchFilter = z
  .union([
    z.object({
      type: z.literal(filterTypes.PRICE_RANGE),
      key: z.literal(fixedFilterKeys.price),
      name: z.string(),
      currency: z.string().length(3),
    }),
    z.object({
      type: z.literal(filterTypes.POSTCODE),
      key: z.literal(fixedFilterKeys.postcode),
      name: z.string(),
    }),
    z.object({
      type: z.literal(filterTypes.RADIUS),
      key: z.literal(fixedFilterKeys.radius),
      name: z.string(),
      options_km: z.array(z.number().int().positive()),
    }),
    catalogParameter,
  ])
  .meta({ id: 'SearchFilter' });
export type SearchFilter = z.infer<typeof searchFilter>;

export const searchFilters = z
  .object({
    section: z.enum(marketplaceSections),
    node_id: z.uuid().nullable(),
    filters: z.array(searchFilter),
  })
  .meta({ id: 'SearchFilters' });
export type SearchFilters = z.infer<typeof searchFilters>;

// ---------------------------------------------------------------------------------------------
// Result pages: a section or showroom page (GET /showroom/listings) and the search call.

/** Raw text of a query; the §5 rule (trim, 250 characters, no partial word) is applied. */
const searchText = z
  .string()
  .max(1_000)
  .transform((text) => normalizeSearchText(text));

const pageLimit = z.coerce.number().int().min(1).max(LISTINGS_PAGE_MAX).default(24);
const pageCursor = z.string().max(500).optional();

/**
 * GET /showroom/listings: public listings of a division, optionally under a catalog node (with
 * its descendants), matching `q`, filtered and sorted, keyset-paged by `cursor`.
 * `filters` may carry the price range, postcode and radius as well; `price_min`, `price_max`,
 * `zip_code` and `radius_km`, when sent, take precedence over the same entries in `filters`.
 * A postcode alone measures distances (`distance_km`, sort `distance`); with a radius it keeps
 * only the listings within it. Sort defaults to relevance with a `q`, newest otherwise
 * (relevance without a `q` is newest); `distance` needs a postcode.
 */
export const showroomListingsQuery = z
  .object({
    section: z.enum(marketplaceSections),
    node: z.uuid().optional(),
    q: searchText.optional(),
    filters: filtersParam.optional(),
    sort: z.enum(showroomSorts).optional(),
    zip_code: zipCodeText.optional(),
    radius_km: z.coerce.number().int().min(1).max(SEARCH_RADIUS_MAX_KM).optional(),
    /** Whole currency units (euros). */
    price_min: z.coerce.number().min(0).max(1_000_000_000).optional(),
    price_max: z.coerce.number().min(0).max(1_000_000_000).optional(),
    limit: pageLimit,
    cursor: pageCursor,
  })
  .superRefine((query, context) => {
    if (
      query.price_min !== undefined &&
      query.price_max !== undefined &&
      query.price_min > query.price_max
    ) {
      context.addIssue({
        code: 'custom',
        path: ['price_max'],
        message: 'The highest price is below the lowest',
      });
    }
  });
export type ShowroomListingsQuery = z.infer<typeof showroomListingsQuery>;
/** What a page sends (before defaults and the filter text is read). */
export type ShowroomListingsQueryInput = z.input<typeof showroomListingsQuery>;

/** A listing card on result pages: how far away it is, and where to pin it on the map. */
export const discoveryListingCard = listingCard
  .extend({
    /** Kilometres from the postcode searched around; only with a postcode. */
    distance_km: z.number().nonnegative().optional(),
    /** The listing's place, rounded to about a kilometre; null when it has none. */
    map_point: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  })
  .meta({ id: 'DiscoveryListingCard' });
export type DiscoveryListingCard = z.infer<typeof discoveryListingCard>;

export const showroomListingPage = z
  .object({
    items: z.array(discoveryListingCard),
    next_cursor: z.string().nullable(),
    /** The sort applied (the default when none was asked for). */
    sort: z.enum(showroomSorts),
    /** The postal code's point distances are measured from; null without a postcode. */
    origin: geoPoint.nullable(),
  })
  .meta({ id: 'ShowroomListingPage' });
export type ShowroomListingPage = z.infer<typeof showroomListingPage>;

/** GET /search: the listings of one tab matching `q`, best match first. A blank `q` is a 400. */
export const searchQuery = z.object({
  division: z.enum(searchDivisions),
  q: searchText.pipe(z.string().min(1, { error: validationMessages.required })),
  limit: pageLimit,
  cursor: pageCursor,
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResultPage = z
  .object({
    division: z.enum(searchDivisions),
    /** The text searched for, after the §5 rule. */
    q: z.string(),
    items: z.array(discoveryListingCard),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'SearchResultPage' });
export type SearchResultPage = z.infer<typeof searchResultPage>;

// ---------------------------------------------------------------------------------------------
// Cross-search: suggestions under the top-bar input (GET /showroom/cross-search).

export const CROSS_SEARCH_LISTINGS = 6;
export const CROSS_SEARCH_CATEGORIES = 5;
export const CROSS_SEARCH_SUGGESTS = 6;

export const crossSearchQuery = z.object({
  division: z.enum(marketplaceSections),
  q: searchText.default(''),
});
export type CrossSearchQuery = z.infer<typeof crossSearchQuery>;

/** A catalog node matching the text, with its path for a breadcrumb ("Electronics › Phones"). */
export const crossSearchCategory = catalogNode
  .extend({ path: z.array(catalogPathNode) })
  .meta({ id: 'CrossSearchCategory' });
export type CrossSearchCategory = z.infer<typeof crossSearchCategory>;

/**
 * What the top bar suggests: `catalog`, the best matching listings of the division (cards);
 * `categories`, matching catalog nodes of the division; `suggests`, texts to search for
 * (completions and spelling corrections drawn from listing titles and node names).
 */
export const crossSearchResult = z
  .object({
    catalog: z.array(listingCard),
    categories: z.array(crossSearchCategory),
    suggests: z.array(z.string()),
  })
  .meta({ id: 'CrossSearchResult' });
export type CrossSearchResult = z.infer<typeof crossSearchResult>;
