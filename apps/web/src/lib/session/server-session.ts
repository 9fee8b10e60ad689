import { cookies, headers } from 'next/headers';
import { routes } from '@bazaar/contracts';
import { PAGE_LOCATION_HEADER } from './headers';
import { sessionFromCookies, type CookieSession } from './viewer';

/** The session as the cookies of the page request being rendered describe it. */
export async function getServerSession(): Promise<CookieSession> {
  const cookieStore = await cookies();
  return sessionFromCookies((name) => cookieStore.get(name)?.value);
}

/** The path and query of the page being rendered, as the proxy forwarded it. */
export async function getPageLocation(): Promise<string> {
  return (await headers()).get(PAGE_LOCATION_HEADER) ?? routes.home;
}
