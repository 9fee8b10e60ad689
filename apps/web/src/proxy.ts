import { NextResponse, type NextRequest } from 'next/server';
import { routes } from '@bazaar/contracts';
import { PAGE_LOCATION_HEADER } from './lib/session/headers';
import { guardRoute } from './lib/session/route-guard';
import { sessionFromCookies } from './lib/session/viewer';

/**
 * Guards every page before it renders, with the route-access table of the contracts: a signed-out
 * visitor on a protected page goes to sign in (and comes back), a signed-in account without
 * access gets the no-access view at the same address, a signed-in user on a sign-in or sign-up
 * page goes on. The page's path and query travel on to the render in a request header.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const location = `${pathname}${search}`;
  const { viewer } = sessionFromCookies((name) => request.cookies.get(name)?.value);
  const outcome = guardRoute(location, viewer);

  if (outcome.kind === 'sign-in' || outcome.kind === 'redirect') {
    return NextResponse.redirect(new URL(outcome.location, request.nextUrl));
  }
  const headers = new Headers(request.headers);
  headers.set(PAGE_LOCATION_HEADER, location);
  if (outcome.kind === 'no-access') {
    return NextResponse.rewrite(new URL(routes.forbidden, request.nextUrl), {
      request: { headers },
    });
  }
  // 'restore-session' renders the page: the layout's guard renews the session in the browser.
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only: not the api forwarder, Next's own files or files with an extension (icons).
  matcher: ['/((?!api/|_next/|.*\\.[A-Za-z0-9]+$).*)'],
};
