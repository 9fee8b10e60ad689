import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@bazaar/contracts';
import { sessionAuthFromToken, type SessionAuth } from './access-token';
import { type Viewer } from './route-guard';

export interface CookieSession {
  /** The auth state the access-token cookie stands for; null when it is missing or expired. */
  auth: SessionAuth | null;
  /** The http-only refresh cookie is there (its value is never read here). */
  hasRefreshCookie: boolean;
  viewer: Viewer;
}

/** What the request's cookies say about the session: read by the proxy and by server rendering. */
export function sessionFromCookies(
  cookie: (name: string) => string | undefined,
  now = Date.now(),
): CookieSession {
  const auth = sessionAuthFromToken(cookie(ACCESS_TOKEN_COOKIE), now);
  const hasRefreshCookie = Boolean(cookie(REFRESH_TOKEN_COOKIE));
  const viewer: Viewer = auth
    ? { signedIn: true, accountType: auth.userType }
    : { signedIn: false, canRestoreSession: hasRefreshCookie };
  return { auth, hasRefreshCookie, viewer };
}
