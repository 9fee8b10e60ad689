import {
  continueLocation,
  decideRouteAccess,
  safeReturnPath,
  signInLocation,
  routes,
  CONTINUE_PARAM,
  type AccountType,
} from '@bazaar/contracts';
import { isAddPage, sellLocation } from '@/lib/sell-location';

/** Who is opening a page, as far as the web can tell. */
export type Viewer =
  | { signedIn: true; accountType: AccountType }
  /** `canRestoreSession`: no usable access token, but a refresh cookie that may renew the session. */
  | { signedIn: false; canRestoreSession: boolean };

export const signedOutViewer: Viewer = { signedIn: false, canRestoreSession: false };

/** What a page guard does with a request. */
export type GuardOutcome =
  | { kind: 'allowed' }
  /** Signed out on a protected page: sign in first, then come back. */
  | { kind: 'sign-in'; location: string }
  /** Signed in, but this account type may not open the page. */
  | { kind: 'no-access' }
  /** Protected page, no access token, but the session may be renewed: try that before deciding. */
  | { kind: 'restore-session' }
  /** A signed-in user on a sign-in or sign-up page: on to where they were going. */
  | { kind: 'redirect'; location: string };

/** Pages only for signed-out visitors; signed-in users are sent on to `continue` (or home). */
export const signedOutOnlyPaths: readonly string[] = [
  routes.signIn,
  '/auth/sign-up/user',
  '/auth/sign-up/business',
];

const BASE = 'http://bazaar.invalid';

/**
 * Where to go after signing in: the `continue` location when there is a safe one, else home.
 * "Sell" sends a visitor to sign in on the way to an add page before anyone knows the account: an
 * add page the account may not use gives way to the one it may (none for administrators: home).
 */
export function afterSignInLocation(
  continueValue: string | null | undefined,
  accountType: AccountType,
): string {
  const target = continueLocation(continueValue, routes.home);
  const targetPath = new URL(target, BASE).pathname;
  if (signedOutOnlyPaths.includes(targetPath)) return routes.home;
  if (isAddPage(targetPath) && decideRouteAccess(targetPath, accountType) === 'forbidden') {
    return sellLocation(accountType, targetPath) ?? routes.home;
  }
  return target;
}

/** A page's `continue` search parameter when it is a safe return path, else null. */
export function continueParam(value: string | string[] | undefined): string | null {
  return safeReturnPath(Array.isArray(value) ? value[0] : value);
}

/** Whether a signed-out visitor must sign in to open this path (spec §6). */
export function isProtectedPath(path: string): boolean {
  return decideRouteAccess(new URL(path, BASE).pathname, null) !== 'allowed';
}

/**
 * The one page guard, driven by the route-access table of the contracts. `location` is the path
 * with its query string, which a sign-in returns to.
 */
export function guardRoute(location: string, viewer: Viewer): GuardOutcome {
  const url = new URL(location, BASE);
  const path = url.pathname;
  if (viewer.signedIn && signedOutOnlyPaths.includes(path)) {
    return {
      kind: 'redirect',
      location: afterSignInLocation(url.searchParams.get(CONTINUE_PARAM), viewer.accountType),
    };
  }
  const decision = decideRouteAccess(path, viewer.signedIn ? viewer.accountType : null);
  if (decision === 'allowed') return { kind: 'allowed' };
  if (decision === 'forbidden') return { kind: 'no-access' };
  if (!viewer.signedIn && viewer.canRestoreSession) return { kind: 'restore-session' };
  return { kind: 'sign-in', location: signInLocation(`${path}${url.search}`) };
}
