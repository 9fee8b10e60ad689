import { NextResponse, type NextRequest } from 'next/server';
import { routes } from '@bazaar/contracts';
import {
  contentSecurityPolicy,
  createNonce,
  CSP_NONCE_HEADER,
} from './lib/security/content-security-policy';
import { PAGE_LOCATION_HEADER } from './lib/session/headers';
import { guardRoute } from './lib/session/route-guard';
import { mapTileImageSources, mapTiles } from './lib/site-config';
import { sessionFromCookies } from './lib/session/viewer';

/**
 * Guards every page before it renders, with the route-access table of the contracts: a signed-out
 * visitor on a protected page goes to sign in (and comes back), a signed-in account without
 * access gets the no-access view at the same address, a signed-in user on a sign-in or sign-up
 * page goes on. The page's path and query travel on to the render in a request header, with
 * the nonce of the page's Content-Security-Policy (Next reads it from the request's policy).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const location = `${pathname}${search}`;
  const { viewer } = sessionFromCookies((name) => request.cookies.get(name)?.value);
  const outcome = guardRoute(location, viewer);

  if (outcome.kind === 'sign-in' || outcome.kind === 'redirect') {
    return NextResponse.redirect(new URL(outcome.location, request.nextUrl));
  }
  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === 'development',
    imageOrigins: mapTileImageSources(mapTiles()),
  });
  const headers = new Headers(request.headers);
  headers.set(PAGE_LOCATION_HEADER, location);
  headers.set(CSP_NONCE_HEADER, nonce);
  headers.set('Content-Security-Policy', policy);
  // 'restore-session' renders the page: the layout's guard renews the session in the browser.
  const response =
    outcome.kind === 'no-access'
      ? NextResponse.rewrite(new URL(routes.forbidden, request.nextUrl), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only: not the api forwarder, Next's own files or files with an extension (icons).
  matcher: ['/((?!api/|_next/|.*\\.[A-Za-z0-9]+$).*)'],
};
