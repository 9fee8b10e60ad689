import {
  howToSellEditorGuides,
  howToSellGuide,
  howToSellQuery,
  pickLocale,
  requestHeaders,
  saveHowToSellBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { auditActorOf } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
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

  app.get(
    '/admin/how-to-sell',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'The how-to-sell guide in every language, for the editor',
        tags: ['content'],
        response: { 200: howToSellEditorGuides, ...errorResponses },
      },
    },
    async () => service.editorGuides(),
  );

  app.put(
    '/admin/how-to-sell',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Save the how-to-sell guide',
        description:
          'Each language’s whole list in its new order: paragraphs without `id` are added, those left out are deleted. Markup is stripped. Every change is in the audit trail.',
        tags: ['content'],
        body: saveHowToSellBody,
        response: { 200: howToSellEditorGuides, ...errorResponses },
      },
    },
    async (request) => service.save(auditActorOf(request), request.body),
  );
};
