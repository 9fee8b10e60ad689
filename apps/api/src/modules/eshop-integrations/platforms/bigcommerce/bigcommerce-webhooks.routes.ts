import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../http/responses';
import type { EshopIntegrationsService } from '../../eshop-integrations.service';
import { eshopTags, RECEIVED, webhookReceived } from '../../platform-install';
import type { StoreEvent, StoreWebhook } from '../../store-webhooks';
import { BIGCOMMERCE_PATH } from './bigcommerce-addresses';
import { HOOK_SECRET_HEADER, type BigCommerceClient } from './bigcommerce-client';
import { bigcommerceRefused as refused, STORE_HASH } from './signed-payload';

type Routes = Parameters<FastifyPluginAsyncZod>[0];

/** A webhook's callback body (the fields read; BigCommerce's payload is lightweight). */
const hookBody = z.object({
  scope: z.string().max(200),
  producer: z.string().regex(/^stores\/[a-z0-9]{1,40}$/),
  hash: z.string().max(200).optional(),
  created_at: z.number().int().nonnegative(),
  store_id: z.string().max(40).optional(),
  data: z.object({ type: z.string().max(50).optional(), id: z.number().int().positive() }).loose(),
});
type HookBody = z.infer<typeof hookBody>;

/** What a product hook's scope asks of the core. */
function eventOf({ scope, data }: HookBody): StoreEvent {
  const productId = String(data.id);
  if (scope === 'store/product/created' || scope === 'store/product/updated') {
    return { kind: 'product-changed', productId };
  }
  if (scope === 'store/product/deleted') return { kind: 'product-deleted', productId };
  return { kind: 'nothing' };
}

/**
 * A hook carrying its store's secret (set on Bazaar's hooks), else a 401. BigCommerce sends no
 * delivery id: an event is its producer, scope, hash, time and product.
 */
function verifiedWebhook(
  client: BigCommerceClient,
  body: HookBody,
  secret: string | undefined,
): StoreWebhook {
  const storeHash = body.producer.slice('stores/'.length);
  if (!STORE_HASH.test(storeHash) || !client.isHookSecret(storeHash, secret)) throw refused();
  const deliveryId = `hook:${createHash('sha256')
    .update([body.producer, body.scope, body.hash ?? '', body.created_at, body.data.id].join('|'))
    .digest('base64url')}`;
  return { deliveryId, storeKey: storeHash, event: eventOf(body) };
}

/** POST …/webhooks: BigCommerce's product webhooks, each event handled once. */
export function bigcommerceWebhookRoutes(
  fastify: Routes,
  {
    service,
    client,
  }: { service: Pick<EshopIntegrationsService, 'receiveWebhook'>; client: BigCommerceClient },
): void {
  fastify.post(
    `${BIGCOMMERCE_PATH}/webhooks`,
    {
      config: { access: 'public' },
      schema: {
        summary: "BigCommerce's product webhooks",
        description:
          `Checked by the \`${HOOK_SECRET_HEADER}\` header set on Bazaar's hooks (a secret per ` +
          'store; wrong or missing: 401). Each event (producer, scope, hash, created_at) is ' +
          'handled once. store/product/created and store/product/updated re-read the product; ' +
          'store/product/deleted removes its listing.',
        tags: eshopTags,
        headers: z.object({ [HOOK_SECRET_HEADER]: z.string().max(200).optional() }),
        body: hookBody,
        response: { 200: webhookReceived, ...errorResponses },
      },
    },
    async (request) => {
      const secret = (request.headers as Record<string, string | undefined>)[HOOK_SECRET_HEADER];
      await service.receiveWebhook('bigcommerce', verifiedWebhook(client, request.body, secret));
      return RECEIVED;
    },
  );
}
