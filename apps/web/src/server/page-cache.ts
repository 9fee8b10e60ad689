import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { type SharedPagesChange } from '@bazaar/contracts';
import {
  itemPageListing,
  type CacheableRequest,
  type PageCacheSettings,
} from './page-cache-variants';
import {
  sendStoredPage,
  storedPage,
  type Entry,
  type PageRenderer,
  type StoredPage,
} from './stored-page';

/**
 * How old a page must be before an announced change (ADR 0082) makes it stale; a younger page
 * turns stale when it reaches this age. It bounds the renders a stream of changes costs (checkouts
 * of a popular listing, a seller saving again and again): at most one render of a page per this
 * time on each web instance, however many changes are announced meanwhile, while every change
 * still shows within seconds.
 */
export const STALE_MIN_AGE_MS = 5_000;

export interface PageCacheOptions extends PageCacheSettings {
  render: PageRenderer;
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
}

export interface PageCache {
  /**
   * Answers a cacheable request from the cache, rendering it once when needed; calls `render`
   * for the request itself when its page cannot be shared.
   */
  serve(
    request: IncomingMessage,
    response: ServerResponse,
    cacheable: CacheableRequest,
    renderForRequest: () => void,
  ): Promise<void>;
  /** Forgets every page, and the renders already running are not stored. */
  clear(): void;
  /**
   * Makes the pages an announced change may show on stale (ADR 0082): an item page of one of
   * `listings`, or every page. A stale page is still served while one render replaces it; a page
   * younger than STALE_MIN_AGE_MS turns stale when it reaches that age, and so does a page whose
   * render is running now (it may have read what was there before the change).
   */
  markStale(change: SharedPagesChange): void;
}

/**
 * The HTML cache of the pages signed-out visitors see (ADR 0035). A page is fresh for the TTL,
 * or until an announced change makes it stale sooner (`markStale`, ADR 0082); then, until twice
 * the TTL from its render, it is still served while one render replaces it; after that a visitor
 * waits for a new render. One render runs at a time per key: visitors who ask meanwhile wait for
 * it. Entries are held within a memory bound, least recently used first out.
 */
export function createPageCache({
  ttlMs,
  maxBytes,
  render,
  now = Date.now,
  logError = (message, error) => console.error(message, error),
}: PageCacheOptions): PageCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => (entry.kind === 'page' ? entry.bytes : 64) + key.length,
  });
  /** The renders running, by key; `changed`: a change that may show on it was announced meanwhile. */
  const rendering = new Map<
    string,
    { promise: Promise<Entry | null>; listingId: string | null; changed: boolean }
  >();
  /** Counts clears: a render that began before the last one may show what has changed since. */
  let generation = 0;

  function refresh({ key, variant }: CacheableRequest): Promise<Entry | null> {
    const running = rendering.get(key);
    if (running) return running.promise;
    const startedIn = generation;
    const promise = render(variant)
      .then((page) => {
        const at = now();
        const entry: Entry = storedPage(page, at, variant.url) ?? { kind: 'pass', storedAt: at };
        if (entry.kind === 'page' && rendering.get(key)?.changed) entry.changeAnnouncedAt = at;
        if (startedIn === generation) entries.set(key, entry);
        return entry;
      })
      .catch((error: unknown) => {
        logError(`page cache: rendering ${variant.url} failed`, error);
        return null;
      })
      .finally(() => {
        if (rendering.get(key)?.promise === promise) rendering.delete(key);
      });
    rendering.set(key, { promise, listingId: itemPageListing(variant.url), changed: false });
    return promise;
  }

  /** Until when a page is fresh: its TTL, or sooner once a change was announced (not before the minimum age). */
  function staleFrom(page: StoredPage): number {
    const byTtl = page.storedAt + ttlMs;
    if (page.changeAnnouncedAt === null) return byTtl;
    return Math.min(byTtl, Math.max(page.changeAnnouncedAt, page.storedAt + STALE_MIN_AGE_MS));
  }

  async function serve(
    request: IncomingMessage,
    response: ServerResponse,
    cacheable: CacheableRequest,
    renderForRequest: () => void,
  ): Promise<void> {
    const kept = entries.get(cacheable.key);
    // A page whose content has changed by itself since (a schedule's boundary) is not served.
    const entry =
      kept?.kind === 'page' && kept.changesAt !== null && now() >= kept.changesAt
        ? undefined
        : kept;
    const age = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry?.kind === 'page' && now() < staleFrom(entry)) {
      return sendStoredPage(request, response, entry, 'hit');
    }
    if (entry?.kind === 'pass' && age < ttlMs) return renderForRequest();
    if (entry?.kind === 'page' && age < 2 * ttlMs) {
      void refresh(cacheable);
      return sendStoredPage(request, response, entry, 'stale');
    }
    const rendered = await refresh(cacheable);
    if (response.destroyed) return;
    if (rendered?.kind === 'page') return sendStoredPage(request, response, rendered, 'miss');
    renderForRequest();
  }

  function clear(): void {
    generation += 1;
    entries.clear();
    rendering.clear();
  }

  function markStale(change: SharedPagesChange): void {
    const listings = 'listings' in change ? new Set(change.listings) : null;
    const concerns = (listingId: string | null) =>
      listings === null || (listingId !== null && listings.has(listingId));
    const at = now();
    // Not a page that may not be shared: it is rendered for each visitor anyway.
    for (const entry of entries.values()) {
      if (entry.kind === 'page' && entry.changeAnnouncedAt === null && concerns(entry.listingId)) {
        entry.changeAnnouncedAt = at;
      }
    }
    for (const running of rendering.values()) {
      if (concerns(running.listingId)) running.changed = true;
    }
  }

  return { serve, clear, markStale };
}
