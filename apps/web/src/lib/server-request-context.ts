import { cookies, headers } from 'next/headers';
import { ACCESS_TOKEN_COOKIE } from '@bazaar/contracts';
import { DEVICE_TYPE_COOKIE, deviceTypeFromUserAgent, isDeviceType } from './device-type';
import { getRequestLocale } from './i18n/server';
import { type RequestContext } from './request-context';

/** The request context of the page being rendered, for api calls made on the server. */
export async function getServerRequestContext(): Promise<RequestContext> {
  const cookieStore = await cookies();
  const headerStore = await headers();
  const storedDeviceType = cookieStore.get(DEVICE_TYPE_COOKIE)?.value;
  const token = cookieStore.get(ACCESS_TOKEN_COOKIE)?.value;
  return {
    locale: await getRequestLocale(),
    token: token && token.length > 0 ? token : null,
    deviceType: isDeviceType(storedDeviceType)
      ? storedDeviceType
      : deviceTypeFromUserAgent(headerStore.get('user-agent')),
    appContext: { scope: 'internal' },
  };
}
