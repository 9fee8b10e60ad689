/** Named routes used by the navigation (spec §2). */
export const routes = {
  home: '/',
  catalog: '/shophub',
  fleaMarket: '/flea-market',
  services: '/services',
  howToSell: '/how-to-sell',
  support: '/support',
  profile: '/profile',
  signIn: '/auth/sign-in',
  cart: '/cart',
  compare: '/compare',
  search: '/search',
  notifications: '/notifications',
  chat: '/chat',
  favorites: '/favorites',
  logs: '/logs',
  forbidden: '/403',
  notFound: '/404',
} as const;
export type RouteName = keyof typeof routes;

export const CONTINUE_PARAM = 'continue';

/** Query parameter names used across the app (spec §2). */
export const queryParams = {
  similarProduct: 'similarProduct',
  search: 'search',
  section: 'section',
  category: 'category',
  subcategory: 'subcategory',
  node: 'node',
  map: 'map',
  sort: 'sort',
  continue: CONTINUE_PARAM,
  view: 'view',
  user: 'user',
  filters: 'filters',
} as const;

/** Any origin would do: a return path is resolved against it only to see whether it stays there. */
const RETURN_PATH_BASE = 'http://return-path.invalid';

/**
 * The one rule for where a return location may send the browser: a path on this site, never
 * another origin. `value` is the `continue` parameter as the query parser reads it (URL-decoded
 * once, spec §2). Control characters and backslashes are refused outright, because URL parsing
 * drops or rewrites them (`/\t/evil.example` and `/\evil.example` both become `//evil.example`);
 * what is left is resolved against a fixed origin and kept only if it stays on that origin and
 * is still a path of its own (`/.//evil.example` resolves to `//evil.example`). Returns the
 * normalized path with its query and fragment, or null.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || /[\p{Cc}\\]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, RETURN_PATH_BASE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== RETURN_PATH_BASE || !path.startsWith('/') || path.startsWith('//')) {
    return null;
  }
  return path;
}

/**
 * Where to send the user back to after an action: the `continue` value when it is a safe return
 * path, otherwise the current path plus its query string.
 */
export function continueLocation(
  continueValue: string | null | undefined,
  currentPath: string,
  currentQuery = '',
): string {
  const returnPath = safeReturnPath(continueValue);
  if (returnPath) return returnPath;
  const query = currentQuery.replace(/^\?/, '');
  return query ? `${currentPath}?${query}` : currentPath;
}

/** The sign-in address that brings the user back to `returnTo` afterwards. */
export function signInLocation(returnTo: string): string {
  return `${routes.signIn}?${CONTINUE_PARAM}=${encodeURIComponent(returnTo)}`;
}
