import { deviceBreakpoints, deviceTypes, type DeviceType } from '@bazaar/contracts';

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

/** The server's choice: the stored cookie when it names a device type, else a guess from the user agent. */
export function serverDeviceType(
  cookieValue: string | null | undefined,
  userAgent: string | null | undefined,
): DeviceType {
  return isDeviceType(cookieValue) ? cookieValue : deviceTypeFromUserAgent(userAgent);
}

/** The screen's size in CSS pixels (`screen.width`, `screen.height`), whichever way it is turned. */
export interface ScreenSize {
  width: number;
  height: number;
}

/**
 * The browser's answer (spec §4): desktop with one touch point or none. With more, a screen
 * whose longer side reaches the spec's desktop breakpoint (1280 px: touch laptops, large
 * tablets) is a desktop too; phones and tablets up to about 1200 px are mobile. The longer side
 * does not change when a tablet is turned, so turning it never switches the layout.
 */
export function detectDeviceType(maxTouchPoints: number, screen: ScreenSize): DeviceType {
  if (maxTouchPoints <= 1) return 'desktop';
  return Math.max(screen.width, screen.height) >= deviceBreakpoints.desktop ? 'desktop' : 'mobile';
}

/**
 * What the device-type cookie should hold so that the server renders the detected type: nothing
 * (cleared) when the server's user-agent guess already gets it right, else the detected type.
 */
export function deviceTypeCookieFor(detected: DeviceType, userAgent: string): DeviceType | null {
  return deviceTypeFromUserAgent(userAgent) === detected ? null : detected;
}
