import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '@bazaar/contracts';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { readRequestText } from '../../lib/request-text';
import { sameSecret } from '../../lib/secret-tokens';

/*
 * A local stand-in for BigCommerce (ADR 0066), for the API tests, the browser journeys and
 * anyone trying the flow offline. It speaks the part of BigCommerce's protocol Bazaar uses:
 * - the login service: an install (consent) page for the app with an Install button that sends
 *   the browser to the app's auth callback with `code`, `scope` and `context=stores/{hash}`, and
 *   `POST /oauth2/token` (client id + secret + code + context + scope + redirect_uri +
 *   grant_type=authorization_code) answering the store's permanent token;
 * - the store API with `X-Auth-Token`: `/v2/store`, the v3 catalog (products with variants and
 *   images, `page`/`limit` with `meta.pagination`, brands, category trees) and `/v3/hooks`,
 *   every answer carrying the `X-Rate-Limit-*` headers (a 429 when the window's quota is spent);
 * - pictures of the demo products (small PNGs);
 * - a sender: signed_payload_jwt callbacks (load, uninstall, remove user) signed HS256 with the
 *   client secret, and product webhooks to the registered hooks with their custom headers.
 * State lives in memory.
 */

export interface StandInVariant {
  id: number;
  sku: string;
  price: number | null;
  inventory_level: number;
  options: string[];
}

export interface StandInProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  sku: string;
  brand_id: number | null;
  categories: number[];
  inventory_tracking: 'none' | 'product' | 'variant';
  inventory_level: number;
  is_visible: boolean;
  availability: 'available' | 'disabled';
  date_modified: string;
  variants: StandInVariant[];
  /** How many pictures the product has (served by the stand-in). */
  pictures: number;
}

export interface StandInStore {
  hash: string;
  name: string;
  currency: string;
  owner: { id: number; email: string };
  brands: { id: number; name: string }[];
  categories: { id: number; name: string }[];
  products: StandInProduct[];
}

export interface StandInHook {
  id: number;
  scope: string;
  destination: string;
  is_active: boolean;
  headers: Record<string, string>;
}

export interface BigCommerceStandInOptions {
  host?: string;
  /** 0: any free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  /** The app's numeric id in install links; the client id is accepted too. */
  appId?: string;
  /** The app's callbacks (as registered in the Developer Portal). */
  callbacks: { auth: string; load: string; uninstall: string; removeUser: string };
  /** Requests per window per store before a 429 (BigCommerce: plan-dependent). */
  rateLimitQuota?: number;
  rateLimitWindowMs?: number;
  /** Demo stores; `demoStores()` when unset. */
  stores?: StandInStore[];
  /** How the stand-in's own server-to-server requests travel (default: fetch). */
  deliver?: (request: OutgoingCall) => Promise<{ status: number; body: string }>;
}

export interface OutgoingCall {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface BigCommerceStandIn {
  /** Base of both the login service and the store API (BIGCOMMERCE_LOGIN_BASE / _API_BASE). */
  url: string;
  stores: Map<string, StandInStore>;
  hooks(storeHash: string): StandInHook[];
  /** A `signed_payload_jwt` as BigCommerce would send it (claims may be overridden). */
  signedPayload(
    storeHash: string,
    claims?: Record<string, unknown>,
    secret?: string,
  ): Promise<string>;
  /** The load callback's address, as the control panel opens it. */
  loadUrl(storeHash: string): Promise<string>;
  /** Calls the app's uninstall (or remove-user) callback with a fresh signed payload. */
  sendUninstall(storeHash: string): Promise<{ status: number; body: string }>;
  sendRemoveUser(storeHash: string): Promise<{ status: number; body: string }>;
  /** Sends a product webhook to every active hook of that scope; answers each delivery. */
  sendProductWebhook(
    storeHash: string,
    scope: 'store/product/created' | 'store/product/updated' | 'store/product/deleted',
    productId: number,
    options?: { headers?: Record<string, string>; createdAt?: number },
  ): Promise<{ status: number; body: string }[]>;
  /** Changes a product as a merchant would and sends store/product/updated. */
  updateProduct(
    storeHash: string,
    productId: number,
    change: Partial<Pick<StandInProduct, 'name' | 'price' | 'description' | 'is_visible'>>,
  ): Promise<void>;
  /** Deletes a product and sends store/product/deleted. */
  deleteProduct(storeHash: string, productId: number): Promise<void>;
  /** Every token-exchange request received (for tests). */
  tokenRequests: Record<string, unknown>[];
  close(): Promise<void>;
}

const SCOPES = 'store_v2_products_read_only store_v2_information_read_only';

/** Demo stores: two small shops with brands, categories, variants and pictures. */
export function demoStores(): StandInStore[] {
  const when = '2026-11-20T10:00:00+00:00';
  return [
    {
      hash: 'nw8k2demo',
      name: 'Northwind Outfitters',
      currency: 'USD',
      owner: { id: 7100001, email: 'owner@northwind.example' },
      brands: [
        { id: 11, name: 'Northwind' },
        { id: 12, name: 'Trailhead' },
      ],
      categories: [
        { id: 21, name: 'Jackets' },
        { id: 22, name: 'Footwear' },
        { id: 23, name: 'Accessories' },
      ],
      products: [
        {
          id: 101,
          name: 'Storm Shell Jacket',
          description: '<p>A <strong>waterproof</strong> shell for wet trails.</p>',
          price: 129.5,
          sku: 'NW-JKT-STORM',
          brand_id: 11,
          categories: [21],
          inventory_tracking: 'variant',
          inventory_level: 0,
          is_visible: true,
          availability: 'available',
          date_modified: when,
          variants: [
            { id: 1011, sku: 'NW-JKT-STORM-S', price: null, inventory_level: 4, options: ['S'] },
            { id: 1012, sku: 'NW-JKT-STORM-M', price: null, inventory_level: 7, options: ['M'] },
            { id: 1013, sku: 'NW-JKT-STORM-L', price: 134.5, inventory_level: 2, options: ['L'] },
          ],
          pictures: 2,
        },
        {
          id: 102,
          name: 'Ridge Hiking Boots',
          description: '<p>Leather boots with a grippy sole.</p>',
          price: 89,
          sku: 'NW-BOOT-RIDGE',
          brand_id: 12,
          categories: [22],
          inventory_tracking: 'product',
          inventory_level: 12,
          is_visible: true,
          availability: 'available',
          date_modified: when,
          variants: [
            { id: 1021, sku: 'NW-BOOT-RIDGE', price: null, inventory_level: 12, options: [] },
          ],
          pictures: 1,
        },
        {
          id: 103,
          name: 'Wool Beanie',
          description: '<p>Merino wool, one size.</p>',
          price: 19.99,
          sku: 'NW-BEANIE',
          brand_id: 11,
          categories: [23],
          inventory_tracking: 'none',
          inventory_level: 0,
          is_visible: true,
          availability: 'available',
          date_modified: when,
          variants: [{ id: 1031, sku: 'NW-BEANIE', price: null, inventory_level: 0, options: [] }],
          pictures: 1,
        },
        {
          id: 104,
          name: 'Trail Gaiters (coming soon)',
          description: '<p>Not on sale yet.</p>',
          price: 24,
          sku: 'NW-GAITER',
          brand_id: null,
          categories: [23],
          inventory_tracking: 'product',
          inventory_level: 0,
          is_visible: false,
          availability: 'available',
          date_modified: when,
          variants: [{ id: 1041, sku: 'NW-GAITER', price: null, inventory_level: 0, options: [] }],
          pictures: 0,
        },
      ],
    },
    {
      hash: 'kt5tdemo',
      name: 'Kettle & Tea',
      currency: 'EUR',
      owner: { id: 7100002, email: 'owner@kettle.example' },
      brands: [{ id: 31, name: 'Kettle & Tea' }],
      categories: [{ id: 41, name: 'Tea' }],
      products: Array.from({ length: 7 }, (_, i) => ({
        id: 201 + i,
        name: `Loose Leaf Tea No. ${i + 1}`,
        description: `<p>Blend number ${i + 1}.</p>`,
        price: 6.5 + i,
        sku: `KT-TEA-${i + 1}`,
        brand_id: 31,
        categories: [41],
        inventory_tracking: 'product' as const,
        inventory_level: 20 + i,
        is_visible: true,
        availability: 'available' as const,
        date_modified: when,
        variants: [
          {
            id: 2010 + i,
            sku: `KT-TEA-${i + 1}`,
            price: null,
            inventory_level: 20 + i,
            options: [],
          },
        ],
        pictures: 1,
      })),
    },
  ];
}

function json(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify(body));
}

function problem(response: ServerResponse, status: number, title: string, headers = {}) {
  json(
    response,
    status,
    { status, title, type: 'https://developer.bigcommerce.com/errors' },
    headers,
  );
}

const defaultDeliver = async (call: OutgoingCall) => {
  const response = await fetch(call.url, {
    method: call.method,
    headers: call.headers,
    body: call.body,
    redirect: 'manual',
  });
  return { status: response.status, body: await response.text() };
};

function installPage(appName: string, stores: StandInStore[], action: string): string {
  const options = stores
    .map(
      (store, index) =>
        `<label><input type="radio" name="store" value="${escapeHtml(store.hash)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(store.name)} <small>(stores/${escapeHtml(store.hash)})</small></label>`,
    )
    .join('\n    ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Install ${escapeHtml(appName)} · BigCommerce</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f6f7f9; color: #313440; }
  main { max-width: 460px; margin: 8vh auto; padding: 32px 28px; background: #fff; border-radius: 8px;
    box-shadow: 0 2px 12px rgba(49, 52, 64, .12); }
  h1 { font-size: 1.3rem; margin: 0 0 12px; }
  fieldset { border: 0; padding: 0; margin: 16px 0; display: grid; gap: 8px; }
  button { width: 100%; padding: 12px; font: inherit; font-weight: 600; border: 0; border-radius: 4px;
    background: #3c64f4; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #313440; outline-offset: 2px; }
  .note { font-size: .875rem; color: #5e637a; margin-top: 20px; }
</style>
</head>
<body>
<main>
  <h1>Install ${escapeHtml(appName)}</h1>
  <p>${escapeHtml(appName)} asks to read your products and store information.</p>
  <form method="post" action="${escapeHtml(action)}">
    <fieldset>
    <legend>Store</legend>
    ${options}
    </fieldset>
    <button type="submit">Install</button>
  </form>
  <p class="note">Test store: Bazaar's local stand-in for BigCommerce. Nothing leaves this machine.</p>
</main>
</body>
</html>`;
}

const pictureCache = new Map<string, Buffer>();

async function picture(seed: string): Promise<Buffer> {
  const known = pictureCache.get(seed);
  if (known) return known;
  const digest = createHash('sha256').update(seed).digest();
  const png = await sharp({
    create: {
      width: 320,
      height: 320,
      channels: 3,
      background: { r: digest[0]!, g: digest[1]!, b: digest[2]! },
    },
  })
    .png()
    .toBuffer();
  pictureCache.set(seed, png);
  return png;
}

/** Starts the stand-in on its own port. */
export async function startBigCommerceStandIn(
  options: BigCommerceStandInOptions,
): Promise<BigCommerceStandIn> {
  const stores = new Map((options.stores ?? demoStores()).map((store) => [store.hash, store]));
  const hooks = new Map<string, StandInHook[]>();
  const tokens = new Map<string, string>(); // access token → store hash
  const codes = new Map<string, { storeHash: string; expiresAt: number }>();
  const windows = new Map<string, { start: number; used: number }>();
  const tokenRequests: Record<string, unknown>[] = [];
  const quota = options.rateLimitQuota ?? 150;
  const windowMs = options.rateLimitWindowMs ?? 30_000;
  const deliver = options.deliver ?? defaultDeliver;
  const appIds = new Set([options.clientId, options.appId ?? options.clientId]);
  let nextHookId = 1;
  let origin = '';

  const imageUrl = (hash: string, productId: number, n: number) =>
    `${origin}/pictures/${hash}/${productId}/${n}.png`;

  function productJson(store: StandInStore, product: StandInProduct, include: Set<string>) {
    return {
      id: product.id,
      name: product.name,
      type: 'physical',
      sku: product.sku,
      description: product.description,
      price: product.price,
      sale_price: 0,
      calculated_price: product.price,
      brand_id: product.brand_id ?? 0,
      categories: product.categories,
      inventory_level: product.inventory_level,
      inventory_tracking: product.inventory_tracking,
      is_visible: product.is_visible,
      availability: product.availability,
      date_modified: product.date_modified,
      ...(include.has('variants')
        ? {
            variants: product.variants.map((variant) => ({
              id: variant.id,
              product_id: product.id,
              sku: variant.sku,
              price: variant.price,
              sale_price: null,
              calculated_price: variant.price ?? product.price,
              inventory_level: variant.inventory_level,
              option_values: variant.options.map((label, i) => ({
                id: i + 1,
                label,
                option_id: 1,
                option_display_name: 'Size',
              })),
            })),
          }
        : {}),
      ...(include.has('images')
        ? {
            images: Array.from({ length: product.pictures }, (_, i) => ({
              id: product.id * 10 + i,
              product_id: product.id,
              is_thumbnail: i === 0,
              sort_order: i,
              url_standard: imageUrl(store.hash, product.id, i + 1),
              url_zoom: imageUrl(store.hash, product.id, i + 1),
              url_thumbnail: imageUrl(store.hash, product.id, i + 1),
            })),
          }
        : {}),
    };
  }

  function rateLimit(hash: string): { headers: Record<string, string>; exceeded: boolean } {
    const now = Date.now();
    let window = windows.get(hash);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, used: 0 };
      windows.set(hash, window);
    }
    window.used += 1;
    const left = Math.max(0, quota - window.used);
    return {
      exceeded: window.used > quota,
      headers: {
        'x-rate-limit-requests-quota': String(quota),
        'x-rate-limit-requests-left': String(left),
        'x-rate-limit-time-window-ms': String(windowMs),
        'x-rate-limit-time-reset-ms': String(Math.max(0, windowMs - (now - window.start))),
      },
    };
  }

  async function storeApi(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    hash: string,
    rest: string,
  ) {
    const store = stores.get(hash);
    const token = request.headers['x-auth-token'];
    if (!store || typeof token !== 'string' || tokens.get(token) !== hash) {
      problem(response, 401, 'The access token is not valid for this store.');
      return;
    }
    const limit = rateLimit(hash);
    if (limit.exceeded) {
      problem(response, 429, 'Too many requests.', limit.headers);
      return;
    }
    const headers = limit.headers;
    const method = request.method ?? 'GET';
    const include = new Set((url.searchParams.get('include') ?? '').split(',').filter(Boolean));

    if (method === 'GET' && rest === '/v2/store') {
      json(
        response,
        200,
        {
          id: hash,
          name: store.name,
          domain: `${hash}.stand-in.example`,
          secure_url: `https://${hash}.stand-in.example`,
          currency: store.currency,
        },
        headers,
      );
      return;
    }
    if (method === 'GET' && rest === '/v3/catalog/products') {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
      const perPage = Math.min(
        250,
        Math.max(1, Number(url.searchParams.get('limit') ?? '50') || 50),
      );
      const all = store.products;
      const slice = all.slice((page - 1) * perPage, page * perPage);
      const totalPages = Math.ceil(all.length / perPage);
      json(
        response,
        200,
        {
          data: slice.map((product) => productJson(store, product, include)),
          meta: {
            pagination: {
              total: all.length,
              count: slice.length,
              per_page: perPage,
              current_page: page,
              total_pages: totalPages,
              links: {
                ...(page > 1 ? { previous: `?page=${page - 1}&limit=${perPage}` } : {}),
                current: `?page=${page}&limit=${perPage}`,
                ...(page < totalPages ? { next: `?page=${page + 1}&limit=${perPage}` } : {}),
              },
            },
          },
        },
        headers,
      );
      return;
    }
    const one = /^\/v3\/catalog\/products\/(\d+)$/.exec(rest);
    if (method === 'GET' && one) {
      const product = store.products.find((p) => p.id === Number(one[1]));
      if (!product) problem(response, 404, 'The requested product was not found.', headers);
      else json(response, 200, { data: productJson(store, product, include), meta: {} }, headers);
      return;
    }
    if (method === 'GET' && rest === '/v3/catalog/brands') {
      const ids = new Set((url.searchParams.get('id:in') ?? '').split(',').map(Number));
      const data = store.brands.filter((b) => ids.size === 0 || ids.has(b.id));
      json(response, 200, { data, meta: {} }, headers);
      return;
    }
    if (method === 'GET' && rest === '/v3/catalog/trees/categories') {
      const ids = new Set((url.searchParams.get('category_id:in') ?? '').split(',').map(Number));
      const data = store.categories
        .filter((c) => ids.size === 0 || ids.has(c.id))
        .map((c) => ({
          category_id: c.id,
          parent_id: 0,
          tree_id: 1,
          name: c.name,
          is_visible: true,
        }));
      json(response, 200, { data, meta: {} }, headers);
      return;
    }
    const storeHooks = hooks.get(hash) ?? [];
    hooks.set(hash, storeHooks);
    if (method === 'GET' && rest === '/v3/hooks') {
      json(response, 200, { data: storeHooks, meta: {} }, headers);
      return;
    }
    const hookId = /^\/v3\/hooks(?:\/(\d+))?$/.exec(rest);
    if (hookId && (method === 'POST' || method === 'PUT')) {
      const body = JSON.parse((await readRequestText(request)) || '{}') as Partial<StandInHook>;
      if (typeof body.scope !== 'string' || typeof body.destination !== 'string') {
        problem(response, 422, 'scope and destination are required.', headers);
        return;
      }
      const hook: StandInHook = {
        id: hookId[1] ? Number(hookId[1]) : nextHookId++,
        scope: body.scope,
        destination: body.destination,
        is_active: body.is_active ?? true,
        headers: body.headers ?? {},
      };
      const at = storeHooks.findIndex((h) => h.id === hook.id);
      if (method === 'PUT' && at < 0) {
        problem(response, 404, 'No such hook.', headers);
        return;
      }
      if (at >= 0) storeHooks[at] = hook;
      else storeHooks.push(hook);
      json(response, 200, { data: hook, meta: {} }, headers);
      return;
    }
    if (hookId?.[1] && method === 'DELETE') {
      const at = storeHooks.findIndex((h) => h.id === Number(hookId[1]));
      if (at < 0) {
        problem(response, 404, 'No such hook.', headers);
        return;
      }
      const [removed] = storeHooks.splice(at, 1);
      json(response, 200, { data: removed, meta: {} }, headers);
      return;
    }
    problem(response, 404, 'Not found.', headers);
  }

  async function tokenEndpoint(request: IncomingMessage, response: ServerResponse) {
    const raw = await readRequestText(request);
    let body: Record<string, unknown>;
    try {
      body = (request.headers['content-type'] ?? '').includes('application/json')
        ? (JSON.parse(raw) as Record<string, unknown>)
        : Object.fromEntries(new URLSearchParams(raw));
    } catch {
      problem(response, 400, 'The body could not be read.');
      return;
    }
    tokenRequests.push({ ...body, client_secret: body['client_secret'] ? '…' : undefined });
    const code = typeof body['code'] === 'string' ? codes.get(body['code']) : undefined;
    if (
      body['client_id'] !== options.clientId ||
      !sameSecret(
        typeof body['client_secret'] === 'string' ? body['client_secret'] : '',
        options.clientSecret,
      )
    ) {
      json(response, 401, { error: 'Invalid client id or secret.' });
      return;
    }
    if (
      body['grant_type'] !== 'authorization_code' ||
      body['redirect_uri'] !== options.callbacks.auth ||
      !code ||
      code.expiresAt < Date.now() ||
      body['context'] !== `stores/${code.storeHash}`
    ) {
      json(response, 400, { error: 'The code, context or redirect_uri is not valid.' });
      return;
    }
    codes.delete(body['code'] as string);
    const store = stores.get(code.storeHash)!;
    const accessToken = randomBytes(20).toString('hex');
    tokens.set(accessToken, store.hash);
    json(response, 200, {
      access_token: accessToken,
      scope: SCOPES,
      user: { id: store.owner.id, username: store.owner.email, email: store.owner.email },
      owner: { id: store.owner.id, username: store.owner.email, email: store.owner.email },
      context: `stores/${store.hash}`,
      account_uuid: '00000000-0000-4000-8000-000000000000',
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', origin);
    const method = request.method ?? 'GET';

    const install = /^\/app\/([\w-]+)\/install$/.exec(url.pathname);
    if (install && appIds.has(install[1]!)) {
      if (method === 'GET') {
        response
          .writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
          })
          .end(installPage('Bazaar', [...stores.values()], url.pathname));
        return;
      }
      if (method === 'POST') {
        const form = new URLSearchParams(await readRequestText(request));
        const store = stores.get(form.get('store') ?? '');
        if (!store) {
          response.writeHead(400, { 'content-type': 'text/plain' }).end('Choose a store.');
          return;
        }
        const code = randomBytes(16).toString('hex');
        codes.set(code, { storeHash: store.hash, expiresAt: Date.now() + 5 * 60_000 });
        const back = new URL(options.callbacks.auth);
        back.searchParams.set('code', code);
        back.searchParams.set('scope', SCOPES);
        back.searchParams.set('context', `stores/${store.hash}`);
        back.searchParams.set('account_uuid', '00000000-0000-4000-8000-000000000000');
        response.writeHead(303, { location: back.toString() }).end();
        return;
      }
    }
    if (method === 'POST' && url.pathname === '/oauth2/token') {
      await tokenEndpoint(request, response);
      return;
    }
    // Offline demo controls (not BigCommerce's protocol): what a merchant does in the control panel.
    const control = /^\/_control\/([a-z0-9]+)\/(load|uninstall|products\/(\d+)(\/delete)?)$/.exec(
      url.pathname,
    );
    const act = controls.current;
    if (control && act && stores.has(control[1]!)) {
      const hash = control[1]!;
      if (method === 'GET' && control[2] === 'load') {
        response.writeHead(302, { location: await act.loadUrl(hash) }).end();
        return;
      }
      if (method === 'POST' && control[2] === 'uninstall') {
        json(response, 200, await act.sendUninstall(hash));
        return;
      }
      if (method === 'POST' && control[3] && control[4]) {
        await act.deleteProduct(hash, Number(control[3]));
        json(response, 200, { deleted: Number(control[3]) });
        return;
      }
      if (method === 'POST' && control[3]) {
        const change = JSON.parse((await readRequestText(request)) || '{}') as Record<
          string,
          unknown
        >;
        await act.updateProduct(hash, Number(control[3]), {
          ...(typeof change['name'] === 'string' ? { name: change['name'] } : {}),
          ...(typeof change['price'] === 'number' ? { price: change['price'] } : {}),
          ...(typeof change['description'] === 'string'
            ? { description: change['description'] }
            : {}),
          ...(typeof change['is_visible'] === 'boolean'
            ? { is_visible: change['is_visible'] }
            : {}),
        });
        json(response, 200, { updated: Number(control[3]) });
        return;
      }
    }
    const pictureMatch = /^\/pictures\/([a-z0-9]+)\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
    if (method === 'GET' && pictureMatch) {
      response
        .writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' })
        .end(await picture(url.pathname));
      return;
    }
    const api = /^\/stores\/([a-z0-9]+)(\/.*)$/.exec(url.pathname);
    if (api) {
      await storeApi(request, response, url, api[1]!, api[2]!);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.');
  }

  // Filled in below: the offline controls use the same sender as the tests.
  const controls: {
    current?: Pick<
      BigCommerceStandIn,
      'loadUrl' | 'sendUninstall' | 'updateProduct' | 'deleteProduct'
    >;
  } = {};

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) problem(response, 500, 'The stand-in failed.');
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  async function signedPayload(
    storeHash: string,
    claims: Record<string, unknown> = {},
    secret = options.clientSecret,
  ): Promise<string> {
    const store = stores.get(storeHash);
    const now = Math.floor(Date.now() / 1000);
    const user = store ? { id: store.owner.id, email: store.owner.email, locale: 'en-US' } : null;
    return new SignJWT({
      aud: options.clientId,
      iss: 'bc',
      iat: now,
      nbf: now - 5,
      exp: now + 24 * 3600,
      jti: randomBytes(16).toString('hex'),
      sub: `stores/${storeHash}`,
      user,
      owner: user && { id: user.id, email: user.email },
      url: '/',
      channel_id: null,
      ...claims,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));
  }

  async function callback(target: string, storeHash: string) {
    const url = new URL(target);
    url.searchParams.set('signed_payload_jwt', await signedPayload(storeHash));
    return deliver({ method: 'GET', url: url.toString(), headers: { accept: 'application/json' } });
  }

  async function sendProductWebhook(
    storeHash: string,
    scope: 'store/product/created' | 'store/product/updated' | 'store/product/deleted',
    productId: number,
    extra: { headers?: Record<string, string>; createdAt?: number } = {},
  ) {
    const store = stores.get(storeHash);
    const data = { type: 'product', id: productId };
    const payload = JSON.stringify({
      created_at: extra.createdAt ?? Math.floor(Date.now() / 1000),
      store_id: String(store ? 1_000_000 + [...stores.keys()].indexOf(storeHash) : 0),
      producer: `stores/${storeHash}`,
      scope,
      hash: createHash('sha1').update(JSON.stringify(data)).digest('hex'),
      data,
    });
    const results: { status: number; body: string }[] = [];
    for (const hook of hooks.get(storeHash) ?? []) {
      if (!hook.is_active || (hook.scope !== scope && hook.scope !== 'store/product/*')) continue;
      results.push(
        await deliver({
          method: 'POST',
          url: hook.destination,
          headers: { 'content-type': 'application/json', ...hook.headers, ...extra.headers },
          body: payload,
        }),
      );
    }
    return results;
  }

  const standIn: BigCommerceStandIn = {
    url: origin,
    stores,
    tokenRequests,
    hooks: (storeHash) => hooks.get(storeHash) ?? [],
    signedPayload,
    async loadUrl(storeHash) {
      const url = new URL(options.callbacks.load);
      url.searchParams.set('signed_payload_jwt', await signedPayload(storeHash));
      return url.toString();
    },
    sendUninstall: (storeHash) => callback(options.callbacks.uninstall, storeHash),
    sendRemoveUser: (storeHash) => callback(options.callbacks.removeUser, storeHash),
    sendProductWebhook,
    async updateProduct(storeHash, productId, change) {
      const product = stores.get(storeHash)?.products.find((p) => p.id === productId);
      if (!product) throw new Error(`no product ${productId} in ${storeHash}`);
      Object.assign(product, change, { date_modified: new Date().toISOString() });
      await sendProductWebhook(storeHash, 'store/product/updated', productId);
    },
    async deleteProduct(storeHash, productId) {
      const store = stores.get(storeHash);
      if (!store) throw new Error(`no store ${storeHash}`);
      store.products = store.products.filter((p) => p.id !== productId);
      await sendProductWebhook(storeHash, 'store/product/deleted', productId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  controls.current = standIn;
  return standIn;
}
