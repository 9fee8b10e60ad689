import type { SearchQuery, SearchResultPage } from '@bazaar/contracts';
import type { ShowroomService } from '../showroom';

/** The search call of the /search tabs: one division's listings, best match first. */
export function createSearchService(showroom: Pick<ShowroomService, 'listings'>) {
  return {
    async search(query: SearchQuery): Promise<SearchResultPage> {
      const page = await showroom.listings({
        section: query.division,
        q: query.q,
        sort: 'relevance',
        limit: query.limit,
        cursor: query.cursor,
      });
      return {
        division: query.division,
        q: query.q,
        items: page.items,
        next_cursor: page.next_cursor,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
