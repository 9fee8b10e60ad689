import {
  CROSS_SEARCH_CATEGORIES,
  CROSS_SEARCH_LISTINGS,
  CROSS_SEARCH_SUGGESTS,
  isCrossSearchEnabled,
  type CrossSearchQuery,
  type CrossSearchResult,
} from '@bazaar/contracts';
import type { CatalogService } from '../catalog';
import type { PublicListingSearch } from '../listings';
import { cardsOf } from './discovery-cards';
import { searchWordsOf, type TextMatching } from './search-text';

const CROSS_SEARCH_RANK_SAMPLE = 200;

export interface CrossSearchDependencies {
  publicListings: Pick<PublicListingSearch, 'findListings'>;
  catalog: Pick<CatalogService, 'searchCategories'>;
  textMatchOf: TextMatching;
}

/** Top-bar suggestions: best listings, matching categories and texts to search for. */
export async function crossSearch(
  { publicListings, catalog, textMatchOf }: CrossSearchDependencies,
  query: CrossSearchQuery,
): Promise<CrossSearchResult> {
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
}
