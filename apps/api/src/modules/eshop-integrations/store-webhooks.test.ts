import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eshopWebhookDeliveries } from '../../db/schema/eshop-integrations';
import { eventually, signUpSeller, type SignedIn } from '../../test/accounts';
import { demoShops, type StandInShop } from '../../test/stand-ins/shopify-stand-in';
import { CLIENT_SECRET, eshopTestApp } from './eshop-integrations.test-kit';
import { signWebhook } from './platforms/shopify/shopify-signatures';

const { app, standIn, importingCalls, connectionsOf, connected, removalNotices, liveRows } =
  eshopTestApp();

describe("Shopify's webhooks", () => {
  let seller: SignedIn;
  let connectionId: string;
  const shop: StandInShop = {
    ...demoShops()[0]!,
    domain: 'webhooks.myshopify.com',
    name: 'Webhook store',
  };

  /** A webhook of the shop as Shopify posts it, signed with the app's secret unless told. */
  const deliverWebhook = (
    topic: string,
    id: string,
    payload: string,
    signature = signWebhook(payload, CLIENT_SECRET),
  ) =>
    app().inject({
      method: 'POST',
      url: '/api/eshop-integrations/shopify/webhooks',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': topic,
        'x-shopify-shop-domain': shop.domain,
        'x-shopify-webhook-id': id,
        'x-shopify-hmac-sha256': signature,
      },
      payload,
    });

  beforeAll(async () => {
    standIn().shops.set(shop.domain, shop);
    seller = await signUpSeller(app());
    connectionId = (await connected(seller, shop.domain)).id;
  });

  it('applies a product update once, however often it is delivered', async () => {
    const delivery = await standIn().updateProduct(shop.domain, 7002, { price: '14.25' });
    expect(delivery.status).toBe(200);
    expect(await standIn().redeliver(delivery)).toBe(200);
    expect(await standIn().redeliver(delivery)).toBe(200);
    const applied = await eventually(
      () => (importingCalls.applied.length > 0 ? importingCalls.applied : undefined),
      15_000,
    );
    // Give a second job the time it would need to show up.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(importingCalls.applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ sellerId: seller.userId, connectionId });
    expect(applied[0]!.product.variants[0]!.price_minor).toBe(1425);
    const stored = await app()
      .db.select()
      .from(eshopWebhookDeliveries)
      .where(eq(eshopWebhookDeliveries.deliveryId, delivery.webhookId));
    expect(stored).toHaveLength(1);
  });

  it('removes a deleted product through importing', async () => {
    const delivery = await standIn().deleteProduct(shop.domain, 7004);
    expect(delivery.status).toBe(200);
    const removed = await eventually(
      () => (importingCalls.removed.length > 0 ? importingCalls.removed : undefined),
      15_000,
    );
    expect(removed).toEqual([
      { sellerId: seller.userId, connectionId, externalId: 'gid://shopify/Product/7004' },
    ]);
  });

  it('refuses a wrong signature with 401 and records nothing', async () => {
    const body = JSON.stringify({ id: 7001, admin_graphql_api_id: 'gid://shopify/Product/7001' });
    const forged = await deliverWebhook(
      'products/update',
      'forged-1',
      body,
      signWebhook(body, 'not the secret'),
    );
    expect(forged.statusCode).toBe(401);
    const reformatted = await deliverWebhook(
      'products/update',
      'forged-2',
      body,
      signWebhook(`${body} `, CLIENT_SECRET),
    );
    expect(reformatted.statusCode).toBe(401);
    const deliveries = await app()
      .db.select()
      .from(eshopWebhookDeliveries)
      .where(eq(eshopWebhookDeliveries.deliveryId, 'forged-1'));
    expect(deliveries).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(importingCalls.applied).toHaveLength(0);

    // The privacy webhooks are answered (Bazaar keeps no customer data of a store).
    for (const topic of ['customers/data_request', 'customers/redact']) {
      const payload = JSON.stringify({ shop_domain: shop.domain, customer: { id: 1 } });
      const response = await deliverWebhook(topic, `${topic}-1`, payload);
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses a captured app/uninstalled of another shop re-sent under this shop’s header', async () => {
    const deliveriesBefore = await app().db.$count(eshopWebhookDeliveries);
    // Another shop's uninstall, signed by Shopify with the app's secret as every webhook is.
    const captured = {
      id: 2,
      name: 'Another store',
      domain: 'another-store.myshopify.com',
      myshopify_domain: 'another-store.myshopify.com',
    };
    const replayed = await standIn().sendWebhook(shop.domain, 'app/uninstalled', captured);
    expect(replayed.status).toBe(401);
    // Nor does a body that names no shop, or a redaction of another shop.
    const nameless = await standIn().sendWebhook(shop.domain, 'app/uninstalled', { id: 1 });
    expect(nameless.status).toBe(401);
    const redact = await standIn().sendWebhook(shop.domain, 'shop/redact', {
      shop_id: 2,
      shop_domain: 'another-store.myshopify.com',
    });
    expect(redact.status).toBe(401);

    const [connection] = (await connectionsOf(seller)).filter((c) => c.id === connectionId);
    expect(connection!.state).toBe('connected');
    expect(importingCalls.paused).toEqual([]);
    expect(await app().db.$count(eshopWebhookDeliveries)).toBe(deliveriesBefore);
  });

  it('pauses the listings and tells the seller once when the app is uninstalled', async () => {
    const delivery = await standIn().uninstall(shop.domain);
    expect(delivery.status).toBe(200);
    expect(await standIn().redeliver(delivery)).toBe(200);
    // Shopify may also send a second uninstall under another id.
    const again = { id: 1, name: shop.name, myshopify_domain: shop.domain };
    expect((await standIn().sendWebhook(shop.domain, 'app/uninstalled', again)).status).toBe(200);

    expect(importingCalls.paused).toEqual([{ sellerId: seller.userId, connectionId }]);
    const [connection] = (await connectionsOf(seller)).filter((c) => c.id === connectionId);
    expect(connection!.state).toBe('removed_by_platform');
    const notices = await removalNotices(seller);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'eshop_integration',
      metadata: { eshop_id: connectionId },
    });
    const [row] = await liveRows(shop.domain);
    expect(row!.accessTokenSealed).toBeNull();
    expect(await app().eshopIntegrations.providersOf(seller.userId)).toEqual([]);

    // shop/redact, 48 hours later, finds nothing left to erase and answers.
    const payload = JSON.stringify({ shop_id: 1, shop_domain: shop.domain });
    const redact = await deliverWebhook('shop/redact', 'redact-1', payload);
    expect(redact.statusCode).toBe(200);

    // Connecting the store again brings the same connection back.
    const back = await connected(seller, shop.domain);
    expect(back.id).toBe(connectionId);
  });
});
