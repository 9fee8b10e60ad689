import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Pool } from 'undici';
import { variantRequestHeaders, type PageVariant } from './page-cache-variants';
import { type PageRenderer } from './stored-page';

/** The request header that marks a render the page cache asked for. */
const RENDER_FOR_CACHE_HEADER = 'x-bazaar-page-cache-render';

/** A render that takes longer fails, and the visitors waiting for it get renders of their own. */
const RENDER_TIMEOUT_MS = 30_000;

export interface SelfRenderer {
  render: PageRenderer;
  /** Whether a request is one of this renderer's own (it carries this process's secret). */
  isOwnRequest(request: IncomingMessage): boolean;
  close(): Promise<void>;
}

/**
 * Renders pages for the cache by asking the web's own server over a kept-alive loopback
 * connection: the request goes through Next.js exactly as a visitor's would (proxy, layout,
 * pages), with the variant's values as its cookies. A secret made at start marks these requests,
 * so the server hands them to Next.js instead of to the cache, and a visitor cannot.
 */
export function createSelfRenderer(origin: string): SelfRenderer {
  const secret = randomBytes(16).toString('hex');
  const secretBytes = Buffer.from(secret);
  const pool = new Pool(origin, { connections: 8 });

  async function render(variant: PageVariant) {
    const answer = await pool.request({
      path: variant.url,
      method: 'GET',
      headers: { ...variantRequestHeaders(variant), [RENDER_FOR_CACHE_HEADER]: secret },
      headersTimeout: RENDER_TIMEOUT_MS,
      bodyTimeout: RENDER_TIMEOUT_MS,
    });
    const body = Buffer.from(await answer.body.arrayBuffer());
    return { status: answer.statusCode, headers: answer.headers as IncomingHttpHeaders, body };
  }

  return {
    render,
    isOwnRequest(request) {
      const value = request.headers[RENDER_FOR_CACHE_HEADER];
      if (typeof value !== 'string') return false;
      const given = Buffer.from(value);
      return given.length === secretBytes.length && timingSafeEqual(given, secretBytes);
    },
    close: () => pool.close(),
  };
}
