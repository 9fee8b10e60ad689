import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EshopIntegrationsService } from '../../eshop-integrations.service';
import type { InstallCookies } from '../../install-cookie';
import { browserRoute, type PlatformInstall } from '../../platform-install';
import { BIGCOMMERCE_PATH } from './bigcommerce-addresses';
import type { BigCommerceClient } from './bigcommerce-client';
import { BigCommerceApiError } from './bigcommerce-store-api';
import { bigcommerceRefused as refused } from './signed-payload';

type Routes = Parameters<FastifyPluginAsyncZod>[0];

export interface BigCommerceInstallContext {
  service: Pick<EshopIntegrationsService, 'beginInstall' | 'stateMatches'>;
  client: BigCommerceClient;
  cookies: InstallCookies;
  install: PlatformInstall;
}

const authQuery = z.object({
  code: z.string().min(1).max(512),
  scope: z.string().max(2_000),
  context: z.string().regex(/^stores\/[a-z0-9]{1,40}$/),
  account_uuid: z.string().max(100).optional(),
});

/** The auth callback's code → the store's grant at the login service; a refused code is a 401. */
async function exchangeCode(
  request: FastifyRequest,
  client: BigCommerceClient,
  callback: { code: string; scope: string; context: string },
) {
  try {
    return await client.exchangeCode(callback);
  } catch (error) {
    if (error instanceof BigCommerceApiError && error.status < 500) {
      request.log.warn({ status: error.status }, 'BigCommerce refused the code of an install');
      throw refused();
    }
    throw error;
  }
}

/**
 * The install's state: this browser's, when it began an install in Bazaar for this store; else
 * a new one, with no seller known yet (opened from BigCommerce, or another store chosen there).
 */
async function stateFor(
  request: FastifyRequest,
  { service, cookies }: BigCommerceInstallContext,
  storeHash: string,
): Promise<string> {
  const cookieState = cookies.read(request);
  if (cookieState && (await service.stateMatches('bigcommerce', cookieState, storeHash))) {
    return cookieState;
  }
  return (await service.beginInstall('bigcommerce', storeHash, null)).state;
}

/** GET …/install: BigCommerce's install page for an install begun in Bazaar. */
function installRoute(fastify: Routes, { client, install }: BigCommerceInstallContext): void {
  fastify.get(
    `${BIGCOMMERCE_PATH}/install`,
    {
      ...browserRoute,
      schema: {
        ...browserRoute.schema,
        summary: "Open BigCommerce's install page for an install begun in Bazaar",
        description:
          'Only in the browser that began it: the state cookie set by POST …/installs must ' +
          'carry this state, else 401 and nothing changes.',
        querystring: z.object({ state: z.string().min(20).max(100) }),
      },
    },
    async (request, reply) => {
      await install.resume(request, request.query.state);
      return reply.redirect(client.installUrl(), 302);
    },
  );
}

/** GET …/auth: BigCommerce's auth callback, the store's install completed. */
function authRoute(fastify: Routes, context: BigCommerceInstallContext): void {
  const { client, install } = context;
  fastify.get(
    `${BIGCOMMERCE_PATH}/auth`,
    {
      ...browserRoute,
      schema: {
        ...browserRoute.schema,
        summary: "BigCommerce's auth callback: the store's install is completed",
        description:
          'Query as BigCommerce sends it: `code`, `scope`, `context` (`stores/{hash}`). The code ' +
          'is exchanged at the login service (a refused code is a 401 and nothing is stored); the ' +
          'store is attached to the seller who began the install in Bazaar (state cookie), or ' +
          'kept in a claim and the browser sent to /app/complete-account.',
        querystring: authQuery,
      },
    },
    async (request, reply) => {
      const { code, scope, context: store } = request.query;
      const { storeHash, tokens } = await exchangeCode(request, client, {
        code,
        scope,
        context: store,
      });
      const identity = await client.storeIdentity(storeHash, tokens);
      await client.registerWebhooks(storeHash, tokens);
      const state = await stateFor(request, context, storeHash);
      return reply.redirect(
        await install.complete(request, reply, state, { identity, tokens }),
        302,
      );
    },
  );
}

/** BigCommerce's side of the install flow: a Bazaar install's start, the auth callback. */
export function bigcommerceInstallRoutes(
  fastify: Routes,
  context: BigCommerceInstallContext,
): void {
  installRoute(fastify, context);
  authRoute(fastify, context);
}
