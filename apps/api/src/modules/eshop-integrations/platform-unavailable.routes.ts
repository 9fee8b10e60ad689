import { eshopPlatformUnavailablePath, type StorePlatform } from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browserRoute } from './platform-install';

export interface PlatformUnavailableOptions {
  platform: StorePlatform;
  /** Where the web is: its page says the platform is not available. */
  publicUrl: string;
}

/**
 * A platform without an app on this marketplace (its credentials unset) has no routes of its
 * own; a browser sent to one of its entry points (the web's `/app/…` redirect there) lands on
 * the web's page saying so, not on a bare 404 envelope.
 */
export const platformUnavailableRoutes: FastifyPluginAsyncZod<PlatformUnavailableOptions> = async (
  app,
  { platform, publicUrl },
) => {
  app.get(
    `/eshop-integrations/${platform}/*`,
    {
      ...browserRoute,
      schema: {
        ...browserRoute.schema,
        summary: `${platform} entry points while ${platform} is not configured`,
        description: "Sends the browser to the web's page saying the platform is not available.",
      },
    },
    async (_request, reply) =>
      reply.redirect(`${publicUrl}${eshopPlatformUnavailablePath(platform)}`, 302),
  );
};
