import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '@bazaar/contracts';
import sharp from 'sharp';
import { readRequestText } from '../../lib/request-text';

/*
 * A local stand-in for Shopify (issue 20, ADR 0064): the part of Shopify's protocol Bazaar's
 * Shopify client speaks, with demo stores, so the API tests, the browser journeys and anyone
 * trying the flow offline go through the same code as with Shopify. Each shop lives under
 * `http://<host>:<port>/<shop domain>` (Bazaar's SHOPIFY_SHOP_BASE_URL is
 * `http://<host>:<port>/{shop}`):
 * - GET  /<shop>/admin/oauth/authorize — the consent screen, an HTML page with an Install
 *   button that redirects back with code, hmac (hex, the app secret), host, shop, state and
 *   timestamp, as Shopify does;
 * - POST /<shop>/admin/oauth/access_token — code → token (expiring offline tokens with
 *   `expiring=1`) and refresh_token grants, rotating the refresh token;
 * - POST /<shop>/admin/api/<version>/graphql.json — the shop, products (cursor paging) and a
 *   product, with Shopify's cost extensions and its leaky bucket (THROTTLED when empty);
 * - DELETE /<shop>/admin/api_permissions/current.json — removes the app's grant, then sends
 *   app/uninstalled as Shopify does;
 * - GET /<shop>/admin/apps/bazaar — the merchant installs the app from Shopify: a signed
 *   redirect (hmac, host, shop, timestamp) to Bazaar's app URL;
 * - GET /_media/<shop>/<n>.png — the products' pictures;
 * - webhooks signed with X-Shopify-Hmac-Sha256 (base64 HMAC-SHA256 of the raw body), sent to
 *   the configured address by `sendWebhook`, `updateProduct`, `deleteProduct`, `uninstall`; the
 *   same delivery can be sent again (`redeliver`) with the same X-Shopify-Webhook-Id;
 * - POST /_control/<shop>/products/<n> {price?, title?, quantity?} and
 *   POST /_control/<shop>/uninstall — the same from outside (the offline demo, browser journeys).
 * Everything lives in memory.
 */

export interface StandInVariant {
  id: number;
  title: string;
  sku: string | null;
  /** Decimal, as Shopify sends it. */
  price: string;
  quantity: number;
}

export interface StandInProduct {
  id: number;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  collections: { id: number; title: string }[];
  variants: StandInVariant[];
  /** Pictures served by the stand-in. */
  pictures: number;
  updatedAt: string;
}

export interface StandInShop {
  domain: string;
  name: string;
  currency: string;
  products: StandInProduct[];
}

export interface ShopifyStandInOptions {
  host?: string;
  /** 0: any free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  /** Where webhooks go (Bazaar's /api/eshop-integrations/shopify/webhooks); unset: none sent. */
  webhookUrl?: string;
  shops?: StandInShop[];
  /**
   * Bazaar's app URL (the web's /app/shopify/oauth2/authorize): where GET
   * /<shop>/admin/apps/bazaar sends the merchant, signed, as Shopify's app store does.
   */
  appUrl?: string;
  /** Lifetime of access tokens, in seconds (Shopify: one hour). */
  accessTokenTtlSeconds?: number;
  /** The leaky bucket of the GraphQL Admin API. */
  bucket?: { maximum: number; restorePerSecond: number };
}

export interface WebhookDelivery {
  webhookId: string;
  topic: string;
  shop: string;
  body: string;
}

export interface ShopifyStandIn {
  url: string;
  /** Bazaar's SHOPIFY_SHOP_BASE_URL for this stand-in. */
  shopBaseUrl: string;
  shops: Map<string, StandInShop>;
  /** Webhooks sent, newest last, with Bazaar's answer. */
  deliveries: (WebhookDelivery & { status: number })[];
  /** GraphQL queries answered (their operation names), to see paging and throttling. */
  queries: string[];
  setWebhookUrl(url: string): void;
  /** Signs and sends a webhook; answers the delivery (send it again with `redeliver`). */
  sendWebhook(
    shop: string,
    topic: string,
    payload: unknown,
  ): Promise<WebhookDelivery & { status: number }>;
  redeliver(delivery: WebhookDelivery): Promise<number>;
  /** Changes a product (bumping updatedAt) and sends products/update. */
  updateProduct(
    shop: string,
    productId: number,
    change: { price?: string; title?: string; quantity?: number },
  ): Promise<WebhookDelivery & { status: number }>;
  deleteProduct(shop: string, productId: number): Promise<WebhookDelivery & { status: number }>;
  /** The merchant removes the app: grants revoked, app/uninstalled sent. */
  uninstall(shop: string): Promise<WebhookDelivery & { status: number }>;
  /** The signed install request Shopify sends the app URL when a merchant installs the app. */
  installLink(shop: string, appUrl?: string): string;
  /** Whether the shop has a live grant for the app. */
  installed(shop: string): boolean;
  /** Makes every live access token of the shop expire now (to see refreshes). */
  expireTokens(shop: string): void;
  close(): Promise<void>;
}

interface Grant {
  shop: string;
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
  scope: string;
  revoked: boolean;
}

const gid = (kind: string, id: number) => `gid://shopify/${kind}/${id}`;
const idOf = (value: unknown, kind: string): number | null => {
  const match =
    typeof value === 'string' ? new RegExp(`^gid://shopify/${kind}/(\\d+)$`).exec(value) : null;
  return match ? Number(match[1]) : null;
};

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function same(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Two demo stores: one small (EUR), one that takes several pages (USD). */
export function demoShops(): StandInShop[] {
  const at = '2026-11-01T09:00:00.000Z';
  const mugs: StandInProduct[] = [
    {
      id: 7001,
      title: 'Harbour stoneware mug',
      descriptionHtml: '<p>A <strong>hand-glazed</strong> stoneware mug, 350 ml.</p>',
      vendor: 'Harbour Goods',
      productType: 'Mugs',
      status: 'ACTIVE',
      collections: [{ id: 501, title: 'Kitchen' }],
      variants: [
        { id: 70011, title: 'Sea blue', sku: 'HG-MUG-BLUE', price: '18.50', quantity: 12 },
        { id: 70012, title: 'Sand', sku: 'HG-MUG-SAND', price: '18.50', quantity: 4 },
      ],
      pictures: 2,
      updatedAt: at,
    },
    {
      id: 7002,
      title: 'Linen tea towel',
      descriptionHtml: '<p>Washed linen, 50 × 70 cm.</p>',
      vendor: 'Harbour Goods',
      productType: 'Textiles',
      status: 'ACTIVE',
      collections: [{ id: 501, title: 'Kitchen' }],
      variants: [
        { id: 70021, title: 'Default Title', sku: 'HG-TOWEL', price: '12.00', quantity: 30 },
      ],
      pictures: 1,
      updatedAt: at,
    },
    {
      id: 7003,
      title: 'Oak serving board',
      descriptionHtml: '<p>Oiled oak, three sizes.</p>',
      vendor: 'Harbour Goods',
      productType: 'Boards',
      status: 'ACTIVE',
      collections: [
        { id: 501, title: 'Kitchen' },
        { id: 502, title: 'Gifts' },
      ],
      variants: [
        { id: 70031, title: 'Small', sku: 'HG-BOARD-S', price: '24.00', quantity: 8 },
        { id: 70032, title: 'Medium', sku: 'HG-BOARD-M', price: '32.00', quantity: 5 },
        { id: 70033, title: 'Large', sku: 'HG-BOARD-L', price: '45.90', quantity: 0 },
      ],
      pictures: 1,
      updatedAt: at,
    },
    {
      id: 7004,
      title: 'Beeswax candle pair',
      descriptionHtml: '<p>Two hand-dipped candles.</p>',
      vendor: 'Harbour Goods',
      productType: 'Candles',
      status: 'DRAFT',
      collections: [{ id: 502, title: 'Gifts' }],
      variants: [{ id: 70041, title: 'Default Title', sku: null, price: '9.90', quantity: 40 }],
      pictures: 1,
      updatedAt: at,
    },
  ];
  const lanterns: StandInProduct[] = Array.from({ length: 23 }, (_, i) => ({
    id: 8001 + i,
    title: `Storm lantern no. ${i + 1}`,
    descriptionHtml: `<p>Lantern ${i + 1} of the Lantern Supply range.</p>`,
    vendor: 'Lantern Supply',
    productType: i % 2 === 0 ? 'Lanterns' : 'Lamp oil',
    status: 'ACTIVE' as const,
    collections: [{ id: 601, title: 'Outdoor' }],
    variants: [
      {
        id: 80010 + i * 10,
        title: 'Black',
        sku: `LS-${i + 1}-B`,
        price: `${20 + i}.00`,
        quantity: 3 + i,
      },
      {
        id: 80011 + i * 10,
        title: 'Brass',
        sku: `LS-${i + 1}-R`,
        price: `${26 + i}.50`,
        quantity: i,
      },
    ],
    pictures: 1,
    updatedAt: at,
  }));
  return [
    {
      domain: 'harbour-goods.myshopify.com',
      name: 'Harbour Goods',
      currency: 'EUR',
      products: mugs,
    },
    {
      domain: 'lantern-supply.myshopify.com',
      name: 'Lantern Supply',
      currency: 'USD',
      products: lanterns,
    },
  ];
}

export async function startShopifyStandIn(options: ShopifyStandInOptions): Promise<ShopifyStandIn> {
  const host = options.host ?? '127.0.0.1';
  const shops = new Map((options.shops ?? demoShops()).map((shop) => [shop.domain, shop]));
  const ttl = options.accessTokenTtlSeconds ?? 3600;
  const bucketSize = options.bucket ?? { maximum: 2000, restorePerSecond: 100 };
  const codes = new Map<string, { shop: string; scope: string; expiresAt: number }>();
  const grants: Grant[] = [];
  const buckets = new Map<string, { available: number; at: number }>();
  const deliveries: (WebhookDelivery & { status: number })[] = [];
  const queries: string[] = [];
  const pictures = new Map<string, Buffer>();
  let webhookUrl = options.webhookUrl;
  let base = '';

  const sign = (message: string, encoding: 'hex' | 'base64') =>
    createHmac('sha256', options.clientSecret).update(message, 'utf8').digest(encoding);

  function signedQuery(params: Record<string, string>): string {
    const message = Object.keys(params)
      .sort()
      .map((key) => `${key}=${params[key]}`)
      .join('&');
    return new URLSearchParams({ ...params, hmac: sign(message, 'hex') }).toString();
  }

  function newGrant(shop: string, scope: string): Grant {
    const now = Date.now();
    const grant: Grant = {
      shop,
      accessToken: `shpat_${randomBytes(16).toString('hex')}`,
      accessExpiresAt: now + ttl * 1000,
      refreshToken: `shprt_${randomBytes(16).toString('hex')}`,
      refreshExpiresAt: now + 90 * 24 * 3600 * 1000,
      scope,
      revoked: false,
    };
    grants.push(grant);
    return grant;
  }

  const tokenAnswer = (grant: Grant) => ({
    access_token: grant.accessToken,
    scope: grant.scope,
    expires_in: Math.round((grant.accessExpiresAt - Date.now()) / 1000),
    refresh_token: grant.refreshToken,
    refresh_token_expires_in: Math.round((grant.refreshExpiresAt - Date.now()) / 1000),
  });

  function productNode(shop: StandInShop, product: StandInProduct) {
    return {
      id: gid('Product', product.id),
      title: product.title,
      descriptionHtml: product.descriptionHtml,
      vendor: product.vendor,
      productType: product.productType,
      status: product.status,
      updatedAt: product.updatedAt,
      collections: {
        nodes: product.collections.map((c) => ({ id: gid('Collection', c.id), title: c.title })),
      },
      variants: {
        nodes: product.variants.map((v) => ({
          id: gid('ProductVariant', v.id),
          title: v.title,
          sku: v.sku,
          price: v.price,
          inventoryQuantity: v.quantity,
        })),
      },
      media: {
        nodes: Array.from({ length: product.pictures }, (_, i) => ({
          mediaContentType: 'IMAGE',
          image: { url: `${base}/_media/${shop.domain}/${product.id}-${i + 1}.png` },
        })),
      },
    };
  }

  /** Takes `cost` from the shop's bucket; answers the throttle status, or null when it is empty. */
  function spend(shop: string, cost: number) {
    const now = Date.now();
    const bucket = buckets.get(shop) ?? { available: bucketSize.maximum, at: now };
    bucket.available = Math.min(
      bucketSize.maximum,
      bucket.available + ((now - bucket.at) / 1000) * bucketSize.restorePerSecond,
    );
    bucket.at = now;
    buckets.set(shop, bucket);
    const enough = bucket.available >= cost;
    if (enough) bucket.available -= cost;
    return {
      enough,
      cost: {
        requestedQueryCost: cost,
        actualQueryCost: enough ? cost : null,
        throttleStatus: {
          maximumAvailable: bucketSize.maximum,
          currentlyAvailable: Math.floor(bucket.available),
          restoreRate: bucketSize.restorePerSecond,
        },
      },
    };
  }

  function graphql(
    shop: StandInShop,
    body: { query?: unknown; variables?: Record<string, unknown> },
  ) {
    const query = typeof body.query === 'string' ? body.query : '';
    const variables = body.variables ?? {};
    const operation = /query\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
    queries.push(operation);
    if (operation === 'BazaarShop') {
      const { cost } = spend(shop.domain, 1);
      return {
        data: {
          shop: {
            name: shop.name,
            url: `https://${shop.domain.replace('.myshopify.com', '')}.example`,
            myshopifyDomain: shop.domain,
            currencyCode: shop.currency,
          },
        },
        extensions: { cost },
      };
    }
    if (operation === 'BazaarProducts') {
      const first = Math.min(250, Math.max(1, Number(variables['first'] ?? 10)));
      const { enough, cost } = spend(shop.domain, 2 + first * 12);
      if (!enough)
        return {
          errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
          extensions: { cost },
        };
      const sorted = [...shop.products].sort((a, b) => a.id - b.id);
      const after =
        typeof variables['after'] === 'string'
          ? Number(Buffer.from(variables['after'], 'base64url').toString())
          : 0;
      const page = sorted.filter((p) => p.id > after).slice(0, first);
      const last = page.at(-1);
      const hasNextPage = !!last && sorted.some((p) => p.id > last.id);
      return {
        data: {
          shop: { currencyCode: shop.currency },
          ...(variables['withCount'] ? { productsCount: { count: sorted.length } } : {}),
          products: {
            nodes: page.map((p) => productNode(shop, p)),
            pageInfo: {
              hasNextPage,
              endCursor: last ? Buffer.from(String(last.id)).toString('base64url') : null,
            },
          },
        },
        extensions: { cost },
      };
    }
    if (operation === 'BazaarProduct') {
      const { enough, cost } = spend(shop.domain, 14);
      if (!enough)
        return {
          errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
          extensions: { cost },
        };
      const id = idOf(variables['id'], 'Product');
      const product = shop.products.find((p) => p.id === id);
      return {
        data: {
          shop: { currencyCode: shop.currency },
          product: product ? productNode(shop, product) : null,
        },
        extensions: { cost },
      };
    }
    return { errors: [{ message: `The stand-in does not answer ${operation}` }] };
  }

  function grantOf(request: IncomingMessage, shop: string): Grant | undefined {
    const token = request.headers['x-shopify-access-token'];
    if (typeof token !== 'string') return undefined;
    return grants.find(
      (g) =>
        g.shop === shop &&
        !g.revoked &&
        g.accessExpiresAt > Date.now() &&
        same(g.accessToken, token),
    );
  }

  async function picture(name: string): Promise<Buffer> {
    const cached = pictures.get(name);
    if (cached) return cached;
    let hash = 0;
    for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
    const [r, g, b] = [hash % 200, (hash * 7) % 200, (hash * 13) % 200];
    const png = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: { r: r + 40, g: g + 40, b: b + 40 },
      },
    })
      .png()
      .toBuffer();
    pictures.set(name, png);
    return png;
  }

  function consentPage(shop: StandInShop, params: URLSearchParams): string {
    const hidden = ['client_id', 'scope', 'redirect_uri', 'state']
      .map(
        (name) =>
          `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`,
      )
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Install Bazaar – ${escapeHtml(shop.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.4rem;background:#008060;color:#fff;border:0;border-radius:.4rem}</style></head>
<body><p>Shopify stand-in</p><h1>Install Bazaar on ${escapeHtml(shop.name)}</h1>
<p>Bazaar will be able to read your products and inventory (${escapeHtml(params.get('scope') ?? '')}).</p>
<form method="post" action="/${escapeHtml(shop.domain)}/admin/oauth/authorize">${hidden}<button type="submit">Install</button></form></body></html>`;
  }

  async function deliver(delivery: WebhookDelivery): Promise<number> {
    if (!webhookUrl) return 0;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': delivery.topic,
          'x-shopify-hmac-sha256': sign(delivery.body, 'base64'),
          'x-shopify-shop-domain': delivery.shop,
          'x-shopify-webhook-id': delivery.webhookId,
          'x-shopify-api-version': '2025-10',
          'x-shopify-triggered-at': new Date().toISOString(),
        },
        body: delivery.body,
      });
      return response.status;
    } catch {
      return 0;
    }
  }

  async function sendWebhook(shop: string, topic: string, payload: unknown) {
    const delivery: WebhookDelivery = {
      webhookId: randomUUID(),
      topic,
      shop,
      body: JSON.stringify(payload),
    };
    const status = await deliver(delivery);
    const sent = { ...delivery, status };
    deliveries.push(sent);
    return sent;
  }

  function shopOrThrow(domain: string): StandInShop {
    const shop = shops.get(domain);
    if (!shop) throw new Error(`the stand-in has no shop ${domain}`);
    return shop;
  }

  const productPayload = (product: StandInProduct) => ({
    id: product.id,
    admin_graphql_api_id: gid('Product', product.id),
    title: product.title,
    updated_at: product.updatedAt,
    variants: product.variants.map((v) => ({
      id: v.id,
      price: v.price,
      sku: v.sku,
      inventory_quantity: v.quantity,
    })),
  });

  const standIn: Omit<ShopifyStandIn, 'url' | 'shopBaseUrl' | 'close'> = {
    shops,
    deliveries,
    queries,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    sendWebhook,
    redeliver: (delivery) => deliver(delivery),
    async updateProduct(domain, productId, change) {
      const shop = shopOrThrow(domain);
      const product = shop.products.find((p) => p.id === productId);
      if (!product) throw new Error(`no product ${productId}`);
      if (change.title !== undefined) product.title = change.title;
      for (const variant of product.variants) {
        if (change.price !== undefined) variant.price = change.price;
        if (change.quantity !== undefined) variant.quantity = change.quantity;
      }
      product.updatedAt = new Date().toISOString();
      return sendWebhook(domain, 'products/update', productPayload(product));
    },
    async deleteProduct(domain, productId) {
      const shop = shopOrThrow(domain);
      shop.products = shop.products.filter((p) => p.id !== productId);
      return sendWebhook(domain, 'products/delete', { id: productId });
    },
    async uninstall(domain) {
      const shop = shopOrThrow(domain);
      for (const grant of grants) if (grant.shop === domain) grant.revoked = true;
      return sendWebhook(domain, 'app/uninstalled', {
        id: 1,
        name: shop.name,
        domain,
        myshopify_domain: domain,
      });
    },
    installLink(domain, appUrl = options.appUrl) {
      if (!appUrl) throw new Error('the stand-in knows no app URL');
      shopOrThrow(domain);
      const query = signedQuery({
        host: Buffer.from(`admin.shopify.com/store/${domain.split('.')[0]}`).toString('base64url'),
        shop: domain,
        timestamp: String(Math.floor(Date.now() / 1000)),
      });
      return `${appUrl}?${query}`;
    },
    installed: (domain) => grants.some((g) => g.shop === domain && !g.revoked),
    expireTokens(domain) {
      for (const grant of grants) if (grant.shop === domain) grant.accessExpiresAt = Date.now() - 1;
    },
  };

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const method = request.method ?? 'GET';

    if (parts[0] === '_media' && parts.length === 3 && method === 'GET') {
      if (!shops.has(parts[1]!) || !/^\d+-\d+\.png$/.test(parts[2]!))
        return json(response, 404, { errors: 'Not Found' });
      const png = await picture(`${parts[1]}/${parts[2]}`);
      response
        .writeHead(200, { 'content-type': 'image/png', 'content-length': png.length })
        .end(png);
      return;
    }
    if (parts[0] === '_control' && method === 'POST') {
      const domain = parts[1] ?? '';
      if (!shops.has(domain)) return json(response, 404, { errors: 'Not Found' });
      if (parts[2] === 'uninstall') return json(response, 200, await standIn.uninstall(domain));
      if (parts[2] === 'products' && parts[3]) {
        const change = JSON.parse((await readRequestText(request, 256 * 1024)) || '{}') as {
          price?: string;
          title?: string;
          quantity?: number;
        };
        return json(response, 200, await standIn.updateProduct(domain, Number(parts[3]), change));
      }
      return json(response, 404, { errors: 'Not Found' });
    }

    const shop = shops.get(parts[0] ?? '');
    if (!shop) return json(response, 404, { errors: 'Not Found' });
    const path = `/${parts.slice(1).join('/')}`;

    if (path === '/admin/apps/bazaar' && method === 'GET' && options.appUrl) {
      response.writeHead(302, { location: standIn.installLink(shop.domain) }).end();
      return;
    }
    if (path === '/admin/oauth/authorize' && method === 'GET') {
      if (url.searchParams.get('client_id') !== options.clientId) {
        return json(response, 400, {
          error: 'invalid_request',
          error_description: 'unknown client_id',
        });
      }
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(consentPage(shop, url.searchParams));
      return;
    }
    if (path === '/admin/oauth/authorize' && method === 'POST') {
      const form = new URLSearchParams(await readRequestText(request, 256 * 1024));
      const redirectUri = form.get('redirect_uri');
      if (
        form.get('client_id') !== options.clientId ||
        !redirectUri ||
        !URL.canParse(redirectUri)
      ) {
        return json(response, 400, { error: 'invalid_request' });
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        shop: shop.domain,
        scope: form.get('scope') ?? '',
        expiresAt: Date.now() + 60_000,
      });
      const query = signedQuery({
        code,
        host: Buffer.from(`admin.shopify.com/store/${shop.domain.split('.')[0]}`).toString(
          'base64url',
        ),
        shop: shop.domain,
        state: form.get('state') ?? '',
        timestamp: String(Math.floor(Date.now() / 1000)),
      });
      const target = new URL(redirectUri);
      response.writeHead(302, { location: `${target.origin}${target.pathname}?${query}` }).end();
      return;
    }
    if (path === '/admin/oauth/access_token' && method === 'POST') {
      const body = JSON.parse((await readRequestText(request, 256 * 1024)) || '{}') as Record<
        string,
        unknown
      >;
      if (
        body['client_id'] !== options.clientId ||
        typeof body['client_secret'] !== 'string' ||
        !same(body['client_secret'], options.clientSecret)
      ) {
        return json(response, 401, { error: 'invalid_client' });
      }
      if (body['grant_type'] === 'refresh_token') {
        const grant = grants.find(
          (g) =>
            g.shop === shop.domain &&
            !g.revoked &&
            g.refreshToken === body['refresh_token'] &&
            g.refreshExpiresAt > Date.now(),
        );
        if (!grant) return json(response, 400, { error: 'invalid_grant' });
        grant.revoked = true;
        return json(response, 200, tokenAnswer(newGrant(shop.domain, grant.scope)));
      }
      const code = typeof body['code'] === 'string' ? codes.get(body['code']) : undefined;
      if (!code || code.shop !== shop.domain || code.expiresAt < Date.now()) {
        return json(response, 400, {
          error: 'invalid_request',
          error_description: 'The authorization code was not found or was already used',
        });
      }
      codes.delete(body['code'] as string);
      const grant = newGrant(shop.domain, code.scope);
      if (body['expiring'] === 1 || body['expiring'] === '1')
        return json(response, 200, tokenAnswer(grant));
      grant.accessExpiresAt = Number.MAX_SAFE_INTEGER;
      return json(response, 200, { access_token: grant.accessToken, scope: grant.scope });
    }
    if (/^\/admin\/api\/\d{4}-\d{2}\/graphql\.json$/.test(path) && method === 'POST') {
      if (!grantOf(request, shop.domain)) {
        return json(response, 401, {
          errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
        });
      }
      const body = JSON.parse((await readRequestText(request, 256 * 1024)) || '{}') as {
        query?: unknown;
        variables?: Record<string, unknown>;
      };
      return json(response, 200, graphql(shop, body));
    }
    if (path === '/admin/api_permissions/current.json' && method === 'DELETE') {
      if (!grantOf(request, shop.domain)) return json(response, 401, { errors: 'Unauthorized' });
      for (const grant of grants) if (grant.shop === shop.domain) grant.revoked = true;
      json(response, 200, {});
      // Shopify tells the app it was uninstalled, as for a removal in the admin.
      void sendWebhook(shop.domain, 'app/uninstalled', {
        id: 1,
        name: shop.name,
        myshopify_domain: shop.domain,
      });
      return;
    }
    return json(response, 404, { errors: 'Not Found' });
  }

  const server = createServer((request, response) => {
    route(request, response).catch(() => {
      if (!response.headersSent) json(response, 500, { errors: 'stand-in failure' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${host}:${port}`;
  return {
    ...standIn,
    url: base,
    shopBaseUrl: `${base}/{shop}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
