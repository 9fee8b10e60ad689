import { cookies, headers } from 'next/headers';
import { ACCESS_TOKEN_COOKIE, acceptedRequestId, REQUEST_ID_HEADER } from '@bazaar/contracts';
import { DEVICE_TYPE_COOKIE, serverDeviceType } from './device-type';
import { getRequestLocale } from './i18n/server';
import { appContextFor } from './layout/page-layouts';
import { sessionAuthFromToken } from './session/access-token';
import { PAGE_LOCATION_HEADER } from './session/headers';
import { type RequestContext } from './request-context';

const BASE = 'http://bazaar.invalid';

/** The request context of the page being rendered, for api calls made on the server. */
export async function getServerRequestContext(): Promise<RequestContext> {
  const cookieStore = await cookies();
  const headerStore = await headers();
  // An expired token would only be refused: the page renders as for a visitor instead.
  const auth = sessionAuthFromToken(cookieStore.get(ACCESS_TOKEN_COOKIE)?.value);
  const location = headerStore.get(PAGE_LOCATION_HEADER) ?? '/';
  const requestId = acceptedRequestId(headerStore.get(REQUEST_ID_HEADER));
  return {
    ...(requestId ? { requestId } : {}),
    locale: await getRequestLocale(),
    token: auth?.token ?? null,
    deviceType: serverDeviceType(
      cookieStore.get(DEVICE_TYPE_COOKIE)?.value,
      headerStore.get('user-agent'),
    ),
    appContext: appContextFor(new URL(location, BASE).pathname),
  };
}
