import { marketplaceSections, type MarketplaceSection, type ShowroomSort } from '@bazaar/contracts';
import { and, asc, desc, eq, fillPlaceholders, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { listingMedia, listings } from '../../../db/schema/listings';
import { accountIsOpen, joinOwner } from '../../users/read-model';
import { isPublic, isPublished, listingCardColumns } from '../read-model';
import {
  withinRadius,
  distanceFrom,
  earthPointCube,
  cubeAround,
  earthCapBox,
  type GeoOrigin,
} from './geo-sql';
import { searchValues, type Bind } from './search-values';
/** A filter on one node parameter or division attribute (`source` is the jsonb column). */
export type ParameterCondition =
  | {
      source: 'attributes' | 'parameters';
      /** Any of these jsonb objects is contained in the column (`@>`, GIN-indexed). */
      anyOf: Record<string, unknown>[];
    }
  | {
      source: 'attributes' | 'parameters';
      key: string;
      min?: number;
      max?: number;
    };

/** A search text as a full-text query (prefix terms, misspelled words with their corrections). */
export interface TextMatch {
  /** A `to_tsquery` text, e.g. `(iphnoe:* | iphone) & 15:*`. */
  tsquery: string;
}

/** How a typed word relates to the words listings use. */
export interface WordSpelling {
  /** The word as typed, lower-case and without accents. */
  word: string;
  /** Some listing word starts with it. */
  known: boolean;
  /** The most similar listing words (by trigram similarity), best first; none for a known word. */
  near: string[];
}

/** The position after the last row of a page, in the order of its sort. */
export interface SortPosition {
  value: string | number;
  id: string;
}

export interface ListingSearch {
  section: MarketplaceSection;
  /** The node and all its descendants; undefined: the whole division. */
  nodeIds?: readonly string[];
  text?: TextMatch;
  priceMinor?: { min?: number; max?: number };
  origin?: GeoOrigin;
  radiusKm?: number;
  conditions: readonly ParameterCondition[];
  sort: ShowroomSort;
  after?: SortPosition;
  limit: number;
  /**
   * Rank this many matches, whichever the text index hands out first, instead of the
   * RELEVANCE_WINDOW most recent ones: the cheap choice for suggestions.
   */
  rankSample?: number;
  /**
   * One listing per title (case ignored), the best ranked of those with the same title among
   * the best DISTINCT_TITLE_READ pages: the top-bar suggestions list titles, and five ads called
   * "IKEA Kivik 3-seat sofa, grey" would fill them with one line five times. Relevance with a
   * text only.
   */
  distinctTitles?: boolean;
  /**
   * Look for the matches (at most `rankSample`) among this many of the division's newest
   * listings only, read newest first: set by `findListings` for suggestions (SUGGESTION_WINDOW).
   */
  recentWindow?: number;
  /**
   * Only listings at most this straight-line distance (metres) from the origin: set by
   * `findListings` on pages nearest first, from `nearestReachQuery`.
   */
  nearnessAtMost?: number;
}

/**
 * Relevance ranks the most recent matches only, so a very common word costs the same as a
 * rare one; older matches still appear under the other sorts.
 */
export const RELEVANCE_WINDOW = 1_000;
/** At most this many matches of a text are looked at (a bound, not expected to be reached). */
const MATCHES_MAX = 100_000;

/**
 * Up to this radius a page sorted by time or price reads the listings in the radius from the
 * division's GiST index and sorts them (a few thousand entries, read from the index alone);
 * beyond it the radius holds so large a share of the division that walking the division in the
 * order of the sort and checking the distance on the way finds a page sooner.
 */
export const RADIUS_FROM_INDEX_MAX_KM = 50;

/**
 * Whether the search reads its page in the order of its sort, from the btree index of the sort
 * (or nearest first from the GiST index), checking the other conditions on the way: pages
 * without a text, unless a radius is best read from its index.
 *
 * PostgreSQL has no statistics for jsonb containment and guesses that a price range or a set of
 * nodes keeps a tiny share of the rows, so it would rather collect every match through bitmaps or
 * a parallel scan and sort them, which reads tens of thousands of rows for a page of 24. The
 * conditions of such a page are therefore handed to it as one opaque condition
 * (`coalesce(…, false)`, which it guesses keeps half the rows), and the walk wins on cost. A very
 * rare filter value makes the walk long; that is the price of pages that are fast for every
 * common filter.
 */
function walksInSortOrder(search: ListingSearch): boolean {
  // A text has its index; a page nearest first, once its reach is known, reads a small box.
  if (search.text || search.nearnessAtMost !== undefined) return false;
  if (search.radiusKm === undefined) return true;
  return search.sort !== 'distance' && search.radiusKm > RADIUS_FROM_INDEX_MAX_KM;
}

/**
 * `section = '…'` with the division written into the SQL: the partial indexes of a division
 * (text, radius) apply only to a query whose own text names it, which a prepared statement's
 * plan for any values (a generic plan) would not with a parameter. The value is checked against
 * the divisions, so nothing typed reaches the SQL text.
 */
function inSection(section: MarketplaceSection): SQL {
  if (!marketplaceSections.includes(section)) throw new Error(`Unknown division ${section}`);
  return sql`${listings.section} = ${sql.raw(`'${section}'`)}`;
}

/**
 * A LIMIT written into the SQL rather than sent as a parameter. For a LIMIT parameter, a plan
 * made for any values guesses a tenth of the rows, which makes the plan look dearer than one
 * made for the values, and PostgreSQL then plans every run anew. Limits are few (the api's
 * constants, and page sizes the query schema bounds), so they are part of a search's shape.
 * Drizzle writes an SQL fragment given as a limit into the query as it is; its type only names
 * numbers and placeholders.
 */
function fixedRows(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`Not a row count: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}

const column = (source: 'attributes' | 'parameters') =>
  source === 'attributes' ? listings.attributes : listings.parameters;

const createdAtText = sql<string>`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** The listing's point as the radius indexes hold it (`ll_to_earth`'s, under any search path). */
const listingPoint = sql`earth_point(${listings.latitude}, ${listings.longitude})`;

function conditionSql(condition: ParameterCondition, bind: Bind): SQL {
  const target = column(condition.source);
  if ('anyOf' in condition) {
    const parts = condition.anyOf.map(
      (value) => sql`${target} @> ${bind(JSON.stringify(value))}::jsonb`,
    );
    return sql`(${sql.join(parts, sql` or `)})`;
  }
  // Only numbers compare; a listing whose value is text or missing does not match.
  const key = bind(condition.key);
  const value = sql`(case when jsonb_typeof(${target} -> ${key}::text) = 'number' then (${target} ->> ${key}::text)::numeric end)`;
  const bounds: SQL[] = [];
  if (condition.min !== undefined) bounds.push(sql`${value} >= ${bind(condition.min)}::numeric`);
  if (condition.max !== undefined) bounds.push(sql`${value} <= ${bind(condition.max)}::numeric`);
  return sql`(${sql.join(bounds, sql` and `)})`;
}

/**
 * The first picture (lowest position) of the listing of the row, as `[url, alt]`: a subquery of
 * the select list, so it runs for the rows of the page only, in the same round trip.
 */
const coverOfListing = sql<
  [string, string] | null
>`(select array[${listingMedia.url}, ${listingMedia.alt}] from ${listingMedia} where ${listingMedia.listingId} = ${listings.id} order by ${listingMedia.position}, ${listingMedia.id} limit 1)`;

/** What every query of a search shares: its conditions on the listing row, its order, and more. */
function searchParts(search: ListingSearch, bind: Bind) {
  // A subquery, so the text is parsed once per query rather than once per row where rows are
  // matched one by one: a plan made for any values cannot fold `to_tsquery($1)` into a constant.
  const tsquery = search.text
    ? sql`(select to_tsquery('bazaar_search', ${bind(search.text.tsquery)}::text))`
    : undefined;
  const distanceMetres = search.origin
    ? sql<number | null>`${distanceFrom(search.origin, bind)}`
    : sql<null>`null::float8`;
  // The straight-line (chord) distance orders like the distance along the surface and lets
  // the GiST index hand out the nearest listings first.
  const nearness = search.origin
    ? sql<number>`(${listingPoint} <-> ${earthPointCube(search.origin, bind)})`
    : undefined;

  // Conditions on the listing row alone; `isPublic` (which also asks about the owner) is added
  // where the owner is joined. `scope` is what indexes serve, `filters` are checked row by row
  // where the page is read in the order of its sort (walksInSortOrder).
  const scope: SQL[] = [inSection(search.section)];
  const filters: SQL[] = [];
  if (search.nodeIds?.length === 1) {
    // One node: its own index walks it newest first.
    scope.push(eq(listings.catalogNodeId, bind(search.nodeIds[0])));
  } else if (search.nodeIds) {
    filters.push(inArray(listings.catalogNodeId, search.nodeIds.map(bind)));
  }
  // A window of the newest listings is read first and matched to the text afterwards.
  if (tsquery && search.recentWindow === undefined)
    scope.push(sql`${listings.searchVector} @@ ${tsquery}`);
  if (search.priceMinor?.min !== undefined)
    filters.push(sql`${listings.priceMinor} >= ${bind(search.priceMinor.min)}::bigint`);
  if (search.priceMinor?.max !== undefined)
    filters.push(sql`${listings.priceMinor} <= ${bind(search.priceMinor.max)}::bigint`);
  const walk = walksInSortOrder(search);
  if (search.origin && search.radiusKm !== undefined) {
    const metres = search.radiusKm * 1000;
    // The box is what the division's GiST index answers; the exact check runs on its entries
    // (or on every row of a walk, which does not use that index).
    if (!walk) scope.push(sql`${earthCapBox(search.origin, metres, bind)} @> ${listingPoint}`);
    filters.push(withinRadius(search.origin, metres, bind));
  }
  if (search.origin && nearness && search.nearnessAtMost !== undefined) {
    // A page nearest first reads only as far as its last listing (nearestReachQuery): the box
    // of that distance from the GiST index, then the exact distance.
    scope.push(
      sql`${cubeAround(search.origin, search.nearnessAtMost + 1, bind)} @> ${listingPoint}`,
    );
    filters.push(sql`${nearness} <= ${bind(search.nearnessAtMost)}::float8`);
  }
  if (search.sort === 'distance') filters.push(sql`${listings.latitude} is not null`);
  for (const condition of search.conditions) filters.push(conditionSql(condition, bind));
  const conditions: SQL[] =
    walk && filters.length > 0
      ? [...scope, sql`coalesce((${and(...filters)}), false)`]
      : [...scope, ...filters];

  const after = search.after;
  let order: SQL[];
  switch (search.sort) {
    case 'price_asc':
      order = [asc(listings.priceMinor), asc(listings.id)];
      if (after)
        conditions.push(
          sql`(${listings.priceMinor}, ${listings.id}) > (${bind(after.value)}::bigint, ${bind(after.id)}::uuid)`,
        );
      break;
    case 'price_desc':
      order = [desc(listings.priceMinor), desc(listings.id)];
      if (after)
        conditions.push(
          sql`(${listings.priceMinor}, ${listings.id}) < (${bind(after.value)}::bigint, ${bind(after.id)}::uuid)`,
        );
      break;
    case 'distance':
      order = [sql`${nearness} asc`, asc(listings.id)];
      if (after)
        conditions.push(
          sql`(${nearness}, ${listings.id}) > (${bind(after.value)}::float8, ${bind(after.id)}::uuid)`,
        );
      break;
    case 'newest':
    case 'relevance':
      // Relevance pages rank their candidates in a query of their own (listingSearchQuery); their
      // cursor is a score, not a time.
      order = [desc(listings.createdAt), desc(listings.id)];
      if (after && search.sort === 'newest')
        conditions.push(
          sql`(${listings.createdAt}, ${listings.id}) < (${bind(after.value)}::timestamptz, ${bind(after.id)}::uuid)`,
        );
  }
  return { tsquery, distanceMetres, nearness, walk, conditions, order };
}

/**
 * The straight-line distances of the `search.limit` listings nearest to the origin (after the
 * cursor), nearest first: the first step of a page nearest first. Ordered by the distance alone,
 * so that the GiST index hands the listings out nearest first and the scan stops after them (a
 * second sort key, the id, would make PostgreSQL read and sort every listing of the division).
 * The owner is checked by a subquery rather than a join, which the planner would rather hash.
 */
export function nearestReachQuery(db: Queryable, search: ListingSearch, bind: Bind) {
  const { nearness, conditions } = searchParts(search, bind);
  if (!nearness) throw new Error('A page nearest first needs an origin');
  const ownerIsOpen = accountIsOpen(listings.ownerId);
  return db
    .select({ nearness: nearness.as('nearness') })
    .from(listings)
    .where(and(isPublished, ownerIsOpen, ...conditions))
    .orderBy(nearness)
    .limit(fixedRows(search.limit));
}

/**
 * The `count` newest published listings that meet `conditions` (the division and the filters),
 * newest first, as a subquery of their id, time and text: a window of recent listings, each then
 * matched to the text. Its own LIMIT keeps it planned on its own, as a walk of the division's
 * newest-first index.
 */
function newestListings(db: Queryable, conditions: readonly SQL[], count: number) {
  return db
    .select({
      id: listings.id,
      createdAt: listings.createdAt,
      searchVector: listings.searchVector,
    })
    .from(listings)
    .where(and(isPublished, ...conditions))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(fixedRows(count))
    .as('recent');
}

/**
 * How many of the division's `newest` newest listings (with the search's filters) match its
 * text: a first look, which tells a common word from a rare one.
 */
export function newestMatchCountQuery(
  db: Queryable,
  search: ListingSearch,
  newest: number,
  bind: Bind,
) {
  // As a window, the text is not part of the conditions of the listings read.
  const { tsquery, conditions } = searchParts({ ...search, recentWindow: newest }, bind);
  if (!tsquery) throw new Error('Counting matches needs a text');
  const recent = newestListings(db, conditions, newest);
  return db
    .select({ matches: sql<number>`count(*)::int` })
    .from(recent)
    .where(sql`${recent.searchVector} @@ ${tsquery}`);
}

/** The query of `findListings`, its values bound with `bind`. */
export function listingSearchQuery(db: Queryable, search: ListingSearch, bind: Bind) {
  const { tsquery, distanceMetres, nearness, walk, conditions, order } = searchParts(search, bind);
  const after = search.after;
  const cardColumns = {
    ...listingCardColumns,
    latitude: listings.latitude,
    longitude: listings.longitude,
    createdAt: listings.createdAt,
    createdAtText,
    distanceMetres,
    nearness: nearness ?? sql<null>`null::float8`,
    cover: coverOfListing,
  };

  if (search.sort === 'relevance' && tsquery) {
    const sampleSize = fixedRows(search.rankSample ?? MATCHES_MAX);
    // The matches: from the division's text index, all of them or a sample; or, for a window of
    // recent listings, those of the window (read newest first, each matched to the text). A
    // subquery with its own LIMIT is planned on its own, so the planner cannot walk the
    // newest-first index over the whole division instead, which for a rare word reads it all…
    const recent =
      search.recentWindow === undefined
        ? undefined
        : newestListings(db, conditions, search.recentWindow);
    const matches = recent
      ? db
          .select({ id: recent.id, createdAt: recent.createdAt, searchVector: recent.searchVector })
          .from(recent)
          .where(sql`${recent.searchVector} @@ ${tsquery}`)
          .limit(sampleSize)
          .as('matches')
      : db
          .select({
            id: listings.id,
            createdAt: listings.createdAt,
            searchVector: listings.searchVector,
          })
          .from(listings)
          // The partial indexes' own condition; `isPublic` is checked with the owner below.
          .where(and(isPublished, ...conditions))
          .limit(sampleSize)
          .as('matches');
    // …the most recent of them…
    const candidates = db
      .select({ id: matches.id, searchVector: matches.searchVector })
      .from(matches)
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(fixedRows(RELEVANCE_WINDOW))
      .as('candidates');
    // …ranked (only these), after the cursor in rank order…
    const score = sql<number>`ts_rank(${candidates.searchVector}, ${tsquery})::float8`;
    const ranked = db
      .select({ id: candidates.id, score: score.as('score') })
      .from(candidates)
      .where(
        after
          ? sql`(${score}, ${candidates.id}) < (${bind(after.value)}::float8, ${bind(after.id)}::uuid)`
          : undefined,
      )
      // Ordered by the selected score itself, not by the expression again: each mention of the
      // text query is a subquery of its own, which PostgreSQL cannot tell is the same, and the
      // page would not be read in this order. The LIMIT (no more rows than the candidates) keeps
      // this query from being merged into the page's, so every candidate is not joined to its
      // owner before the page is sorted.
      .orderBy(sql`${sql.identifier('score')} desc`, desc(candidates.id))
      .limit(fixedRows(RELEVANCE_WINDOW))
      .as('ranked');
    // …and, best first, each owner checked and the row read in full until the page is full: a
    // page of 20 results checks about 20 owners, not the 1,000 candidates.
    return joinOwner(
      db
        .select({ ...cardColumns, score: ranked.score })
        .from(ranked)
        .innerJoin(listings, eq(listings.id, ranked.id))
        .$dynamic(),
      listings.ownerId,
    )
      .where(isPublic)
      .orderBy(desc(ranked.score), desc(ranked.id))
      .limit(fixedRows(search.limit));
  }

  if (search.radiusKm !== undefined && !walk && search.sort !== 'distance' && !tsquery) {
    // A radius page sorted by time or price: the division's GiST index hands out every listing
    // in the radius's box, from its entries alone (they include what this step reads); they are
    // sorted, and only then is each owner checked and the page's rows read, 25 of them instead
    // of every listing in the radius. The subquery keeps its ORDER BY, so it is planned on its
    // own and the outer query takes its rows in that order.
    const inRadius = db
      .select({ id: listings.id, createdAt: listings.createdAt, priceMinor: listings.priceMinor })
      .from(listings)
      // The partial index's own condition; `isPublic` is checked again with the owner below.
      .where(and(isPublished, ...conditions))
      .orderBy(...order)
      .as('in_radius');
    const outerOrder =
      search.sort === 'price_asc'
        ? [asc(inRadius.priceMinor), asc(inRadius.id)]
        : search.sort === 'price_desc'
          ? [desc(inRadius.priceMinor), desc(inRadius.id)]
          : [desc(inRadius.createdAt), desc(inRadius.id)];
    return joinOwner(
      db
        .select({ ...cardColumns, score: sql<number>`0::float8` })
        .from(inRadius)
        .innerJoin(listings, eq(listings.id, inRadius.id))
        .$dynamic(),
      listings.ownerId,
    )
      .where(isPublic)
      .orderBy(...outerOrder)
      .limit(fixedRows(search.limit));
  }

  return joinOwner(
    db
      .select({ ...cardColumns, score: sql<number>`0::float8` })
      .from(listings)
      .$dynamic(),
    listings.ownerId,
  )
    .where(and(isPublic, ...conditions))
    .orderBy(...order)
    .limit(fixedRows(search.limit));
}

/**
 * What decides the text of a search's query: everything but its values (`searchValues`).
 * Searches of one shape share one prepared statement; `public-search.repository.test.ts` checks that
 * searches of one shape build one text.
 */
export function searchShape(kind: 'page' | 'reach' | 'probe', search: ListingSearch): string {
  const { nodeIds, priceMinor, radiusKm } = search;
  return JSON.stringify([
    kind,
    search.section,
    search.sort,
    nodeIds === undefined ? 'division' : nodeIds.length === 1 ? 'node' : nodeIds.length,
    search.text !== undefined,
    priceMinor?.min !== undefined,
    priceMinor?.max !== undefined,
    search.origin !== undefined,
    radiusKm === undefined ? 'none' : radiusKm > RADIUS_FROM_INDEX_MAX_KM ? 'wide' : 'narrow',
    search.conditions.map((condition) =>
      'anyOf' in condition
        ? [condition.source, condition.anyOf.length]
        : [condition.source, condition.min !== undefined, condition.max !== undefined],
    ),
    search.after !== undefined,
    search.limit,
    search.rankSample ?? null,
    search.recentWindow ?? null,
    search.nearnessAtMost !== undefined,
    search.distinctTitles === true,
  ]);
}

/** The SQL text and parameter values of a search's query, as the api sends them (for EXPLAIN). */
export function listingSearchStatement(db: Queryable, search: ListingSearch) {
  const { bind, values } = searchValues();
  const statement = listingSearchQuery(db, search, bind).toSQL();
  return { sql: statement.sql, params: fillPlaceholders(statement.params, values) };
}
