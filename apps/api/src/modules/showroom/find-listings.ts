import {
  isRangeFilter,
  SEARCH_RADIUS_MAX_KM,
  type FieldError,
  type GeoPoint,
  type ParameterFilter,
  type ShowroomListingPage,
  type ShowroomListingsQuery,
  type ShowroomSort,
} from '@bazaar/contracts';
import { ValidationError } from '../../errors';
import type { CatalogService, ParameterDefinition } from '../catalog';
import type { GeoService } from '../geo';
import type { FoundListingRow, ParameterCondition, PublicListingSearch } from '../listings';
import { cardsOf } from './discovery-cards';
import type { TextMatching } from './search-text';
import { decodeSortCursor, encodeSortCursor } from './sort-cursor';

export interface FindListingsDependencies {
  publicListings: Pick<PublicListingSearch, 'findListings'>;
  catalog: Pick<CatalogService, 'filterScope'>;
  geo: Pick<GeoService, 'findByZip'>;
  textMatchOf: TextMatching;
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

/** The postal code searched around: the query's own, else the one in `filters`. */
async function originOf(
  geo: FindListingsDependencies['geo'],
  zipCode: string | undefined,
  field: string,
): Promise<GeoPoint | undefined> {
  if (zipCode === undefined) return undefined;
  const point = await geo.findByZip(zipCode);
  if (!point) throw invalid(field, 'We do not know this postal code');
  return point;
}

/** A page of a division's (or a node's) public listings, filtered and sorted. */
export async function findListings(
  { publicListings, catalog, geo, textMatchOf }: FindListingsDependencies,
  query: ShowroomListingsQuery,
): Promise<ShowroomListingPage> {
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
  const origin = await originOf(
    geo,
    zipCode,
    query.zip_code !== undefined ? 'zip_code' : 'filters',
  );
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
}
