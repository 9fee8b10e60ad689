import { cookies, headers } from 'next/headers';
import { ACCESS_TOKEN_COOKIE } from '@bazaar/contracts';
import { DEVICE_TYPE_COOKIE, deviceTypeFromUserAgent, isDeviceType } from './device-type';
import { getRequestLocale } from './i18n/server';
import { sessionAuthFromToken } from './session/access-token';
import { type RequestContext } from './request-context';

/** The request context of the page being rendered, for api calls made on the server. */
export async function getServerRequestContext(): Promise<RequestContext> {
  const cookieStore = await cookies();
  const headerStore = await headers();
  const storedDeviceType = cookieStore.get(DEVICE_TYPE_COOKIE)?.value;
  // An expired token would only be refused: the page renders as for a visitor instead.
  const auth = sessionAuthFromToken(cookieStore.get(ACCESS_TOKEN_COOKIE)?.value);
  return {
    locale: await getRequestLocale(),
    token: auth?.token ?? null,
    deviceType: isDeviceType(storedDeviceType)
      ? storedDeviceType
      : deviceTypeFromUserAgent(headerStore.get('user-agent')),
    appContext: { scope: 'internal' },
  };
}
