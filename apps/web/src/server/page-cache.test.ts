import { IncomingMessage, ServerResponse, type IncomingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache, STALE_MIN_AGE_MS } from './page-cache';
import {
  cacheableRequest,
  isCacheablePagePath,
  itemPageListing,
  PAGE_CACHE_HEADER,
  pageCacheSettings,
  variantRequestHeaders,
  type PageVariant,
} from './page-cache-variants';
import { storedPage, type RenderedPage } from './stored-page';
import { PAGE_CHANGES_AT_META } from '../lib/page-changes-at';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

function request(url: string, headers: IncomingHttpHeaders = {}, method = 'GET'): IncomingMessage {
  const message = new IncomingMessage(new Socket());
  message.method = method;
  message.url = url;
  message.headers = { host: 'bazaar.test', 'user-agent': CHROME, ...headers };
  return message;
}

const keyOptions = {
  publicUrl: null,
  botType: (ua: string) => (/bot/i.test(ua) ? 'dom' : undefined),
};

function keyOf(url: string, headers: IncomingHttpHeaders = {}, method = 'GET') {
  return cacheableRequest(request(url, headers, method), keyOptions)?.key ?? null;
}

/** A response that records what was written to it. */
function recordingResponse(req: IncomingMessage) {
  const response = new ServerResponse(req);
  const recorded: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {};
  response.writeHead = ((status: number, headers: Record<string, unknown>) => {
    recorded.status = status;
    recorded.headers = headers;
    return response;
  }) as typeof response.writeHead;
  response.end = ((body?: Buffer) => {
    recorded.body = body;
    return response;
  }) as typeof response.end;
  return { response, recorded };
}

const NONCE = 'cmVuZGVyLW5vbmNlLTEyMw==';

function renderedPage(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`,
      'content-length': '123',
      date: 'Tue, 24 Nov 2026 04:00:00 GMT',
      vary: 'rsc, Accept-Encoding',
    },
    body: Buffer.from(
      `<html><script nonce="${NONCE}">a</script><p>${'Bazaar '.repeat(300)}</p>` +
        `<script nonce="${NONCE}">self.__next_f.push([1,"{\\"nonce\\":\\"${NONCE}\\"}"])</script></html>`,
    ),
    ...overrides,
  };
}

describe('isCacheablePagePath', () => {
  it('takes home, divisions, sections, showroom nodes and item pages', () => {
    for (const path of [
      '/',
      '/shophub',
      '/flea-market/latest-ads',
      '/food/fruit',
      '/shophub/showroom/laptops',
      '/auto-market/item/0b5c',
    ]) {
      expect(isCacheablePagePath(path), path).toBe(true);
    }
  });

  it('leaves out forms, other pages and odd shapes', () => {
    for (const path of [
      '/shophub/add-product',
      '/shophub/edit-product/1',
      '/shophub/item',
      '/shophub/item/',
      '/shophub/',
      '//shophub',
      '/cart',
      '/profile',
      '/search',
      '/nowhere/item/1',
      '/shophub/fruit/extra',
    ]) {
      expect(isCacheablePagePath(path), path).toBe(false);
    }
  });
});

describe('itemPageListing', () => {
  it("reads the listing of an item page's address, with or without a query", () => {
    expect(itemPageListing('/auto-market/item/0b5c')).toBe('0b5c');
    expect(itemPageListing('/shophub/item/0b5c?photo=2')).toBe('0b5c');
    expect(itemPageListing('/shophub/showroom/laptops')).toBeNull();
    expect(itemPageListing('/shophub')).toBeNull();
    expect(itemPageListing('/nowhere/item/0b5c')).toBeNull();
  });
});

describe('cacheableRequest', () => {
  it('gives browsers that get the same page one key, whatever their raw headers', () => {
    const first = keyOf('/', { 'accept-language': 'de-DE,de;q=0.9', cookie: 'theme=dark' });
    const second = keyOf('/', { 'accept-language': 'de', 'user-agent': `${CHROME} Extra/1` });
    const byCookie = keyOf('/', { 'accept-language': 'en', cookie: 'locale=de' });
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    expect(byCookie).toBe(first);
  });

  it('tells apart everything the render depends on', () => {
    const base = keyOf('/food');
    const others = [
      keyOf('/food', { 'accept-language': 'de' }),
      keyOf('/food', { 'user-agent': PHONE }),
      keyOf('/food', { cookie: 'main_menu_collapsed=1' }),
      keyOf('/food', { host: 'other.test' }),
      keyOf('/food', { 'x-forwarded-proto': 'https' }),
      keyOf('/food', { 'user-agent': 'Googlebot/2.1' }),
      keyOf('/food?sort=price'),
      keyOf('/food/fruit'),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
    // The device type is what counts, whether the cookie or the user agent gave it.
    expect(keyOf('/food', { cookie: 'device_type=mobile' })).toBe(
      keyOf('/food', { 'user-agent': PHONE }),
    );
    expect(keyOf('/food', { 'user-agent': PHONE, cookie: 'device_type=desktop' })).toBe(base);
  });

  it('ignores the host when PUBLIC_URL fixes the origin', () => {
    const options = { ...keyOptions, publicUrl: 'https://bazaar.example' };
    const a = cacheableRequest(request('/', { host: 'a.test' }), options)?.key;
    const b = cacheableRequest(request('/', { host: 'b.test' }), options)?.key;
    expect(a).toBe(b);
  });

  it('refuses signed-in visitors, sessions to restore, flight requests and other methods', () => {
    expect(keyOf('/', { cookie: 'access_token=abc' })).toBeNull();
    expect(keyOf('/', { cookie: 'locale=en; refresh_token=r' })).toBeNull();
    expect(keyOf('/', { rsc: '1' })).toBeNull();
    expect(keyOf('/', { 'next-router-prefetch': '1' })).toBeNull();
    expect(keyOf('/?_rsc=abc')).toBeNull();
    expect(keyOf('/', {}, 'POST')).toBeNull();
    expect(keyOf('/cart')).toBeNull();
    expect(keyOf('/', {}, 'HEAD')).toBe(keyOf('/'));
  });

  it('renders a variant with the values of its key as cookies', () => {
    const cacheable = cacheableRequest(
      request('/food', {
        'accept-language': 'de',
        'user-agent': PHONE,
        cookie: 'main_menu_collapsed=1',
      }),
      keyOptions,
    );
    const headers = variantRequestHeaders(cacheable!.variant);
    expect(headers.cookie).toBe('locale=de; device_type=mobile; main_menu_collapsed=1');
    expect(headers['accept-encoding']).toBe('identity');
    expect(headers['x-forwarded-host']).toBe('bazaar.test');
  });
});

describe('storedPage', () => {
  it('keeps only a 200 HTML answer without Set-Cookie and with a nonce', () => {
    expect(storedPage(renderedPage(), 0)).not.toBeNull();
    expect(storedPage(renderedPage({ status: 404 }), 0)).toBeNull();
    const withCookie = renderedPage();
    withCookie.headers['set-cookie'] = ['a=1'];
    expect(storedPage(withCookie, 0)).toBeNull();
    const json = renderedPage();
    json.headers['content-type'] = 'application/json';
    expect(storedPage(json, 0)).toBeNull();
    const noNonce = renderedPage();
    noNonce.headers['content-security-policy'] = "script-src 'self'";
    expect(storedPage(noNonce, 0)).toBeNull();
  });
});

function cacheWith(render: (variant: PageVariant) => Promise<RenderedPage>, clock = { now: 0 }) {
  return createPageCache({
    ttlMs: 30_000,
    maxBytes: 1024 * 1024,
    render,
    now: () => clock.now,
    logError: () => undefined,
  });
}

async function serve(
  cache: ReturnType<typeof createPageCache>,
  url: string,
  headers: IncomingHttpHeaders = {},
  method = 'GET',
) {
  const req = request(url, headers, method);
  const { response, recorded } = recordingResponse(req);
  const renderForRequest = vi.fn();
  await cache.serve(req, response, cacheableRequest(req, keyOptions)!, renderForRequest);
  return { recorded, renderForRequest };
}

describe('the page cache', () => {
  it('renders once, then answers from the cache with a fresh nonce every time', async () => {
    const render = vi.fn(() => Promise.resolve(renderedPage()));
    const cache = cacheWith(render);
    const first = await serve(cache, '/');
    const second = await serve(cache, '/');
    expect(render).toHaveBeenCalledTimes(1);
    expect(first.recorded.headers?.[PAGE_CACHE_HEADER]).toBe('miss');
    expect(second.recorded.headers?.[PAGE_CACHE_HEADER]).toBe('hit');

    const nonces = [first, second].map(({ recorded }) => {
      const csp = String(recorded.headers?.['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      const body = recorded.body!.toString();
      expect(body).not.toContain(NONCE);
      expect(body.split(nonce)).toHaveLength(4);
      expect(recorded.headers?.['content-length']).toBe(recorded.body!.length);
      expect(recorded.headers?.date).toBeUndefined();
      return nonce;
    });
    expect(new Set([NONCE, ...nonces]).size).toBe(3);
  });

  it('gzips each answer with its own nonce for browsers that accept it', async () => {
    const cache = cacheWith(() => Promise.resolve(renderedPage()));
    const { recorded } = await serve(cache, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(recorded.headers?.['content-encoding']).toBe('gzip');
    const nonce = /'nonce-([^']+)'/.exec(
      String(recorded.headers?.['content-security-policy']),
    )![1]!;
    const expected = renderedPage().body.toString().replaceAll(NONCE, nonce);
    expect(gunzipSync(recorded.body!).toString()).toBe(expected);
    expect(recorded.body!.length).toBeLessThan(expected.length / 3);
  });

  it('answers HEAD with the headers only', async () => {
    const cache = cacheWith(() => Promise.resolve(renderedPage()));
    const { recorded } = await serve(cache, '/', {}, 'HEAD');
    expect(recorded.status).toBe(200);
    expect(recorded.body).toBeUndefined();
  });

  it('lets visitors who ask meanwhile wait for the one render of their page', async () => {
    let finish: (page: RenderedPage) => void = () => undefined;
    const render = vi.fn(() => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    const cache = cacheWith(render);
    const answers = Promise.all([
      serve(cache, '/food'),
      serve(cache, '/food'),
      serve(cache, '/food'),
    ]);
    await Promise.resolve();
    finish(renderedPage());
    const results = await answers;
    expect(render).toHaveBeenCalledTimes(1);
    expect(results.map(({ recorded }) => recorded.status)).toEqual([200, 200, 200]);
  });

  it('serves a stale page while one render replaces it, and waits once it is too old', async () => {
    const clock = { now: 0 };
    let version = 1;
    const render = vi.fn(() =>
      Promise.resolve(renderedPage({ body: Buffer.from(`<p>version ${version}</p>`) })),
    );
    const cache = cacheWith(render, clock);
    await serve(cache, '/');
    version = 2;
    clock.now = 31_000;
    const stale = await serve(cache, '/');
    expect(stale.recorded.headers?.[PAGE_CACHE_HEADER]).toBe('stale');
    expect(stale.recorded.body!.toString()).toContain('version 1');
    await Promise.resolve();
    const fresh = await serve(cache, '/');
    expect(fresh.recorded.body!.toString()).toContain('version 2');
    expect(fresh.recorded.headers?.[PAGE_CACHE_HEADER]).toBe('hit');

    version = 3;
    clock.now = 31_000 + 61_000;
    const expired = await serve(cache, '/');
    expect(expired.recorded.headers?.[PAGE_CACHE_HEADER]).toBe('miss');
    expect(expired.recorded.body!.toString()).toContain('version 3');
  });

  it('serves a page neither fresh nor stale from the moment it said it changes', async () => {
    const clock = { now: Date.parse('2030-05-01T00:00:00Z') };
    let version = 1;
    const render = vi.fn(() =>
      Promise.resolve(
        renderedPage({
          body: Buffer.from(
            `<html><head><meta name="${PAGE_CHANGES_AT_META}" content="2030-05-01T00:00:10.000Z"/></head><p>version ${version}</p></html>`,
          ),
        }),
      ),
    );
    const cache = cacheWith(render, clock);
    await serve(cache, '/');
    version = 2;
    clock.now += 9_000;
    expect((await serve(cache, '/')).recorded.body!.toString()).toContain('version 1');
    // Within the TTL, but at the moment the page said it changes.
    clock.now += 1_000;
    const changed = await serve(cache, '/');
    expect(changed.recorded.headers?.[PAGE_CACHE_HEADER]).toBe('miss');
    expect(changed.recorded.body!.toString()).toContain('version 2');
  });

  it('renders a page it may not share for each visitor, without rendering it again for the cache', async () => {
    const render = vi.fn(() => Promise.resolve(renderedPage({ status: 404 })));
    const cache = cacheWith(render);
    const first = await serve(cache, '/shophub/item/gone');
    const second = await serve(cache, '/shophub/item/gone');
    expect(first.renderForRequest).toHaveBeenCalledTimes(1);
    expect(second.renderForRequest).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders for the visitor when the render for the cache fails', async () => {
    const cache = cacheWith(() => Promise.reject(new Error('down')));
    const { renderForRequest } = await serve(cache, '/');
    expect(renderForRequest).toHaveBeenCalledTimes(1);
  });

  it('forgets its pages on clear, and does not keep a render that began before it', async () => {
    let version = 1;
    let finish: () => void = () => undefined;
    const render = vi.fn(async () => {
      const shown = version;
      if (shown === 2) await new Promise<void>((resolve) => (finish = resolve));
      return renderedPage({ body: Buffer.from(`<p>version ${shown}</p>`) });
    });
    const cache = cacheWith(render);
    await serve(cache, '/');
    version = 2;
    cache.clear();
    const during = serve(cache, '/');
    await Promise.resolve();
    version = 3;
    cache.clear();
    finish();
    expect((await during).recorded.body!.toString()).toContain('version 2');
    const after = await serve(cache, '/');
    expect(after.recorded.body!.toString()).toContain('version 3');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps its pages within the memory bound, dropping the least recently used', async () => {
    const big = () => Promise.resolve(renderedPage({ body: Buffer.alloc(300_000, 'a') }));
    const render = vi.fn(big);
    const cache = createPageCache({ ttlMs: 30_000, maxBytes: 1_000_000, render });
    await serve(cache, '/food');
    await serve(cache, '/shophub');
    await serve(cache, '/food');
    await serve(cache, '/services');
    expect(render).toHaveBeenCalledTimes(3);
    // A fourth page does not fit beside three: the least recently used one (/shophub) goes.
    await serve(cache, '/property');
    await serve(cache, '/food');
    await serve(cache, '/services');
    expect(render).toHaveBeenCalledTimes(4);
    await serve(cache, '/shophub');
    expect(render).toHaveBeenCalledTimes(5);
  });
});

describe('announced changes', () => {
  const LISTING = '0b5c8f3e-4d1a-4c2b-9a7e-5f6d7e8f9a0b';
  const OTHER = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  const itemUrl = (id: string) => `/shophub/item/${id}`;

  /** A cache whose renders show which version of the world they read, and by which address. */
  function versionedCache(clock: { now: number }) {
    const world = { version: 1 };
    const render = vi.fn((variant: PageVariant) =>
      Promise.resolve(
        renderedPage({ body: Buffer.from(`<p>${variant.url} version ${world.version}</p>`) }),
      ),
    );
    return { cache: cacheWith(render, clock), render, world };
  }

  const shown = async (cache: ReturnType<typeof createPageCache>, url: string) => {
    const { recorded } = await serve(cache, url);
    return {
      state: recorded.headers?.[PAGE_CACHE_HEADER],
      version: /version (\d+)/.exec(recorded.body!.toString())![1],
    };
  };

  it('makes the item pages of the listings named stale, and leaves other pages fresh', async () => {
    const clock = { now: 0 };
    const { cache, render, world } = versionedCache(clock);
    for (const url of [itemUrl(LISTING), `${itemUrl(LISTING)}?photo=2`, itemUrl(OTHER), '/']) {
      await serve(cache, url);
    }
    world.version = 2;
    clock.now = 10_000;
    cache.markStale({ listings: [LISTING] });

    // The first visitor still gets the page as it was while one render replaces it.
    expect(await shown(cache, itemUrl(LISTING))).toEqual({ state: 'stale', version: '1' });
    await Promise.resolve();
    expect(await shown(cache, itemUrl(LISTING))).toEqual({ state: 'hit', version: '2' });
    expect(await shown(cache, `${itemUrl(LISTING)}?photo=2`)).toEqual({
      state: 'stale',
      version: '1',
    });
    expect(await shown(cache, itemUrl(OTHER))).toEqual({ state: 'hit', version: '1' });
    expect(await shown(cache, '/')).toEqual({ state: 'hit', version: '1' });
    expect(render).toHaveBeenCalledTimes(6);
  });

  it('makes every page stale when anything may have changed', async () => {
    const clock = { now: 0 };
    const { cache, world } = versionedCache(clock);
    for (const url of [itemUrl(LISTING), '/', '/food']) await serve(cache, url);
    world.version = 2;
    clock.now = 10_000;
    cache.markStale({ everything: true });
    for (const url of [itemUrl(LISTING), '/', '/food']) {
      expect(await shown(cache, url), url).toEqual({ state: 'stale', version: '1' });
      await Promise.resolve();
      expect(await shown(cache, url), url).toEqual({ state: 'hit', version: '2' });
    }
  });

  it('makes a page younger than the minimum age stale only when it reaches that age', async () => {
    const clock = { now: 0 };
    const { cache, world } = versionedCache(clock);
    await serve(cache, '/');
    world.version = 2;
    clock.now = 1_000;
    cache.markStale({ everything: true });
    clock.now = STALE_MIN_AGE_MS - 1;
    expect(await shown(cache, '/')).toEqual({ state: 'hit', version: '1' });
    clock.now = STALE_MIN_AGE_MS;
    expect(await shown(cache, '/')).toEqual({ state: 'stale', version: '1' });
    await Promise.resolve();
    expect(await shown(cache, '/')).toEqual({ state: 'hit', version: '2' });
  });

  it('keeps a render that was running when a change was announced, stale from the minimum age', async () => {
    const clock = { now: 0 };
    let finish: () => void = () => undefined;
    let version = 1;
    const render = vi.fn(async () => {
      const read = version;
      if (read === 1) await new Promise<void>((resolve) => (finish = resolve));
      return renderedPage({ body: Buffer.from(`<p>version ${read}</p>`) });
    });
    const cache = cacheWith(render, clock);
    const first = serve(cache, '/');
    await Promise.resolve();
    // The render read the world before this change; it is kept, but not for the whole TTL.
    version = 2;
    cache.markStale({ everything: true });
    clock.now = 1_000;
    finish();
    expect((await first).recorded.body!.toString()).toContain('version 1');
    clock.now = 1_000 + STALE_MIN_AGE_MS - 1;
    expect((await serve(cache, '/')).recorded.headers?.[PAGE_CACHE_HEADER]).toBe('hit');
    clock.now = 1_000 + STALE_MIN_AGE_MS;
    expect((await serve(cache, '/')).recorded.headers?.[PAGE_CACHE_HEADER]).toBe('stale');
    await Promise.resolve();
    expect((await serve(cache, '/')).recorded.body!.toString()).toContain('version 2');
  });

  it('renders a page at most once per minimum age under a stream of changes', async () => {
    const clock = { now: 0 };
    const { cache, render, world } = versionedCache(clock);
    await serve(cache, itemUrl(LISTING));
    // A checkout of this listing every 200 ms for 20 s, and a visitor between each two.
    for (let at = 200; at <= 20_000; at += 200) {
      clock.now = at;
      world.version += 1;
      cache.markStale({ listings: [LISTING] });
      await serve(cache, itemUrl(LISTING));
      await Promise.resolve();
    }
    expect(render.mock.calls.length).toBeGreaterThanOrEqual(20_000 / STALE_MIN_AGE_MS);
    expect(render.mock.calls.length).toBeLessThanOrEqual(20_000 / STALE_MIN_AGE_MS + 1);
    // The last change shows within the minimum age.
    world.version += 1;
    cache.markStale({ listings: [LISTING] });
    clock.now += STALE_MIN_AGE_MS;
    await serve(cache, itemUrl(LISTING));
    await Promise.resolve();
    expect(await shown(cache, itemUrl(LISTING))).toEqual({
      state: 'hit',
      version: String(world.version),
    });
  });

  it('leaves alone pages it may not share, which are rendered for each visitor anyway', async () => {
    const render = vi.fn(() => Promise.resolve(renderedPage({ status: 404 })));
    const clock = { now: 0 };
    const cache = cacheWith(render, clock);
    await serve(cache, itemUrl(LISTING));
    clock.now = 10_000;
    cache.markStale({ listings: [LISTING] });
    const { renderForRequest } = await serve(cache, itemUrl(LISTING));
    expect(renderForRequest).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
  });
});

describe('pageCacheSettings', () => {
  it('defaults to 30 s and 64 MiB, off in development, and names a wrong variable', () => {
    expect(pageCacheSettings({}, false)).toEqual({ ttlMs: 30_000, maxBytes: 64 * 1024 * 1024 });
    expect(pageCacheSettings({}, true).ttlMs).toBe(0);
    expect(pageCacheSettings({ PAGE_CACHE_TTL_SECONDS: '0' }, false).ttlMs).toBe(0);
    expect(() => pageCacheSettings({ PAGE_CACHE_TTL_SECONDS: 'soon' }, false)).toThrow(
      /PAGE_CACHE_TTL_SECONDS/,
    );
  });
});
