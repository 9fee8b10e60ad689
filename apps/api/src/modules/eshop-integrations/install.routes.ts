import {
  eshopClaimAttachResponse,
  eshopClaimToken,
  eshopInstallRequest,
  eshopInstallResponse,
  storePlatforms,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import type { EshopIntegrationsService } from './eshop-integrations.service';

/** Install and claim routes answer visitors and buyers themselves, with the codes of spec §8. */
const PUBLIC = { access: 'public' } as const;
const tags = ['eshop-integrations'];

/** Connecting a store: an install started from Bazaar, a claim of one started on the platform. */
export function installRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  service: EshopIntegrationsService,
): void {
  app.post(
    '/eshop-integrations/:platform/installs',
    {
      config: PUBLIC,
      schema: {
        summary: 'Start connecting a store from Bazaar',
        description:
          "Answers where the browser goes: the api's start address, which opens the platform's " +
          "consent screen. The answer sets the install's state in a signed http-only cookie; " +
          'the start address refuses a browser without it (401). Not signed in: ' +
          '401 ESHOP_INTEGRATION_NOT_SIGNED_IN; not a seller: 403 ESHOP_INTEGRATION_NOT_SELLER; ' +
          "the store on another account: 409 ESHOP_INTEGRATION_ALREADY_ADDED; the plan's " +
          'e-shop limit reached: 403 SUBSCRIPTION_LIMIT_REACHED.',
        tags,
        params: z.object({ platform: z.enum(storePlatforms) }),
        body: eshopInstallRequest,
        response: { 201: eshopInstallResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { authorize_url, state, cookies } = await service.startInstall(
        request.account ?? null,
        request.params.platform,
        request.body.store,
      );
      // The seller's own browser keeps the state; the start address requires it (ADR 0064).
      cookies.set(request, reply, state);
      return reply.code(201).send({ authorize_url });
    },
  );

  app.post(
    '/eshop-integrations/claims/:token',
    {
      config: PUBLIC,
      schema: {
        summary: 'Attach a store installed from its platform to the signed-in seller',
        description:
          'The claim comes from /app/complete-account?claim=…, valid 30 minutes, used once ' +
          '(410 after). Refusals as for installs.',
        tags,
        params: z.object({ token: eshopClaimToken }),
        response: { 200: eshopClaimAttachResponse, ...errorResponses },
      },
    },
    async (request) => ({
      connection: await service.attachClaim(request.account ?? null, request.params.token),
    }),
  );
}
