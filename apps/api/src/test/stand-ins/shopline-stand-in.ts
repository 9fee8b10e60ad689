import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '@bazaar/contracts';
import sharp from 'sharp';
import {
  freshTimestamp,
  sameText,
  signedQueryString,
  signPostBody,
  webhookHmac,
} from '../../modules/eshop-integrations/platforms/shopline/shopline-signature';
import { readRequestText } from '../../lib/request-text';

/*
 * A local stand-in for SHOPLINE's open platform (myshopline.com; ADR 0065), for the API tests,
 * the browser journeys and anyone trying the flow offline. It speaks the part of the protocol
 * Bazaar uses, for demo stores under `/stores/{handle}` (so the store address template is
 * `http://host:port/stores/{handle}`):
 * - the merchant's side: an app listing page (`/stores/{handle}/admin/apps`) whose Install link
 *   sends the signed install request to the app's URL, and the consent page
 *   (`/admin/oauth-web/#/oauth/authorize?appKey&responseType&scope&redirectUri&customField`)
 *   whose Install button redirects back with `appkey, code, customField, handle, lang,
 *   timestamp, sign`;
 * - `POST /admin/oauth/token/create` and `/admin/oauth/token/refresh`, refusing a wrong app
 *   key, a stale timestamp or a wrong `sign` (HMAC-SHA256 of body + timestamp);
 * - the REST Admin API with a bearer token: `merchants/shop.json`, `products/products.json`
 *   (`limit`, `page_info` from the `link` header), `products/count.json`, `products/{id}.json`,
 *   `products/custom_collections.json`, `products/collections/{id}/products.json`;
 * - product pictures it serves itself (`/pictures/…png`);
 * - webhooks signed as SHOPLINE signs them (`X-Shopline-Hmac-Sha256`, base64 HMAC of the body),
 *   sent by `sendWebhook`, `uninstall`, or from outside (the offline demo, browser journeys) by
 *   `POST /_control/{handle}/products/{id}` `{price?, title?, quantity?}` (a products/update)
 *   and `POST /_control/{handle}/uninstall`.
 * Everything lives in memory.
 */

export interface ShoplineStandInVariant {
  id: string;
  title: string;
  sku: string | null;
  price: string;
  inventory_quantity: number;
}

export interface ShoplineStandInProduct {
  id: string;
  title: string;
  body_html: string;
  vendor: string | null;
  product_type: string | null;
  status: 'active' | 'draft' | 'archived';
  updated_at: string;
  variants: ShoplineStandInVariant[];
  /** Picture names served by the stand-in (`/pictures/{handle}/{name}.png`). */
  pictures: string[];
  collection_ids: string[];
}

export interface ShoplineStandInStore {
  handle: string;
  name: string;
  currency: string;
  collections: { id: string; title: string }[];
  products: ShoplineStandInProduct[];
}

export interface ShoplineStandInOptions {
  appKey: string;
  appSecret: string;
  host?: string;
  /** 0 (default): any free port. */
  port?: number;
  /** The app's URL SHOPLINE sends install requests to (Bazaar's `/app/shopline/install`). */
  appUrl?: string;
  /** Where webhooks are posted (Bazaar's SHOPLINE webhook route). */
  webhookUrl?: string;
  /** Delivers a webhook instead of posting it (e.g. through `app.inject`); answers the status. */
  deliverWebhook?: (body: string, headers: Record<string, string>) => Promise<number>;
  stores?: ShoplineStandInStore[];
  /** How long an access token lasts (SHOPLINE: ten hours). */
  tokenLifetimeMs?: number;
  now?: () => Date;
}

export interface ShoplineStandIn {
  /** `http://host:port` */
  url: string;
  /** The store address template for Bazaar's configuration. */
  storeUrlTemplate: string;
  stores: Map<string, ShoplineStandInStore>;
  /** The signed install request SHOPLINE sends to the app's URL when a merchant installs it. */
  installUrl(handle: string, options?: { timestamp?: number; lang?: string }): string;
  /** Grants the consent the page's Install button grants; answers where the browser goes. */
  consent(handle: string, authorizeUrl: string): string;
  /** Access tokens issued so far for a store (created and refreshed). */
  tokensIssued(handle: string): number;
  /** Changes a product (and its `updated_at`), as the merchant does in SHOPLINE's admin. */
  updateProduct(handle: string, id: string, change: Partial<ShoplineStandInProduct>): void;
  /** Posts a webhook signed as SHOPLINE signs it; answers the status Bazaar answered. */
  sendWebhook(
    handle: string,
    topic: string,
    payload: unknown,
    options?: { webhookId?: string; secret?: string },
  ): Promise<{ status: number; webhookId: string }>;
  /** The merchant uninstalls the app: its tokens stop working, and the webhook is sent. */
  uninstall(handle: string, options?: { webhookId?: string }): Promise<{ status: number }>;
  close(): Promise<void>;
}

const token = () => randomBytes(32).toString('base64url');

/** A few demo stores: `bazaar-demo` (USD, 6 products in two collections) and `tokyo-demo` (JPY). */
export function demoShoplineStores(): ShoplineStandInStore[] {
  const at = '2026-11-01T10:00:00+08:00';
  const product = (
    id: string,
    title: string,
    type: string,
    collectionIds: string[],
    variants: [string, string, string, number][],
  ): ShoplineStandInProduct => ({
    id,
    title,
    body_html: `<p>${title} from the demo store.</p><ul><li>Ships in 2 days</li></ul>`,
    vendor: 'Demo Outfitters',
    product_type: type,
    status: 'active',
    updated_at: at,
    variants: variants.map(([variantId, variantTitle, price, quantity], index) => ({
      id: variantId,
      title: variantTitle,
      sku: `SL-${id.slice(-4)}-${index + 1}`,
      price,
      inventory_quantity: quantity,
    })),
    pictures: [`${id}-1`, `${id}-2`],
    collection_ids: collectionIds,
  });
  return [
    {
      handle: 'bazaar-demo',
      name: 'Bazaar Demo Outfitters',
      currency: 'USD',
      collections: [
        { id: '12248721639068681442230001', title: 'Outdoor' },
        { id: '12248721639068681442230002', title: 'Kitchen' },
      ],
      products: [
        product(
          '16049619743346320200470001',
          'Trail Backpack 30L',
          'Backpacks',
          ['12248721639068681442230001'],
          [
            ['18057039439794751459380011', 'Green', '89.90', 12],
            ['18057039439794751459380012', 'Black', '94.50', 4],
          ],
        ),
        product(
          '16049619743346320200470002',
          'Camping Stove',
          'Stoves',
          ['12248721639068681442230001'],
          [['18057039439794751459380021', 'Default', '45.00', 20]],
        ),
        product(
          '16049619743346320200470003',
          'Enamel Mug',
          'Cookware',
          ['12248721639068681442230001', '12248721639068681442230002'],
          [
            ['18057039439794751459380031', 'White', '12.00', 50],
            ['18057039439794751459380032', 'Blue', '12.00', 0],
          ],
        ),
        product(
          '16049619743346320200470004',
          'Cast Iron Pan 26cm',
          'Cookware',
          ['12248721639068681442230002'],
          [['18057039439794751459380041', 'Default', '39.99', 8]],
        ),
        product(
          '16049619743346320200470005',
          'Chef Knife',
          'Knives',
          ['12248721639068681442230002'],
          [['18057039439794751459380051', '20 cm', '64.00', 5]],
        ),
        product(
          '16049619743346320200470006',
          'Headlamp',
          'Lighting',
          [],
          [['18057039439794751459380061', 'Default', '24.95', 30]],
        ),
      ],
    },
    {
      handle: 'tokyo-demo',
      name: 'Tokyo Demo Goods',
      currency: 'JPY',
      collections: [],
      products: [
        product(
          '16049619743346320200479001',
          'Tenugui Towel',
          'Textiles',
          [],
          [['18057039439794751459389011', 'Indigo', '1200', 40]],
        ),
      ],
    },
  ];
}

/** A store with `count` generated products (paging and volume tests). */
export function generatedShoplineStore(handle: string, count: number): ShoplineStandInStore {
  return {
    handle,
    name: `Generated ${handle}`,
    currency: 'EUR',
    collections: [],
    products: Array.from({ length: count }, (_, index) => ({
      id: `1604961974334632${String(index + 1).padStart(10, '0')}`,
      title: `Generated product ${index + 1}`,
      body_html: `<p>Product number ${index + 1}</p>`,
      vendor: null,
      product_type: 'Generated',
      status: 'active' as const,
      updated_at: '2026-11-01T00:00:00Z',
      variants: [
        {
          id: `1805703943979475${String(index + 1).padStart(10, '0')}`,
          title: 'Default',
          sku: `GEN-${index + 1}`,
          price: `${10 + (index % 90)}.50`,
          inventory_quantity: index % 7,
        },
      ],
      pictures: [],
      collection_ids: [],
    })),
  };
}

function json(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(body));
}

function oauthError(response: ServerResponse, status: number, i18nCode: string, message: string) {
  json(response, status, { code: status, i18nCode, message, data: null });
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · SHOPLINE (stand-in)</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 460px; margin: 8vh auto; padding: 32px 28px; background: #fff; border-radius: 12px;
    box-shadow: 0 2px 12px rgba(17, 24, 39, .12); }
  h1 { font-size: 1.3rem; margin: 0 0 12px; }
  .note { font-size: .875rem; color: #4b5563; margin: 24px 0 0; }
  button, a.button { display: block; box-sizing: border-box; width: 100%; padding: 14px; font: inherit;
    font-weight: 600; border: 0; border-radius: 8px; background: #111827; color: #fff; cursor: pointer;
    text-align: center; text-decoration: none; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  code { background: #f3f4f6; padding: 0 4px; border-radius: 4px; }
</style>
</head>
<body>
<main>
${body}
  <p class="note">SHOPLINE stand-in: Bazaar's local server speaking SHOPLINE's open-platform protocol. No real store is involved.</p>
</main>
</body>
</html>`;

/** The consent page: SHOPLINE's reads its parameters after `#`, so a script copies them into the form. */
function consentPage(store: ShoplineStandInStore, params: URLSearchParams): string {
  const field = (name: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`;
  return page(
    'Install app',
    `  <h1>Install Bazaar on ${escapeHtml(store.name)}?</h1>
  <p>The app asks for: <code id="scope">${escapeHtml(params.get('scope') ?? '')}</code></p>
  <form id="consent" method="post" action="/stores/${escapeHtml(store.handle)}/admin/oauth-web/consent">
    ${['appKey', 'responseType', 'scope', 'redirectUri', 'customField'].map(field).join('\n    ')}
    <button type="submit">Install</button>
  </form>
  <script>
    (function () {
      var hash = window.location.hash;
      var query = hash.indexOf('?') >= 0 ? hash.slice(hash.indexOf('?') + 1) : '';
      var params = new URLSearchParams(query);
      var form = document.getElementById('consent');
      params.forEach(function (value, name) {
        var input = form.elements.namedItem(name);
        if (input) input.value = value;
      });
      if (params.get('scope')) document.getElementById('scope').textContent = params.get('scope');
    })();
  </script>`,
  );
}

function pageInfo(offset: number): string {
  return Buffer.from(JSON.stringify({ offset })).toString('base64url');
}

function offsetOf(info: string | null): number | null {
  if (!info) return 0;
  try {
    const parsed = JSON.parse(Buffer.from(info, 'base64url').toString('utf8')) as {
      offset?: unknown;
    };
    return typeof parsed.offset === 'number' &&
      Number.isSafeInteger(parsed.offset) &&
      parsed.offset >= 0
      ? parsed.offset
      : null;
  } catch {
    return null;
  }
}

/** Starts the stand-in on its own port. */
export async function startShoplineStandIn(
  options: ShoplineStandInOptions,
): Promise<ShoplineStandIn> {
  const now = options.now ?? (() => new Date());
  const lifetime = options.tokenLifetimeMs ?? 10 * 60 * 60 * 1000;
  const stores = new Map((options.stores ?? demoShoplineStores()).map((s) => [s.handle, s]));
  const codes = new Map<string, { handle: string; expires: number }>();
  const tokens = new Map<string, { handle: string; expires: number }>();
  const issued = new Map<string, number>();
  const pictures = new Map<string, Buffer>();
  let origin = '';

  const storeBase = (handle: string) => `${origin}/stores/${handle}`;

  function issueToken(handle: string, scope: string) {
    const accessToken = token();
    const expires = now().getTime() + lifetime;
    tokens.set(accessToken, { handle, expires });
    issued.set(handle, (issued.get(handle) ?? 0) + 1);
    return { accessToken, expireTime: new Date(expires).toISOString(), scope };
  }

  function wireProduct(store: ShoplineStandInStore, product: ShoplineStandInProduct) {
    const images = product.pictures.map((name, index) => ({
      id: `${product.id}${index}`,
      src: `${origin}/pictures/${store.handle}/${name}.png`,
      alt: product.title,
    }));
    return {
      id: product.id,
      title: product.title,
      body_html: product.body_html,
      vendor: product.vendor,
      product_type: product.product_type,
      status: product.status,
      handle: product.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      created_at: '2026-10-01T09:00:00+08:00',
      updated_at: product.updated_at,
      variants: product.variants.map((variant) => ({ ...variant, product_id: product.id })),
      images,
      image: images[0] ?? null,
    };
  }

  /** `sign` over body + timestamp, the app key and a fresh timestamp (token create/refresh). */
  function signedPost(request: IncomingMessage, body: string): string | null {
    const appkey = String(request.headers['appkey'] ?? '');
    const timestamp = String(request.headers['timestamp'] ?? '');
    const sign = String(request.headers['sign'] ?? '');
    if (!sameText(appkey, options.appKey)) return 'unknown appkey';
    if (!freshTimestamp(timestamp, now())) return 'timestamp outside the window';
    if (!sameText(sign, signPostBody(body, timestamp, options.appSecret))) return 'wrong sign';
    return null;
  }

  async function picture(name: string): Promise<Buffer> {
    const cached = pictures.get(name);
    if (cached) return cached;
    let hash = 0;
    for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
    const png = await sharp({
      create: {
        width: 900,
        height: 700,
        channels: 3,
        background: { r: hash % 256, g: (hash >> 8) % 256, b: (hash >> 16) % 256 },
      },
    })
      .png()
      .toBuffer();
    pictures.set(name, png);
    return png;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    const method = request.method ?? 'GET';

    const pictureMatch = /^\/pictures\/([a-z0-9-]+)\/([\w-]+)\.png$/.exec(url.pathname);
    if (pictureMatch && method === 'GET') {
      const known = stores
        .get(pictureMatch[1]!)
        ?.products.some((p) => p.pictures.includes(pictureMatch[2]!));
      if (!known) {
        response.writeHead(404).end();
        return;
      }
      const png = await picture(`${pictureMatch[1]}/${pictureMatch[2]}`);
      response
        .writeHead(200, { 'content-type': 'image/png', 'content-length': png.length })
        .end(png);
      return;
    }

    const control = /^\/_control\/([a-z0-9-]+)\/(uninstall|products\/(\w+))$/.exec(url.pathname);
    if (control && method === 'POST') {
      const handleName = control[1]!;
      if (!stores.has(handleName)) return json(response, 404, { errors: 'Not Found' });
      if (control[2] === 'uninstall')
        return json(response, 200, await standIn.uninstall(handleName));
      return json(
        response,
        200,
        await changeProduct(handleName, control[3]!, await readRequestText(request)),
      );
    }

    const storeMatch = /^\/stores\/([a-z0-9-]+)(\/.*)$/.exec(url.pathname);
    const store = storeMatch ? stores.get(storeMatch[1]!) : undefined;
    if (!storeMatch || !store) {
      json(response, 404, { code: 404, i18nCode: 'STORE_NOT_FOUND', message: 'No such store' });
      return;
    }
    const path = storeMatch[2]!;

    if (method === 'GET' && path === '/admin/apps') {
      const install = options.appUrl ? installUrl(store.handle) : null;
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(
          page(
            'Apps',
            `  <h1>${escapeHtml(store.name)}: app store</h1>
  <p>Bazaar: sell this store's products on the Bazaar marketplace.</p>
  ${install ? `<a class="button" href="${escapeHtml(install)}">Install Bazaar</a>` : '<p>No app URL is configured.</p>'}`,
          ),
        );
      return;
    }

    if (method === 'GET' && (path === '/admin/oauth-web/' || path === '/admin/oauth-web')) {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(consentPage(store, url.searchParams));
      return;
    }

    if (method === 'POST' && path === '/admin/oauth-web/consent') {
      const form = new URLSearchParams(await readRequestText(request));
      const redirect = consentRedirect(store, form);
      if (typeof redirect !== 'string' || !redirect.startsWith('http')) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end(redirect);
        return;
      }
      response.writeHead(302, { location: redirect }).end();
      return;
    }

    if (method === 'POST' && path === '/admin/oauth/token/create') {
      const body = await readRequestText(request);
      const problem = signedPost(request, body);
      if (problem) return oauthError(response, 401, 'SIGN_ERROR', problem);
      let code = '';
      try {
        code = String((JSON.parse(body) as { code?: unknown }).code ?? '');
      } catch {
        return oauthError(response, 400, 'PARAM_ERROR', 'the body must be JSON');
      }
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.handle !== store.handle || grant.expires < now().getTime()) {
        return oauthError(response, 400, 'CODE_INVALID', 'the code is unknown, used or expired');
      }
      return json(response, 200, {
        code: 200,
        i18nCode: 'SUCCESS',
        message: null,
        data: issueToken(store.handle, 'read_products'),
      });
    }

    if (method === 'POST' && path === '/admin/oauth/token/refresh') {
      const body = await readRequestText(request);
      const problem = signedPost(request, body);
      if (problem) return oauthError(response, 401, 'SIGN_ERROR', problem);
      const installed = [...tokens.values()].some((t) => t.handle === store.handle);
      if (!installed)
        return oauthError(response, 401, 'APP_NOT_INSTALLED', 'the app is not installed');
      return json(response, 200, {
        code: 200,
        i18nCode: 'SUCCESS',
        message: null,
        data: issueToken(store.handle, 'read_products'),
      });
    }

    const api = /^\/admin\/openapi\/(v\d{8})\/(.+)$/.exec(path);
    if (api) {
      const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
      const grant = bearer ? tokens.get(bearer) : undefined;
      if (!grant || grant.handle !== store.handle || grant.expires <= now().getTime()) {
        return json(response, 401, { errors: 'Invalid access token' });
      }
      if (method !== 'GET') return json(response, 405, { errors: 'Method not allowed' });
      return restApi(store, api[1]!, api[2]!, url, response);
    }
    json(response, 404, { errors: 'Not Found' });
  }

  function restApi(
    store: ShoplineStandInStore,
    version: string,
    resource: string,
    url: URL,
    response: ServerResponse,
  ) {
    const limit = Math.min(250, Math.max(1, Number(url.searchParams.get('limit') ?? '50') || 50));
    const list = <T>(items: T[], path: string) => {
      const offset = offsetOf(url.searchParams.get('page_info'));
      if (offset === null) return { error: true as const };
      const slice = items.slice(offset, offset + limit);
      const base = `${storeBase(store.handle)}/admin/openapi/${version}/${path}?limit=${limit}`;
      const links: string[] = [];
      if (offset + limit < items.length) {
        links.push(`<${base}&page_info=${pageInfo(offset + limit)}>; rel="next"`);
      }
      if (offset > 0) {
        links.push(`<${base}&page_info=${pageInfo(Math.max(0, offset - limit))}>; rel="previous"`);
      }
      return {
        error: false as const,
        slice,
        headers: links.length ? { link: links.join(', ') } : {},
      };
    };

    if (resource === 'merchants/shop.json') {
      return json(response, 200, {
        data: {
          id: `1672369729${store.handle.length}`,
          name: store.name,
          handle: store.handle,
          domain: `${store.handle}.myshopline.com`,
          currency: store.currency,
        },
      });
    }
    if (resource === 'products/count.json') {
      return json(response, 200, { count: store.products.length });
    }
    if (resource === 'products/products.json') {
      const result = list(store.products, 'products/products.json');
      if (result.error) return json(response, 400, { errors: 'page_info is not valid' });
      return json(
        response,
        200,
        { products: result.slice.map((p) => wireProduct(store, p)) },
        result.headers,
      );
    }
    if (resource === 'products/custom_collections.json') {
      return json(response, 200, { custom_collections: store.collections });
    }
    const members = /^products\/collections\/(\w+)\/products\.json$/.exec(resource);
    if (members) {
      const inCollection = store.products.filter((p) => p.collection_ids.includes(members[1]!));
      const result = list(inCollection, `products/collections/${members[1]}/products.json`);
      if (result.error) return json(response, 400, { errors: 'page_info is not valid' });
      return json(
        response,
        200,
        { products: result.slice.map((p) => ({ id: p.id })) },
        result.headers,
      );
    }
    const one = /^products\/(\w+)\.json$/.exec(resource);
    if (one) {
      const product = store.products.find((p) => p.id === one[1]);
      return product
        ? json(response, 200, { product: wireProduct(store, product) })
        : json(response, 404, { errors: 'Not Found' });
    }
    return json(response, 404, { errors: 'Not Found' });
  }

  /** Where the consent form sends the browser, or what is wrong with it. */
  function consentRedirect(store: ShoplineStandInStore, form: URLSearchParams): string {
    if (!sameText(form.get('appKey') ?? '', options.appKey)) return 'unknown appKey';
    if (form.get('responseType') !== 'code') return 'responseType must be code';
    let back: URL;
    try {
      back = new URL(form.get('redirectUri') ?? '');
    } catch {
      return 'redirectUri is not an address';
    }
    if (back.protocol !== 'http:' && back.protocol !== 'https:')
      return 'redirectUri must be http(s)';
    const code = token();
    codes.set(code, { handle: store.handle, expires: now().getTime() + 10 * 60 * 1000 });
    const params: Record<string, string> = {
      appkey: options.appKey,
      code,
      handle: store.handle,
      lang: 'en',
      timestamp: String(now().getTime()),
    };
    const customField = form.get('customField');
    if (customField) params['customField'] = customField;
    back.search = signedQueryString(params, options.appSecret);
    return back.toString();
  }

  function installUrl(handle: string, install: { timestamp?: number; lang?: string } = {}) {
    if (!options.appUrl) throw new Error('the stand-in has no appUrl');
    const target = new URL(options.appUrl);
    target.search = signedQueryString(
      {
        appkey: options.appKey,
        handle,
        lang: install.lang ?? 'en',
        timestamp: String(install.timestamp ?? now().getTime()),
      },
      options.appSecret,
    );
    return target.toString();
  }

  async function sendWebhook(
    handle: string,
    topic: string,
    payload: unknown,
    webhook: { webhookId?: string; secret?: string } = {},
  ) {
    const body = JSON.stringify(payload);
    const webhookId = webhook.webhookId ?? randomBytes(12).toString('hex');
    const headers = {
      'content-type': 'application/json',
      'x-shopline-topic': topic,
      'x-shopline-hmac-sha256': webhookHmac(body, webhook.secret ?? options.appSecret),
      'x-shopline-shop-domain': `${handle}.myshopline.com`,
      'x-shopline-shop-id': `1672369729${handle.length}`,
      'x-shopline-merchant-id': '2000001234',
      'x-shopline-api-version': 'v20251201',
      'x-shopline-webhook-id': webhookId,
    };
    if (options.deliverWebhook) {
      return { status: await options.deliverWebhook(body, headers), webhookId };
    }
    if (!options.webhookUrl) throw new Error('the stand-in has no webhookUrl');
    const response = await fetch(options.webhookUrl, { method: 'POST', headers, body });
    await response.body?.cancel();
    return { status: response.status, webhookId };
  }

  /** `_control`: the merchant changes a product's title, first variant's price or stock. */
  async function changeProduct(handleName: string, id: string, body: string) {
    const product = stores.get(handleName)?.products.find((p) => p.id === id);
    if (!product) return { status: 404, webhookId: null };
    let change: { price?: unknown; title?: unknown; quantity?: unknown } = {};
    try {
      change = JSON.parse(body || '{}') as typeof change;
    } catch {
      return { status: 400, webhookId: null };
    }
    const [first] = product.variants;
    if (first && typeof change.price === 'string') first.price = change.price;
    if (first && typeof change.quantity === 'number') first.inventory_quantity = change.quantity;
    if (typeof change.title === 'string') product.title = change.title;
    product.updated_at = now().toISOString();
    return standIn.sendWebhook(handleName, 'products/update', {
      id: product.id,
      title: product.title,
      status: product.status,
      updated_at: product.updated_at,
      variants: product.variants,
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) json(response, 500, { errors: 'The stand-in failed.' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const standIn: ShoplineStandIn = {
    url: origin,
    storeUrlTemplate: `${origin}/stores/{handle}`,
    stores,
    installUrl,
    consent(handleName, authorizeUrl) {
      const store = stores.get(handleName);
      if (!store) throw new Error(`no store ${handleName}`);
      const hash = new URL(authorizeUrl).hash;
      const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
      return consentRedirect(store, new URLSearchParams(query));
    },
    tokensIssued: (handleName) => issued.get(handleName) ?? 0,
    updateProduct(handleName, id, change) {
      const product = stores.get(handleName)?.products.find((p) => p.id === id);
      if (!product) throw new Error(`no product ${id} in ${handleName}`);
      Object.assign(product, change, { updated_at: now().toISOString() });
    },
    sendWebhook,
    async uninstall(handleName, uninstall = {}) {
      for (const [key, grant] of tokens) if (grant.handle === handleName) tokens.delete(key);
      const store = stores.get(handleName);
      const at = now();
      return sendWebhook(
        handleName,
        'apps/installed_uninstalled',
        {
          appkey: options.appKey,
          handle: handleName,
          name: store?.name ?? handleName,
          operate: 'UNINSTALL',
          store_id: `1672369729${handleName.length}`,
          merchant_id: '2000001234',
          country_code: 'US',
          created_at: at.toISOString(),
          timestamp: at.getTime(),
        },
        { webhookId: uninstall.webhookId },
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

/** Webhook payload of `products/update` (and `products/create`): the product as the API shows it. */
export function productWebhookPayload(
  standIn: ShoplineStandIn,
  handle: string,
  id: string,
): Record<string, unknown> {
  const store = standIn.stores.get(handle);
  const product = store?.products.find((p) => p.id === id);
  if (!store || !product) throw new Error(`no product ${id} in ${handle}`);
  return {
    id: product.id,
    title: product.title,
    status: product.status,
    updated_at: product.updated_at,
    variants: product.variants,
  };
}
