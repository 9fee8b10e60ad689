import { searchQuery, searchResultPage } from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import type { SearchService } from './search.service';

export interface SearchRoutesOptions {
  service: SearchService;
}

export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/search',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Search one division (a tab of /search)',
        description:
          'Public listings of one division matching `q`, best match first: full-text search (prefixes, accents ignored) and trigram similarity on titles, so a misspelled word still finds its listing. The tabs are the catalog, flea market and services (spec §1), then food, automarket and property, so every listing the top-bar suggestions show is found here. `q` is cut by the §5 search-text rule; a blank `q` is a 400.',
        tags: ['search'],
        querystring: searchQuery,
        response: { 200: searchResultPage, ...errorResponses },
      },
    },
    async (request) => service.search(request.query),
  );
};
