import { pingResponse } from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';

export interface PingRoutesOptions {
  version: string;
  startedAt: Date;
}

export const pingRoutes: FastifyPluginAsyncZod<PingRoutesOptions> = async (app, options) => {
  const answer = { version: options.version, started_at: options.startedAt.toISOString() };

  app.get(
    '/ping',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Version and start time of the api',
        tags: ['system'],
        response: { 200: pingResponse, ...errorResponses },
      },
    },
    async () => answer,
  );
};
