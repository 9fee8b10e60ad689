import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShoplineAppConfig } from '../../../../config';
import { UnauthorizedError, ValidationError } from '../../../../errors';
import { rawBodyOf, registerRawBodyRoutes } from '../../../../http/raw-body';
import { errorResponses } from '../../../../http/responses';
import type { EshopIntegrationsService } from '../../eshop-integrations.service';
import { eshopTags, RECEIVED, webhookReceived } from '../../platform-install';
import type { StoreEvent, StoreWebhook } from '../../store-webhooks';
import { BAD_SIGN, SHOPLINE_WEBHOOK_PATH } from './shopline-addresses';
import { shoplineHandle } from './shopline-admin-api';
import { sameText, verifyWebhookHmac } from './shopline-signature';

type Routes = Parameters<FastifyPluginAsyncZod>[0];

const webhookHeaders = z.object({
  'x-shopline-hmac-sha256': z.string().max(200).optional(),
  'x-shopline-topic': z.string().max(200).optional(),
  'x-shopline-webhook-id': z.string().max(200).optional(),
  'x-shopline-shop-domain': z.string().max(300).optional(),
});
type WebhookHeaders = z.infer<typeof webhookHeaders>;

const UNINSTALL_TOPIC = 'apps/installed_uninstalled';
const NOT_THIS_STORE = 'This webhook does not prove which SHOPLINE store it is about.';

/**
 * The store a webhook is about, or null when it is not proved. SHOPLINE signs the body, not the
 * headers, with the app's one secret, so `X-Shopline-Shop-Domain` (`{handle}.myshopline.com`)
 * alone proves nothing (issue 33: a captured uninstall re-sent under another store's header
 * marked that seller's store as removed). The uninstall, which acts on the whole store, names
 * its store (`handle`) and app (`appkey`) in the body: they must be the header's and this app's.
 * Product topics name no store (their `handle`, when present, is the product's): their ids are
 * fetched again from the header's store's own API, where another store's product is not found.
 */
function webhookHandle(
  topic: string,
  domain: string | undefined,
  body: Record<string, unknown>,
  appKey: string,
): string | null {
  const fromDomain = /^([a-z0-9-]{1,63})\.myshopline\.com$/i.exec(domain ?? '')?.[1]?.toLowerCase();
  let handle = fromDomain;
  if (topic === UNINSTALL_TOPIC) {
    const fromBody = typeof body['handle'] === 'string' ? body['handle'].toLowerCase() : undefined;
    if (!fromBody || (fromDomain !== undefined && fromDomain !== fromBody)) return null;
    if (typeof body['appkey'] === 'string' && !sameText(body['appkey'], appKey)) return null;
    handle = fromBody;
  }
  const parsed = shoplineHandle.safeParse(handle ?? '');
  return parsed.success ? parsed.data : null;
}

/** What a SHOPLINE topic asks of the core; other topics the app may get change nothing. */
function eventOf(topic: string, body: Record<string, unknown>): StoreEvent {
  const productId =
    typeof body['id'] === 'string' || typeof body['id'] === 'number' ? String(body['id']) : '';
  switch (topic) {
    case UNINSTALL_TOPIC:
      return String(body['operate'] ?? '').toUpperCase() === 'UNINSTALL'
        ? { kind: 'uninstalled' }
        : { kind: 'nothing' };
    case 'products/create':
    case 'products/update':
      return productId ? { kind: 'product-changed', productId } : { kind: 'nothing' };
    case 'products/delete':
      return productId ? { kind: 'product-deleted', productId } : { kind: 'nothing' };
    default:
      return { kind: 'nothing' };
  }
}

/** The webhook's JSON body (an object; anything else reads as empty), or a 400. */
function jsonBody(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    throw new ValidationError([{ field: 'body', message: 'must be JSON' }]);
  }
}

/** A delivery SHOPLINE signed for this app, and the store it proves it is about; else 401/400. */
function verifiedWebhook(
  raw: string,
  headers: WebhookHeaders,
  app: ShoplineAppConfig,
): StoreWebhook {
  if (!verifyWebhookHmac(raw, headers['x-shopline-hmac-sha256'], app.appSecret)) {
    throw new UnauthorizedError(BAD_SIGN);
  }
  const deliveryId = headers['x-shopline-webhook-id']?.trim();
  const topic = headers['x-shopline-topic']?.trim().toLowerCase();
  if (!deliveryId || !topic) {
    throw new ValidationError([
      {
        field: deliveryId ? 'x-shopline-topic' : 'x-shopline-webhook-id',
        message: 'is required',
      },
    ]);
  }
  const body = jsonBody(raw);
  const handle = webhookHandle(topic, headers['x-shopline-shop-domain'], body, app.appKey);
  if (!handle) throw new UnauthorizedError(NOT_THIS_STORE);
  return { deliveryId, storeKey: handle, event: eventOf(topic, body) };
}

/** POST /webhooks: verified over the raw body, each delivery handled once. */
export async function shoplineWebhookRoutes(
  fastify: Routes,
  {
    app,
    service,
  }: { app: ShoplineAppConfig; service: Pick<EshopIntegrationsService, 'receiveWebhook'> },
): Promise<void> {
  // The signature covers the body as sent, so this route reads it as text, untouched.
  await registerRawBodyRoutes(fastify, 'application/json', (webhook) => {
    webhook.post(
      SHOPLINE_WEBHOOK_PATH,
      {
        config: { access: 'public' },
        schema: {
          summary: "SHOPLINE's webhooks: uninstall, product create/update/delete",
          description:
            'Verified by `X-Shopline-Hmac-Sha256` (HMAC-SHA256 of the raw body with the app ' +
            'secret; 401 when wrong, nothing changes). Each `X-Shopline-Webhook-Id` is handled ' +
            'once; a repeat answers 200 and does nothing. The uninstall’s store is its body’s ' +
            '`handle`, which must be `X-Shopline-Shop-Domain`’s (the header is not signed; else ' +
            '401, nothing changes). `apps/installed_uninstalled` with ' +
            "`operate: UNINSTALL` pauses the store's listings and tells the seller; product " +
            'topics refresh or remove the imported listing.',
          tags: eshopTags,
          headers: webhookHeaders,
          response: { 200: webhookReceived, ...errorResponses },
        },
      },
      async (request) => {
        const headers = request.headers as WebhookHeaders;
        await service.receiveWebhook('shopline', verifiedWebhook(rawBodyOf(request), headers, app));
        return RECEIVED;
      },
    );
  });
}
