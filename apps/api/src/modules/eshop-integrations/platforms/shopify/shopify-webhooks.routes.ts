import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rawBodyOf, registerRawBodyRoutes } from '../../../../http/raw-body';
import { errorResponses } from '../../../../http/responses';
import type { EshopIntegrationsService } from '../../eshop-integrations.service';
import { eshopTags, RECEIVED, webhookReceived } from '../../platform-install';
import type { StoreEvent, StoreWebhook } from '../../store-webhooks';
import { SHOPIFY_PATH } from './shopify-addresses';
import { SHOP_DOMAIN, shopifyRefused as refused, webhookHmacValid } from './shopify-signatures';

type Routes = Parameters<FastifyPluginAsyncZod>[0];

const webhookHeaders = z.object({
  'x-shopify-hmac-sha256': z.string().max(200).optional(),
  'x-shopify-topic': z.string().max(100).optional(),
  'x-shopify-shop-domain': z.string().max(255).optional(),
  'x-shopify-webhook-id': z.string().max(200).optional(),
});

/** What a product webhook names: its GraphQL id (or the REST id it carries). */
function productIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { admin_graphql_api_id: gid, id } = body as {
    admin_graphql_api_id?: unknown;
    id?: unknown;
  };
  if (typeof gid === 'string' && gid.startsWith('gid://shopify/Product/')) return gid;
  if (typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))) {
    return `gid://shopify/Product/${id}`;
  }
  return null;
}

/**
 * The shop a webhook's body names, for the topics that act on a whole shop: app/uninstalled
 * carries the Shop resource (`myshopify_domain`), the privacy topics `shop_domain`. Shopify signs
 * the body, not the headers, with the app's one secret, so only the body proves which shop a
 * delivery is about (issue 33): a captured body re-sent under another shop's
 * `X-Shopify-Shop-Domain` must not act on that shop. Product topics name no shop; their ids are
 * Shopify-wide and each is fetched again from the named shop's own API, so another shop's header
 * finds nothing of theirs to change. `undefined`: the topic carries no shop; `null`: it should
 * and does not.
 */
export function shopOfWebhook(topic: string, body: unknown): string | null | undefined {
  const field =
    topic === 'app/uninstalled'
      ? 'myshopify_domain'
      : topic === 'shop/redact' || topic.startsWith('customers/')
        ? 'shop_domain'
        : undefined;
  if (!field) return undefined;
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : null;
  return typeof value === 'string' && SHOP_DOMAIN.test(value) ? value.toLowerCase() : null;
}

/** What a Shopify topic asks of the core. */
function eventOf(topic: string, body: unknown): StoreEvent {
  switch (topic) {
    case 'products/create':
    case 'products/update':
    case 'products/delete': {
      const productId = productIdOf(body);
      if (!productId) return { kind: 'nothing' };
      return {
        kind: topic === 'products/delete' ? 'product-deleted' : 'product-changed',
        productId,
      };
    }
    case 'app/uninstalled':
      return { kind: 'uninstalled' };
    case 'shop/redact':
      return { kind: 'store-redacted' };
    // Bazaar keeps no data of a Shopify store's customers: nothing to send or erase.
    case 'customers/data_request':
    case 'customers/redact':
    default:
      return { kind: 'nothing' };
  }
}

/** A delivery Shopify signed for this app, and the shop it proves it is about; else a 401. */
function verifiedWebhook(
  raw: string,
  headers: z.infer<typeof webhookHeaders>,
  clientSecret: string,
): StoreWebhook {
  if (!webhookHmacValid(raw, headers['x-shopify-hmac-sha256'], clientSecret)) throw refused();
  const shop = headers['x-shopify-shop-domain']?.toLowerCase();
  const topic = headers['x-shopify-topic'];
  const deliveryId = headers['x-shopify-webhook-id'];
  if (!shop || !SHOP_DOMAIN.test(shop) || !topic || !deliveryId) throw refused();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    body = null;
  }
  // The header is not signed: the shop a whole-shop topic acts on must be the body's.
  const bodyShop = shopOfWebhook(topic, body);
  if (bodyShop !== undefined && bodyShop !== shop) throw refused();
  return { deliveryId, storeKey: shop, event: eventOf(topic, body) };
}

/** POST …/webhooks: verified over the raw body, each delivery handled once. */
export async function shopifyWebhookRoutes(
  app: Routes,
  {
    service,
    clientSecret,
  }: { service: Pick<EshopIntegrationsService, 'receiveWebhook'>; clientSecret: string },
): Promise<void> {
  // The signature covers the body as sent, so webhooks read it as text, untouched.
  await registerRawBodyRoutes(app, '*', (webhooks) => {
    webhooks.post(
      `${SHOPIFY_PATH}/webhooks`,
      {
        config: { access: 'public' },
        schema: {
          summary: "Shopify's webhooks",
          description:
            'Verified by `X-Shopify-Hmac-Sha256` over the raw body (wrong: 401), handled once per ' +
            '`X-Shopify-Webhook-Id`. The shop of app/uninstalled, shop/redact and the privacy ' +
            'topics is the one their body names, which must be `X-Shopify-Shop-Domain` (else ' +
            '401: the header is not signed). products/create, products/update and products/delete keep ' +
            'imported listings current; app/uninstalled pauses them and tells the seller; the ' +
            'privacy topics customers/data_request and customers/redact find no customer data ' +
            '(Bazaar keeps none from Shopify); shop/redact erases what is kept of the shop.',
          tags: eshopTags,
          headers: webhookHeaders,
          response: { 200: webhookReceived, ...errorResponses },
        },
      },
      async (request) => {
        const headers = request.headers as z.infer<typeof webhookHeaders>;
        await service.receiveWebhook(
          'shopify',
          verifiedWebhook(rawBodyOf(request), headers, clientSecret),
        );
        return RECEIVED;
      },
    );
  });
}
