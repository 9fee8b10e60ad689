import { z } from 'zod';
import { catalogNode, catalogParameter } from './catalog';
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
// Filter state and the `filters` query parameter.

/** A numeric range; either end may be open. */
export interface NumberRange {
  min?: number;
  max?: number;
}

/** What one node parameter filters by: ticked (`c`), chosen options (`s`, `m`) or a range. */
export type ParameterFilter = true | string[] | NumberRange;

/** Every filter of a result page, as the `filters` query parameter carries it. */
export interface SearchFilterState {
  /** Price in whole currency units (euros), not cents. */
  price?: NumberRange;
  postcode?: string;
  radius_km?: number;
  /** Node parameter filters by parameter key. */
  parameters: Record<string, ParameterFilter>;
}

export const FILTERS_TEXT_MAX = 2_000;
export const FILTERS_MAX_ENTRIES = 30;
export const FILTERS_MAX_VALUES = 50;
export const FILTER_VALUE_MAX = 100;

/** Keys of the filters every result page has; node parameters never use them. */
export const fixedFilterKeys = { price: 'price', postcode: 'postcode', radius: 'radius' } as const;
const reservedKeys = new Set<string>(Object.values(fixedFilterKeys));

const keyPattern = /^[a-z][a-z0-9_]{0,59}$/;
const escapedValuePattern = /^(?:[A-Za-z0-9_-]|~[0-9A-F]{2})+$/;
const numberText = '-?\\d+(?:\\.\\d+)?';
const rangePattern = new RegExp(`^(${numberText})?\\.\\.(${numberText})?$`);

/**
 * A value as the filter text carries it: letters, digits, `_` and `-` stay, every other UTF-8
 * byte becomes `~XX`. Neither browsers nor URLSearchParams change these characters, so the
 * text survives any round of URL encoding and decoding.
 */
function escapeValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/[.!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%/g, '~');
}

function unescapeValue(text: string): string | null {
  if (!escapedValuePattern.test(text)) return null;
  try {
    return decodeURIComponent(text.replace(/~/g, '%'));
  } catch {
    return null;
  }
}

function formatRange(range: NumberRange): string | null {
  const min = range.min !== undefined && Number.isFinite(range.min) ? String(range.min) : '';
  const max = range.max !== undefined && Number.isFinite(range.max) ? String(range.max) : '';
  return min === '' && max === '' ? null : `${min}..${max}`;
}

function parseRange(text: string): NumberRange | null {
  const match = rangePattern.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const range: NumberRange = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return null;
  return range;
}

/** A parameter filter that is a numeric range (not a checkbox or options). */
export function isRangeFilter(filter: ParameterFilter): filter is NumberRange {
  return filter !== true && !Array.isArray(filter);
}

/**
 * The filter state as a compact, readable text for the `filters` query parameter, e.g.
 * `price:100..500;postcode:10115;radius:25;balcony;fuel:diesel,petrol;year:2015..`.
 * Entries are `;`-separated: a bare key is a ticked checkbox, `key:a,b` chosen options and
 * `key:min..max` a range (either end may be left out). The same state always gives the same
 * text (fixed order, options sorted), so equal filters share one URL. Empty filters give ''.
 */
export function encodeFilters(state: SearchFilterState): string {
  const entries: string[] = [];
  const price = state.price ? formatRange(state.price) : null;
  if (price) entries.push(`${fixedFilterKeys.price}:${price}`);
  if (state.postcode?.trim())
    entries.push(`${fixedFilterKeys.postcode}:${escapeValue(state.postcode.trim())}`);
  if (state.radius_km !== undefined && Number.isFinite(state.radius_km))
    entries.push(`${fixedFilterKeys.radius}:${String(state.radius_km)}`);
  for (const key of Object.keys(state.parameters).sort()) {
    const filter = state.parameters[key];
    if (filter === undefined || !keyPattern.test(key) || reservedKeys.has(key)) continue;
    if (filter === true) {
      entries.push(key);
    } else if (Array.isArray(filter)) {
      const values = [...new Set(filter.filter((value) => value !== ''))].sort();
      if (values.length > 0) entries.push(`${key}:${values.map(escapeValue).join(',')}`);
    } else {
      const range = formatRange(filter);
      if (range) entries.push(`${key}:${range}`);
    }
  }
  return entries.join(';');
}

/**
 * Reads a text made by `encodeFilters`. Anything else (unknown syntax, a key twice, too many
 * entries, a reversed range) gives null: the api answers 400, a page falls back to no filters.
 */
export function decodeFilters(text: string): SearchFilterState | null {
  const state: SearchFilterState = { parameters: {} };
  const trimmed = text.trim();
  if (trimmed === '') return state;
  if (trimmed.length > FILTERS_TEXT_MAX) return null;
  const entries = trimmed.split(';');
  if (entries.length > FILTERS_MAX_ENTRIES) return null;
  const seen = new Set<string>();
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const key = colon === -1 ? entry : entry.slice(0, colon);
    const value = colon === -1 ? null : entry.slice(colon + 1);
    if (!keyPattern.test(key) || seen.has(key)) return null;
    seen.add(key);
    if (key === fixedFilterKeys.price) {
      const range = value === null ? null : parseRange(value);
      if (!range || (range.min ?? 0) < 0) return null;
      state.price = range;
    } else if (key === fixedFilterKeys.postcode) {
      const postcode = value === null ? null : unescapeValue(value);
      if (!postcode || !zipCodeText.safeParse(postcode).success) return null;
      state.postcode = postcode;
    } else if (key === fixedFilterKeys.radius) {
      if (value === null || !/^\d{1,4}$/.test(value)) return null;
      state.radius_km = Number(value);
    } else if (value === null) {
      state.parameters[key] = true;
    } else {
      const range = parseRange(value);
      if (range) {
        state.parameters[key] = range;
        continue;
      }
      const parts = value.split(',');
      if (parts.length > FILTERS_MAX_VALUES) return null;
      const values: string[] = [];
      for (const part of parts) {
        const option = unescapeValue(part);
        if (option === null || option.length > FILTER_VALUE_MAX) return null;
        values.push(option);
      }
      state.parameters[key] = [...new Set(values)];
    }
  }
  return state;
}

/** True when the state filters nothing. */
export function isEmptyFilterState(state: SearchFilterState): boolean {
  return encodeFilters(state) === '';
}

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

export const showroomSorts = [
  'newest',
  'price_asc',
  'price_desc',
  'relevance',
  'distance',
] as const;
export type ShowroomSort = (typeof showroomSorts)[number];

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
