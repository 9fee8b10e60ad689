/* global self, caches */
// Bazaar's service worker: caches the public app shell (the offline page, its scripts and styles,
// icons and the manifest) so that a navigation without a connection shows a clear offline page
// instead of the browser's error. It never stores api answers or the HTML of pages, which may be
// personal; those always come from the network. Registered in production only.

const params = new URL(self.location.href).searchParams;
const VERSION = params.get('v') || 'dev';
const LOCALE = params.get('locale') || 'en';
const CACHE_PREFIX = 'bazaar-shell-';
const CACHE = `${CACHE_PREFIX}${VERSION}-${LOCALE}`;
const OFFLINE_PATH = '/offline';
const SHELL_FILES = [
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
];
/** Hashed build files never change; other cached files are refreshed in the background. */
const IMMUTABLE_PREFIX = '/_next/static/';
const REFRESHED_PREFIXES = ['/icons/', '/e-shop-providers/', '/icon.svg', '/apple-icon.png'];
const MAX_CACHED_FILES = 200;

/** The offline page as a signed-out visitor sees it, in the language the app was registered in. */
async function cacheOfflinePage(cache) {
  const response = await fetch(OFFLINE_PATH, {
    credentials: 'omit',
    cache: 'reload',
    headers: { 'accept-language': LOCALE },
  });
  if (!response.ok) throw new Error(`The offline page answered ${response.status}`);
  const html = await response.clone().text();
  await cache.put(OFFLINE_PATH, response);
  // The scripts, styles and fonts it needs, so that it renders and hydrates without a network.
  const assets = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g)) {
    assets.add(match[1]);
  }
  return [...assets];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const assets = await cacheOfflinePage(cache);
      await Promise.all(
        [...SHELL_FILES, ...assets].map((path) =>
          cache.add(new Request(path, { credentials: 'omit' })).catch(() => undefined),
        ),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

async function trim(cache) {
  const keys = await cache.keys();
  const excess = keys.length - MAX_CACHED_FILES;
  for (let index = 0; index < excess; index += 1) {
    if (new URL(keys[index].url).pathname !== OFFLINE_PATH) await cache.delete(keys[index]);
  }
}

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

async function fromCacheThenRefresh(event) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(event.request);
  const refreshed = fetch(event.request).then(async (response) => {
    if (response.ok && response.type === 'basic') await cache.put(event.request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(refreshed.catch(() => undefined));
    return cached;
  }
  return refreshed;
}

/** A page that could not be loaded: the offline page, which offers to go back there. */
async function offlineFallback(url) {
  const cached = await caches.match(OFFLINE_PATH);
  if (!cached) return Response.error();
  if (url.pathname === OFFLINE_PATH) return cached;
  const target = `${OFFLINE_PATH}?continue=${encodeURIComponent(url.pathname + url.search)}`;
  return Response.redirect(target, 302);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Api answers are personal and live: never from a cache, not even offline.
  const api = url.pathname === '/api' || url.pathname.startsWith('/api/');

  if (request.mode === 'navigate') {
    // Every navigation answers with the navigation preload's response when there is one. The
    // browser sends that preload for every navigation this worker controls, api addresses too
    // (the e-shop installs' redirects under /api/eshop-integrations): leaving one to the browser
    // would send the same GET twice, and an install's one-time state would be spent by the
    // discarded copy.
    event.respondWith(
      (async () => {
        try {
          const preloaded = await event.preloadResponse;
          return preloaded || (await fetch(request));
        } catch {
          return api ? Response.error() : offlineFallback(url);
        }
      })(),
    );
    return;
  }
  if (api) return;
  if (url.pathname.startsWith(IMMUTABLE_PREFIX)) {
    event.respondWith(fromCacheFirst(request));
    return;
  }
  if (
    url.pathname === '/manifest.webmanifest' ||
    REFRESHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))
  ) {
    event.respondWith(fromCacheThenRefresh(event));
  }
});
