import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../../db/client';
import { searchWords } from '../../../db/schema/search-words';
import {
  type WordSpelling,
  type ListingSearch,
  RELEVANCE_WINDOW,
  nearestReachQuery,
  newestMatchCountQuery,
  listingSearchQuery,
  searchShape,
} from './search-query';
import { searchValues, type Bind } from './search-values';

/**
 * How similar (pg_trgm similarity) a dictionary word must be to a typed word to count as its
 * correction: low enough that one wrong, missing or swapped letter in a short word still finds
 * it ("kiik" → "kivik", "iphnoe" → "iphone").
 */
const SIMILARITY_THRESHOLD = 0.25;
const CORRECTIONS_PER_WORD = 3;

/**
 * Suggestions look for their sample among this many of the division's newest listings first:
 * a common word's matches are there (read newest first, a millisecond), while the text index
 * would list every one of its tens of thousands of matches before handing out the first. Only
 * when the window holds too few matches for a page is the text index asked.
 */
export const SUGGESTION_WINDOW = 600;
/**
 * A text is common when at least COMMON_TEXT_SHARE of the division's COMMON_TEXT_PROBE newest
 * listings match it. Its relevance candidates (the RELEVANCE_WINDOW newest matches) are then
 * read from the newest listings, newest first, among at most COMMON_TEXT_WINDOW of them (where a
 * text that common has about RELEVANCE_WINDOW matches), instead of the text index listing all of
 * its tens of thousands of matches to find the newest. The first look is deterministic, so every
 * page of a search takes the same way.
 */
const COMMON_TEXT_PROBE = 500;
const COMMON_TEXT_SHARE = 0.05;
const COMMON_TEXT_WINDOW = Math.ceil(RELEVANCE_WINDOW / COMMON_TEXT_SHARE);
/** Beyond this many shapes of search, new shapes run unprepared (planned on every run). */
const PREPARED_SHAPES_MAX = 500;
/** Statement names are unique in the process: repositories may share a connection pool. */
let preparedStatements = 0;

interface PreparableQuery<TResult> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<TResult> };
  execute(values?: Record<string, unknown>): Promise<TResult>;
}

export type FoundListingRow = Awaited<ReturnType<typeof listingSearchQuery>>[number];

/** How many times a page of distinct titles is read: five ads of one name still leave six. */
const DISTINCT_TITLE_READ = 2;

/** The first (best ranked) row of each title, case ignored, in the rows' order. */
export function bestOfEachTitle<TRow extends { title: string }>(rows: readonly TRow[]): TRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = row.title.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function createPublicListingSearch(
  db: Queryable,
  {
    suggestionWindow = SUGGESTION_WINDOW,
    commonTextProbe = COMMON_TEXT_PROBE,
    commonTextWindow = COMMON_TEXT_WINDOW,
  }: { suggestionWindow?: number; commonTextProbe?: number; commonTextWindow?: number } = {},
) {
  const statements = new Map<
    string,
    { execute(values?: Record<string, unknown>): Promise<unknown> }
  >();

  /**
   * Runs a search's query as the prepared statement of its shape: PostgreSQL plans a shape once
   * (for any values) instead of on every request, and the query's text is built once.
   */
  function runPrepared<TResult>(
    shape: string,
    build: (bind: Bind) => PreparableQuery<TResult>,
  ): Promise<TResult> {
    const { bind, values } = searchValues();
    const query = build(bind);
    const statement = statements.get(shape);
    if (statement) return statement.execute(values) as Promise<TResult>;
    if (statements.size >= PREPARED_SHAPES_MAX) return query.execute(values);
    const fresh = query.prepare(`showroom_${(preparedStatements += 1)}`);
    statements.set(shape, fresh);
    return fresh.execute(values);
  }

  const page = (search: ListingSearch) =>
    runPrepared(searchShape('page', search), (bind) => listingSearchQuery(db, search, bind));

  /**
   * The rows of `findListings` before titles are made distinct. `enough` tells whether the
   * window of newest listings answered a suggestion (by default: a full page of rows).
   */
  async function rankedListings(
    search: ListingSearch,
    enough = (rows: readonly FoundListingRow[]) => rows.length >= search.limit,
  ): Promise<FoundListingRow[]> {
    if (search.sort === 'distance' && !search.text) {
      // Nearest first: how far the page reaches, then the listings within that distance in
      // the order of distance and id (every listing tied with the last one is among them).
      const reach = await runPrepared(searchShape('reach', search), (bind) =>
        nearestReachQuery(db, search, bind),
      );
      const last = reach.at(-1);
      if (!last) return [];
      return page({ ...search, nearnessAtMost: last.nearness });
    }
    if (search.text && search.rankSample !== undefined) {
      const recent = await page({ ...search, recentWindow: suggestionWindow });
      if (enough(recent)) return recent;
    }
    if (search.text && search.sort === 'relevance' && search.rankSample === undefined) {
      const [probe] = await runPrepared(searchShape('probe', search), (bind) =>
        newestMatchCountQuery(db, search, commonTextProbe, bind),
      );
      if ((probe?.matches ?? 0) >= commonTextProbe * COMMON_TEXT_SHARE)
        return page({ ...search, recentWindow: commonTextWindow, rankSample: RELEVANCE_WINDOW });
    }
    return page(search);
  }

  return {
    /**
     * One page of public listings matching the search, in the order of its sort, after a keyset
     * position. Every sort ends with the id, so the order is total and pages never overlap.
     */
    async findListings(search: ListingSearch): Promise<FoundListingRow[]> {
      if (!search.distinctTitles) return rankedListings(search);
      // DISTINCT_TITLE_READ times the page, read best first, and the best listing of each title
      // kept: a DISTINCT ON in the query would check the owner of every ranked candidate (the
      // sample's 200) before the first row, where this checks a dozen.
      // The window of newest listings answers when it holds the rows read, or a page of
      // distinct titles in fewer rows: the text index is asked only when both are missing.
      const read = search.limit * DISTINCT_TITLE_READ;
      const rows = await rankedListings(
        { ...search, limit: read },
        (recent) => recent.length >= read || bestOfEachTitle(recent).length >= search.limit,
      );
      return bestOfEachTitle(rows).slice(0, search.limit);
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
      // The similar words are looked up only for a word no listing word starts with: the
      // service uses them only then.
      const result = await db.execute(sql`
        select typed.word, typed.known,
          case when typed.known then array[]::text[] else array(
            select s.word from ${searchWords} s
            where s.word ~>=~ left(typed.word, 1)
              and s.word ~<~ (left(typed.word, 1) || chr(65535))
              and length(s.word) between length(typed.word) - 2 and length(typed.word) + 3
              and similarity(s.word, typed.word) >= ${SIMILARITY_THRESHOLD}
            order by similarity(s.word, typed.word) desc, s.word
            limit ${CORRECTIONS_PER_WORD}
          ) end as near
        from (
          select words.word, words.n, exists (
            select 1 from ${searchWords} s
            where s.word ~>=~ words.word and s.word ~<~ (words.word || chr(65535))
          ) as known
          from (
            select unaccent(lower(t.word)) as word, t.n
            from unnest(array[${typedWords}]::text[]) with ordinality as t(word, n)
          ) words
        ) typed
        order by typed.n`);
      return rowsOf<WordSpelling>(result);
    },
  };
}

export type PublicListingSearch = ReturnType<typeof createPublicListingSearch>;
