import { ESHOP_PLATFORM_NOT_AVAILABLE_CODE, type StorePlatform } from '@bazaar/contracts';

/**
 * How the e-shop pages show a refusal of the integration api (spec §8). The integration's own
 * codes get a sentence and a way on where the page is; the plan's refusals (limit reached,
 * expired) are the global handler's, which opens the plan dialog with "Change plan"/"Top up".
 */
export type InstallRefusal =
  /** Not signed in: sign in, then come back to the same place. */
  | { kind: 'sign-in' }
  /** A buyer (or administrator) account: only a seller account can connect a store. */
  | { kind: 'not-seller' }
  /** The store is already attached to another Bazaar account. */
  | { kind: 'already-added' }
  /** The marketplace has no app for this platform (not configured): connecting cannot work. */
  | { kind: 'platform-unavailable' }
  /** The claim is unknown or older than 30 minutes: install again from the platform. */
  | { kind: 'claim-expired' }
  /** Anything else: the api's user_message or the generic text. */
  | { kind: 'other' };

const GLOBAL_CODES = new Set(['SUBSCRIPTION_LIMIT_REACHED', 'SUBSCRIPTION_IS_EXPIRED']);

/** Whether the global handler shows this refusal (the plan dialog) instead of the page. */
export function shownByGlobalHandler(code: string): boolean {
  return GLOBAL_CODES.has(code);
}

/** The refusal of an install or claim by its error code and status. */
export function installRefusalOf(code: string, status: number): InstallRefusal {
  switch (code) {
    case 'ESHOP_INTEGRATION_NOT_SIGNED_IN':
    case 'UNAUTHORIZED':
      return { kind: 'sign-in' };
    case 'ESHOP_INTEGRATION_NOT_SELLER':
      return { kind: 'not-seller' };
    case 'ESHOP_INTEGRATION_ALREADY_ADDED':
      return { kind: 'already-added' };
    case ESHOP_PLATFORM_NOT_AVAILABLE_CODE:
      return { kind: 'platform-unavailable' };
    default:
      return status === 404 || status === 410 ? { kind: 'claim-expired' } : { kind: 'other' };
  }
}

/**
 * What the seller typed as the store, as the api wants it, in lower case: a Shopify domain
 * (`https://My-Shop.myshopify.com/admin` → `my-shop.myshopify.com`), a SHOPLINE handle
 * (`my-shop.myshopline.com` → `my-shop`), a BigCommerce store hash (`store-abc123.mybigcommerce.com`
 * or a control panel address `…/manage/stores/abc123` → `abc123`).
 */
export function storeInputOf(platform: StorePlatform, typed: string): string {
  const trimmed = typed.trim();
  if (platform === 'bigcommerce') {
    const fromPath = /\/stores\/([a-z0-9]+)/i.exec(trimmed);
    if (fromPath) return fromPath[1]!.toLowerCase();
  }
  const withoutScheme = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const host = withoutScheme.split(/[/?#]/)[0]!.replace(/\.$/, '').toLowerCase();
  if (platform === 'shopline') return host.replace(/\.myshopline\.com$/, '');
  if (platform === 'bigcommerce')
    return host.replace(/^store-([a-z0-9]+)\.mybigcommerce\.com$/, '$1');
  return host;
}
