import type { MarketplaceSection, ShowroomSort } from '@bazaar/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../db/client';
import { listingMedia, listings, searchWords, sellerProfiles, users } from '../../db/schema';
import { isPublic, ownerColumns, sellerProfileColumns } from '../listings/public-listings';

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
  /** The most similar listing words (by trigram similarity), best first. */
  near: string[];
}

export interface GeoOrigin {
  latitude: number;
  longitude: number;
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
}

/**
 * How similar (pg_trgm similarity) a dictionary word must be to a typed word to count as its
 * correction: low enough that one wrong, missing or swapped letter in a short word still finds
 * it ("kiik" → "kivik", "iphnoe" → "iphone").
 */
const SIMILARITY_THRESHOLD = 0.25;
const CORRECTIONS_PER_WORD = 3;
/**
 * Relevance ranks the most recent matches only, so a very common word costs the same as a
 * rare one; older matches still appear under the other sorts.
 */
export const RELEVANCE_WINDOW = 1_000;
/** At most this many matches of a text are looked at (a bound, not expected to be reached). */
const MATCHES_MAX = 100_000;

/** Whether the search reads its page in the order of its sort (see planSettingsFor). */
const walksInSortOrder = (search: ListingSearch) => !search.text && search.radiusKm === undefined;

/**
 * Planner settings for one listing search, set for its transaction.
 *
 * - Never JIT-compile: a page query runs in milliseconds, compiling takes tens of them (the
 *   disabled plan types below inflate the estimated cost past the JIT threshold).
 * - Never scan the whole table: texts and radii have their own indexes per division.
 * - Without a text or a radius, a page is best read in the order of its sort from a btree index
 *   and filtered on the way; PostgreSQL has no statistics for jsonb containment and would rather
 *   collect every match through bitmaps, a price range or a parallel scan and sort them, which
 *   reads tens of thousands of rows for a page of 24. A very rare filter value makes the walk
 *   long; that is the price of pages that are fast for every common filter.
 */
export function planSettingsFor(search: ListingSearch): SQL {
  return walksInSortOrder(search)
    ? sql`select set_config('jit', 'off', true), set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`
    : sql`select set_config('jit', 'off', true), set_config('enable_seqscan', 'off', true)`;
}

const column = (source: 'attributes' | 'parameters') =>
  source === 'attributes' ? listings.attributes : listings.parameters;

const createdAtText = sql<string>`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const listingPoint = sql`ll_to_earth(${listings.latitude}, ${listings.longitude})`;

function conditionSql(condition: ParameterCondition): SQL {
  const target = column(condition.source);
  if ('anyOf' in condition) {
    // Wrapped in coalesce: the planner then assumes half the rows match (about right for a filter
    // option) instead of its guess for `@>`, and reads the page in the order of its sort.
    const parts = condition.anyOf.map(
      (value) => sql`coalesce(${target} @> ${JSON.stringify(value)}::jsonb, false)`,
    );
    return sql`(${sql.join(parts, sql` or `)})`;
  }
  // Only numbers compare; a listing whose value is text or missing does not match.
  const value = sql`(case when jsonb_typeof(${target} -> ${condition.key}) = 'number' then (${target} ->> ${condition.key})::numeric end)`;
  const bounds: SQL[] = [];
  if (condition.min !== undefined) bounds.push(sql`${value} >= ${condition.min}`);
  if (condition.max !== undefined) bounds.push(sql`${value} <= ${condition.max}`);
  return sql`(${sql.join(bounds, sql` and `)})`;
}

/** The query of `findListings` (exported so the bench can EXPLAIN exactly what the api runs). */
export function listingSearchQuery(db: Queryable, search: ListingSearch) {
  const tsquery = search.text
    ? sql`to_tsquery('bazaar_search', ${search.text.tsquery})`
    : undefined;
  const origin = search.origin
    ? sql`ll_to_earth(${search.origin.latitude}, ${search.origin.longitude})`
    : undefined;
  const distanceMetres = origin
    ? sql<number | null>`earth_distance(${origin}, ${listingPoint})`
    : sql<null>`null::float8`;
  // The straight-line (chord) distance orders like the distance along the surface and lets
  // the GiST index hand out the nearest listings first.
  const nearness = origin ? sql<number>`(${listingPoint} <-> ${origin})` : undefined;

  // A page without a text or a radius is read in the order of its sort (planSettingsFor): its
  // other conditions are written so that no other index can serve them, and checked row by row.
  const walkInSortOrder = walksInSortOrder(search);
  const conditions: (SQL | undefined)[] = [isPublic, eq(listings.section, search.section)];
  if (search.nodeIds?.length === 1) {
    // One node: its own index walks it newest first.
    conditions.push(eq(listings.catalogNodeId, search.nodeIds[0]!));
  } else if (search.nodeIds) {
    conditions.push(
      walkInSortOrder
        ? sql`${listings.catalogNodeId}::text in (${sql.join(
            search.nodeIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : inArray(listings.catalogNodeId, [...search.nodeIds]),
    );
  }
  if (tsquery) conditions.push(sql`${listings.searchVector} @@ ${tsquery}`);
  const price =
    walkInSortOrder && !search.sort.startsWith('price')
      ? sql`(${listings.priceMinor} + 0)`
      : sql`${listings.priceMinor}`;
  if (search.priceMinor?.min !== undefined)
    conditions.push(sql`${price} >= ${search.priceMinor.min}`);
  if (search.priceMinor?.max !== undefined)
    conditions.push(sql`${price} <= ${search.priceMinor.max}`);
  if (origin && search.radiusKm !== undefined) {
    const metres = search.radiusKm * 1000;
    conditions.push(
      sql`earth_box(${origin}, ${metres}) @> ${listingPoint}`,
      sql`earth_distance(${origin}, ${listingPoint}) <= ${metres}`,
    );
  }
  if (search.sort === 'distance') conditions.push(sql`${listings.latitude} is not null`);
  for (const condition of search.conditions) conditions.push(conditionSql(condition));

  const cardColumns = {
    id: listings.id,
    section: listings.section,
    title: listings.title,
    priceMinor: listings.priceMinor,
    currency: listings.currency,
    negotiable: listings.negotiable,
    rentalPeriod: listings.rentalPeriod,
    quantity: listings.quantity,
    zipCode: listings.zipCode,
    city: listings.city,
    latitude: listings.latitude,
    longitude: listings.longitude,
    createdAt: listings.createdAt,
    createdAtText,
    distanceMetres,
    nearness: nearness ?? sql<null>`null::float8`,
    owner: ownerColumns,
    sellerProfile: sellerProfileColumns,
  };
  const after = search.after;

  if (search.sort === 'relevance' && tsquery) {
    // The matches, from the division's text index: all of them, or a sample. A subquery with its
    // own LIMIT is planned on its own, so the planner cannot walk the newest-first index and
    // filter on the way instead, which reads the whole division for a rare word…
    const matches = db
      .select({
        id: listings.id,
        createdAt: listings.createdAt,
        score: sql<number>`ts_rank(${listings.searchVector}, ${tsquery})::float8`.as('score'),
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.ownerId))
      .where(and(...conditions))
      .limit(search.rankSample ?? MATCHES_MAX)
      .as('matches');
    // …the most recent of them ranked, then the page after the cursor in rank order.
    const candidates = db
      .select({ id: matches.id, score: matches.score })
      .from(matches)
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(RELEVANCE_WINDOW)
      .as('candidates');
    return db
      .select({ ...cardColumns, score: candidates.score })
      .from(candidates)
      .innerJoin(listings, eq(listings.id, candidates.id))
      .innerJoin(users, eq(users.id, listings.ownerId))
      .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
      .where(
        after
          ? sql`(${candidates.score}, ${candidates.id}) < (${after.value}::float8, ${after.id}::uuid)`
          : undefined,
      )
      .orderBy(desc(candidates.score), desc(candidates.id))
      .limit(search.limit);
  }

  let order: SQL[];
  switch (search.sort) {
    case 'price_asc':
      order = [asc(listings.priceMinor), asc(listings.id)];
      if (after)
        conditions.push(
          sql`(${listings.priceMinor}, ${listings.id}) > (${after.value}::bigint, ${after.id}::uuid)`,
        );
      break;
    case 'price_desc':
      order = [desc(listings.priceMinor), desc(listings.id)];
      if (after)
        conditions.push(
          sql`(${listings.priceMinor}, ${listings.id}) < (${after.value}::bigint, ${after.id}::uuid)`,
        );
      break;
    case 'distance':
      order = [sql`${nearness} asc`, asc(listings.id)];
      if (after)
        conditions.push(
          sql`(${nearness}, ${listings.id}) > (${after.value}::float8, ${after.id}::uuid)`,
        );
      break;
    default:
      order = [desc(listings.createdAt), desc(listings.id)];
      if (after)
        conditions.push(
          sql`(${listings.createdAt}, ${listings.id}) < (${after.value}::timestamptz, ${after.id}::uuid)`,
        );
  }
  return db
    .select({ ...cardColumns, score: sql<number>`0::float8` })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(search.limit);
}

export function createShowroomRepository(db: Queryable) {
  return {
    /**
     * One page of public listings matching the search, in the order of its sort, after a keyset
     * position. Every sort ends with the id, so the order is total and pages never overlap.
     */
    async findListings(search: ListingSearch) {
      return db.transaction(async (tx) => {
        await tx.execute(planSettingsFor(search));
        return listingSearchQuery(tx, search);
      });
    },

    /**
     * For each typed word: whether listings use a word starting with it, and the most similar
     * listing words. Candidates share the typed word's first letter and about its length, so a
     * btree range narrows the dictionary before trigram similarity ranks them.
     */
    async spellings(words: readonly string[]): Promise<WordSpelling[]> {
      if (words.length === 0) return [];
      const typedWords = sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select typed.word,
          exists (
            select 1 from ${searchWords} s
            where s.word ~>=~ typed.word and s.word ~<~ (typed.word || chr(65535))
          ) as known,
          array(
            select s.word from ${searchWords} s
            where s.word ~>=~ left(typed.word, 1)
              and s.word ~<~ (left(typed.word, 1) || chr(65535))
              and length(s.word) between length(typed.word) - 2 and length(typed.word) + 3
              and similarity(s.word, typed.word) >= ${SIMILARITY_THRESHOLD}
            order by similarity(s.word, typed.word) desc, s.word
            limit ${CORRECTIONS_PER_WORD}
          ) as near
        from (
          select unaccent(lower(t.word)) as word, t.n
          from unnest(array[${typedWords}]::text[]) with ordinality as t(word, n)
        ) typed
        order by typed.n`);
      return rowsOf<WordSpelling>(result);
    },

    /** The first picture (lowest position) of each of the given listings. */
    async covers(listingIds: readonly string[]) {
      if (listingIds.length === 0) return [];
      return db
        .selectDistinctOn([listingMedia.listingId], {
          listingId: listingMedia.listingId,
          url: listingMedia.url,
          alt: listingMedia.alt,
        })
        .from(listingMedia)
        .where(inArray(listingMedia.listingId, [...listingIds]))
        .orderBy(listingMedia.listingId, listingMedia.position, listingMedia.id);
    },
  };
}

export type ShowroomRepository = ReturnType<typeof createShowroomRepository>;
export type FoundListingRow = Awaited<ReturnType<ShowroomRepository['findListings']>>[number];
