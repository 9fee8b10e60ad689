import {
  CROSS_SEARCH_CATEGORIES,
  CROSS_SEARCH_LISTINGS,
  CROSS_SEARCH_SUGGESTS,
  filterTypes,
  fixedFilterKeys,
  isCrossSearchEnabled,
  isRangeFilter,
  SEARCH_RADIUS_MAX_KM,
  searchRadiusOptionsKm,
  type CrossSearchQuery,
  type CrossSearchResult,
  type DiscoveryListingCard,
  type FieldError,
  type GeoPoint,
  type ParameterFilter,
  type SearchFilters,
  type SearchFiltersQuery,
  type ShowroomListingPage,
  type ShowroomListingsQuery,
  type ShowroomSort,
} from '@bazaar/contracts';
import { ValidationError } from '../../errors';
import { systemClock, type Clock } from '../../lib/clock';
import { createExpiringCache } from '../../lib/expiring-cache';
import type { CatalogService, ParameterDefinition } from '../catalog';
import type { GeoService } from '../geo';
import {
  toListingCard,
  type FoundListingRow,
  type ParameterCondition,
  type PublicListingSearch,
  type TextMatch,
  type WordSpelling,
} from '../listings';
import { decodeSortCursor, encodeSortCursor } from './sort-cursor';

/** The currency prices are listed and filtered in. */
export const MARKETPLACE_CURRENCY = 'EUR';
const MAX_SEARCH_WORDS = 12;
const CROSS_SEARCH_RANK_SAMPLE = 200;
/**
 * How long the spelling of typed words (known to listings, or their nearest listing words) is
 * kept: a word that a new listing brings in is corrected at most this long afterwards.
 */
const SPELLINGS_TTL_MS = 60_000;
/** Texts whose spelling is kept; typing a word asks for each of its prefixes in turn. */
const SPELLINGS_KEPT = 20_000;

export interface ShowroomServiceDependencies {
  /** The search of public listings, which the listings module publishes (ADR 0041). */
  publicListings: PublicListingSearch;
  catalog: Pick<CatalogService, 'filterScope' | 'searchCategories'>;
  geo: Pick<GeoService, 'findByZip'>;
  clock?: Clock;
}

/** The words of a search text: letters and digits, lower-case, at most twelve. */
export function searchWordsOf(text: string | undefined): string[] {
  return (
    (text ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_SEARCH_WORDS) ?? []
  );
}

/** Words shorter than this, and numbers, are taken as typed: trigrams say little about them. */
const MIN_CORRECTED_LENGTH = 3;
const plainWord = /^[\p{L}\p{N}]+$/u;

/**
 * The full-text query of a search: every word as a prefix (so "iphon" finds "iPhone" while
 * typing); a word that no listing word starts with may also be one of its nearest listing words
 * ("iphnoe" → "iphone"). A single letter is matched as itself ("e" of "e-bike"): as a prefix it
 * would match most listings, and the text index would list them all. A single letter after
 * other words is left out: the buyer is still typing it ("harry p"). Undefined when the text
 * has no word.
 */
export function fullTextQueryOf(spellings: readonly WordSpelling[]): TextMatch | undefined {
  const last = spellings.at(-1);
  const typed =
    spellings.length > 1 && last && last.word.length === 1 ? spellings.slice(0, -1) : spellings;
  if (typed.length === 0) return undefined;
  const terms = typed.map(({ word, known, near }) => {
    if (word.length === 1) return word;
    const corrections =
      known || word.length < MIN_CORRECTED_LENGTH || /^\d+$/.test(word)
        ? []
        : near.filter((candidate) => plainWord.test(candidate));
    return corrections.length === 0
      ? `${word}:*`
      : `(${[`${word}:*`, ...corrections].join(' | ')})`;
  });
  return { tsquery: terms.join(' & ') };
}

const invalid = (field: string, message: string) => new ValidationError([{ field, message }]);

/** What a parameter filter of the `filters` text asks for, as a database condition. */
function parameterCondition(
  key: string,
  filter: ParameterFilter,
  definition: ParameterDefinition | undefined,
): ParameterCondition | FieldError {
  const field = 'filters';
  if (!definition) return { field, message: `There is no filter "${key}" here` };
  const { source, type, valueKind } = definition;
  if (filter === true) {
    if (type !== 'c') return { field, message: `"${definition.name}" is not a checkbox` };
    return { source, anyOf: [{ [key]: true }] };
  }
  if (isRangeFilter(filter)) {
    if (type !== 'range') return { field, message: `"${definition.name}" is not a range` };
    return { source, key, min: filter.min, max: filter.max };
  }
  if (type !== 's' && type !== 'm')
    return { field, message: `"${definition.name}" has no options` };
  if (type === 's' && filter.length !== 1)
    return { field, message: `Choose one option of "${definition.name}"` };
  const known = new Set(definition.options.map((option) => option.value));
  const unknown = filter.find((value) => !known.has(value));
  if (unknown !== undefined)
    return { field, message: `"${unknown}" is not an option of "${definition.name}"` };
  const stored = (value: string) =>
    valueKind === 'number' ? Number(value) : valueKind === 'text_list' ? [value] : value;
  return { source, anyOf: filter.map((value) => ({ [key]: stored(value) })) };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function createShowroomService({
  publicListings,
  catalog,
  geo,
  clock = systemClock,
}: ShowroomServiceDependencies) {
  // Every suggestion and search asks how its words are spelled; the same words come again and
  // again (each keystroke's text in the top bar), and the word list changes slowly.
  const spellings = createExpiringCache<string, WordSpelling[]>({
    ttlMs: SPELLINGS_TTL_MS,
    clock,
    maxEntries: SPELLINGS_KEPT,
  });

  async function textMatchOf(text: string | undefined): Promise<TextMatch | undefined> {
    const words = searchWordsOf(text);
    if (words.length === 0) return undefined;
    return fullTextQueryOf(
      await spellings.get(words.join(' '), () => publicListings.spellings(words)),
    );
  }

  function cardsOf(
    rows: readonly FoundListingRow[],
    withDistance: boolean,
  ): DiscoveryListingCard[] {
    return rows.map((row) => ({
      ...toListingCard(row, row.cover ? { url: row.cover[0], alt: row.cover[1] } : null),
      ...(withDistance && row.distanceMetres !== null
        ? { distance_km: round(row.distanceMetres / 1000, 1) }
        : {}),
      map_point:
        row.latitude !== null && row.longitude !== null
          ? { latitude: round(row.latitude, 2), longitude: round(row.longitude, 2) }
          : null,
    }));
  }

  /** The postal code searched around: the query's own, else the one in `filters`. */
  async function originOf(
    zipCode: string | undefined,
    field: string,
  ): Promise<GeoPoint | undefined> {
    if (zipCode === undefined) return undefined;
    const point = await geo.findByZip(zipCode);
    if (!point) throw invalid(field, 'We do not know this postal code');
    return point;
  }

  return {
    /** A page of a division's (or a node's) public listings, filtered and sorted. */
    async listings(query: ShowroomListingsQuery): Promise<ShowroomListingPage> {
      const state = query.filters ?? { parameters: {} };
      const priceMin = query.price_min ?? state.price?.min;
      const priceMax = query.price_max ?? state.price?.max;
      if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
        throw invalid('price_max', 'The highest price is below the lowest');
      const radiusKm = query.radius_km ?? state.radius_km;
      if (radiusKm !== undefined && (radiusKm < 1 || radiusKm > SEARCH_RADIUS_MAX_KM))
        throw invalid('radius_km', `Use a radius from 1 to ${SEARCH_RADIUS_MAX_KM} km`);
      const zipCode = query.zip_code ?? state.postcode;
      if (radiusKm !== undefined && zipCode === undefined)
        throw invalid('zip_code', 'Enter a postal code to search around');
      const text = await textMatchOf(query.q);
      const sort: ShowroomSort =
        query.sort === undefined || (query.sort === 'relevance' && !text)
          ? text
            ? 'relevance'
            : 'newest'
          : query.sort;
      if (sort === 'distance' && zipCode === undefined)
        throw invalid('sort', 'Enter a postal code to sort by distance');

      const scope = await catalog.filterScope(query.section, query.node);
      const conditions: ParameterCondition[] = [];
      const problems: FieldError[] = [];
      for (const [key, filter] of Object.entries(state.parameters)) {
        const definition = scope.definitions.find((candidate) => candidate.key === key);
        const condition = parameterCondition(key, filter, definition);
        if ('field' in condition) problems.push(condition);
        else conditions.push(condition);
      }
      if (problems.length > 0) throw new ValidationError(problems);
      const origin = await originOf(zipCode, query.zip_code !== undefined ? 'zip_code' : 'filters');
      const after = query.cursor === undefined ? undefined : decodeSortCursor(query.cursor, sort);
      const empty = { items: [], next_cursor: null, sort, origin: origin ?? null };
      if (query.q && !text) return empty;

      const rows = await publicListings.findListings({
        section: query.section,
        nodeIds: scope.nodeIds,
        text,
        priceMinor: {
          min: priceMin === undefined ? undefined : Math.round(priceMin * 100),
          max: priceMax === undefined ? undefined : Math.round(priceMax * 100),
        },
        origin,
        radiusKm,
        conditions,
        sort,
        after,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const positionOf = (row: FoundListingRow) => {
        switch (sort) {
          case 'newest':
            return row.createdAtText;
          case 'price_asc':
          case 'price_desc':
            return row.priceMinor ?? 0;
          case 'relevance':
            return row.score;
          case 'distance':
            return row.nearness ?? 0;
        }
      };
      return {
        ...empty,
        items: cardsOf(page, origin !== undefined),
        next_cursor:
          rows.length > query.limit && last
            ? encodeSortCursor(sort, { value: positionOf(last), id: last.id })
            : null,
      };
    },

    /** The filter panel of a division or node: price, postcode, radius, then its parameters. */
    async filters(query: SearchFiltersQuery): Promise<SearchFilters> {
      const scope = await catalog.filterScope(query.section, query.node);
      return {
        section: query.section,
        node_id: query.node ?? null,
        filters: [
          {
            type: filterTypes.PRICE_RANGE,
            key: fixedFilterKeys.price,
            name: 'Price',
            currency: MARKETPLACE_CURRENCY,
          },
          { type: filterTypes.POSTCODE, key: fixedFilterKeys.postcode, name: 'Postcode' },
          {
            type: filterTypes.RADIUS,
            key: fixedFilterKeys.radius,
            name: 'Radius',
            options_km: [...searchRadiusOptionsKm],
          },
          // Hidden parameters still filter a shared address; the panel just does not offer them.
          ...scope.definitions
            .filter((definition) => definition.shownAsFilter)
            .map(
              ({ source: _source, valueKind: _valueKind, shownAsFilter: _shown, ...parameter }) =>
                parameter,
            ),
        ],
      };
    },

    /** Top-bar suggestions: best listings, matching categories and texts to search for. */
    async crossSearch(query: CrossSearchQuery): Promise<CrossSearchResult> {
      const empty = { catalog: [], categories: [], suggests: [] };
      if (!isCrossSearchEnabled(query.division, query.q)) return empty;
      const text = await textMatchOf(query.q);
      if (!text) return empty;
      const rows = await publicListings.findListings({
        section: query.division,
        text,
        conditions: [],
        sort: 'relevance',
        limit: CROSS_SEARCH_LISTINGS,
        // Suggestions rank a sample of the matches: enough to choose six, cheap to read.
        rankSample: CROSS_SEARCH_RANK_SAMPLE,
        // One line per title: listings of the same name would repeat it.
        distinctTitles: true,
      });
      const categories = await catalog.searchCategories(
        query.division,
        searchWordsOf(query.q).join(' '),
        CROSS_SEARCH_CATEGORIES,
      );
      const suggests = rows.map((row) => row.title).slice(0, CROSS_SEARCH_SUGGESTS);
      const cards = cardsOf(rows, false);
      return {
        catalog: cards.map(({ distance_km: _distance, map_point: _mapPoint, ...card }) => card),
        categories,
        suggests,
      };
    },
  };
}

export type ShowroomService = ReturnType<typeof createShowroomService>;
