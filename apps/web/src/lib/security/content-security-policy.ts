/** Request header the proxy hands the render: the nonce this page's scripts must carry. */
export const CSP_NONCE_HEADER = 'x-bazaar-nonce';

export interface ContentSecurityPolicyOptions {
  /** Fresh for every page request; Next and the colour-scheme script put it on their scripts. */
  nonce: string;
  /** The dev server evaluates code and talks to its hot-reload socket. */
  development: boolean;
  /** Other origins pictures may come from (map tiles). */
  imageOrigins?: readonly string[];
}

/** A nonce of 128 random bits, base64 as CSP wants it. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of every page. Scripts run only with this request's nonce (and
 * what they load, 'strict-dynamic'), so injected markup cannot run code. Styles stay
 * 'unsafe-inline': MUI writes style attributes and emotion's style tags, and a style cannot run
 * code. Pages may be framed only by Bazaar itself (the policy dialogs).
 */
export function contentSecurityPolicy({
  nonce,
  development,
  imageOrigins = [],
}: ContentSecurityPolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(development ? ['ws:'] : [])],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
