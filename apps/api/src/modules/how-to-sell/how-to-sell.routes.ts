import { howToSellGuide, howToSellQuery, pickLocale, requestHeaders } from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import type { HowToSellService } from './how-to-sell.service';

export interface HowToSellRoutesOptions {
  service: HowToSellService;
}

export const howToSellRoutes: FastifyPluginAsyncZod<HowToSellRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/how-to-sell',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The how-to-sell guide, paragraph by paragraph',
        description:
          'In the language of `locale`, else of the Accept-Language header; a language without its own paragraphs gets the English ones.',
        tags: ['content'],
        querystring: howToSellQuery,
        response: { 200: howToSellGuide, ...errorResponses },
      },
    },
    async (request) =>
      service.guide(request.query.locale ?? pickLocale(request.headers[requestHeaders.language])),
  );
};
