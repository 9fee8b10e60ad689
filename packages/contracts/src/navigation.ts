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

/** Only same-site paths may be returned to, never another origin ("//host" or "https://"). */
function isSameSitePath(location: string): boolean {
  return location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');
}

/**
 * Where to send the user back to after an action: the URL-decoded `continue` value when there
 * is one, otherwise the current path plus its query string.
 */
export function continueLocation(
  continueValue: string | null | undefined,
  currentPath: string,
  currentQuery = '',
): string {
  if (continueValue) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(continueValue);
    } catch {
      decoded = continueValue;
    }
    if (isSameSitePath(decoded)) return decoded;
  }
  const query = currentQuery.replace(/^\?/, '');
  return query ? `${currentPath}?${query}` : currentPath;
}

/** The sign-in address that brings the user back to `returnTo` afterwards. */
export function signInLocation(returnTo: string): string {
  return `${routes.signIn}?${CONTINUE_PARAM}=${encodeURIComponent(returnTo)}`;
}
