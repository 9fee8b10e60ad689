import { type StorePlatform } from '@bazaar/contracts';

/** Where the api's routes of the integrations live on the web's own origin (forwarded there). */
export const ESHOP_API_BASE = '/api/eshop-integrations';
/** The seller's e-shop page, where stores are detached. */
const ESHOP_PAGE = '/profile/e-shop-integration';

/**
 * The integration entry points of spec §2 and the api routes they hand over to: the ONE table.
 * The platforms open these web addresses (install links, app-store launch, BigCommerce's auth
 * and load callbacks); a top-level navigation carries no Bazaar session, so the web only
 * redirects, keeping the query string, and the api verifies the platform's signature (ADR 0067).
 */
export const entryPoints: readonly ({ web: string; platform: StorePlatform } & (
  { api: string } | { page: string }
))[] = [
  { web: 'shopify/oauth2/authorize', platform: 'shopify', api: 'shopify/oauth2/authorize' },
  // Detaching needs the signed-in seller, so it is done on the e-shop page, not by the api.
  { web: 'shopify/oauth2/detach', platform: 'shopify', page: ESHOP_PAGE },
  { web: 'shopline/install', platform: 'shopline', api: 'shopline/install' },
  { web: 'shopline/integrate', platform: 'shopline', api: 'shopline/integrate' },
  { web: 'big-commerce/auth', platform: 'bigcommerce', api: 'bigcommerce/auth' },
  { web: 'big-commerce/load', platform: 'bigcommerce', api: 'bigcommerce/load' },
];

/**
 * The api address an entry point under `/app/` redirects to, with the query kept as it came
 * (the platforms sign it byte for byte), or the page it opens; null for an address that is not
 * an entry point.
 */
export function entryPointTarget(segments: readonly string[], search: string): string | null {
  const web = segments.join('/');
  const entry = entryPoints.find((candidate) => candidate.web === web);
  if (!entry) return null;
  if ('page' in entry) return entry.page;
  const query = search.startsWith('?') ? search : search ? `?${search}` : '';
  return `${ESHOP_API_BASE}/${entry.api}${query}`;
}
