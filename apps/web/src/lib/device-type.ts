import { deviceTypes, type DeviceType } from '@bazaar/contracts';

/** Cookie the web keeps the detected device type in (spec §4 "Device type"). */
export const DEVICE_TYPE_COOKIE = 'device_type';

export function isDeviceType(value: string | null | undefined): value is DeviceType {
  return value != null && (deviceTypes as readonly string[]).includes(value);
}

const MOBILE_USER_AGENT =
  /Mobi|Android|iPhone|iPod|iPad|Windows Phone|webOS|BlackBerry|Opera Mini/i;

/** A first guess on the server, before the browser has reported its touch points. */
export function deviceTypeFromUserAgent(userAgent: string | null | undefined): DeviceType {
  return userAgent && MOBILE_USER_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}
