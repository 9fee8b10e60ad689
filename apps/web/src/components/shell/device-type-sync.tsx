'use client';

import { useEffect } from 'react';
import { type DeviceType } from '@bazaar/contracts';
import { readBrowserCookie, writeBrowserCookie } from '@/lib/browser-cookie';
import { DEVICE_TYPE_COOKIE, detectDeviceType, deviceTypeCookieFor } from '@/lib/device-type';

/** Set for the tab after a reload for the device type, so a cookie that does not stick cannot loop. */
const RELOADED_FOR_KEY = 'bazaar_device_type_reloaded_for';

/**
 * Spec §4 "Device type": the browser counts touch points (desktop with one or none, or with a
 * wide screen: see `detectDeviceType`). When that
 * differs from what the server rendered, the device-type cookie is set (or cleared, when the
 * server's guess is right without it) and the page reloads in the right layout.
 */
export function DeviceTypeSync({ rendered }: { rendered: DeviceType }) {
  useEffect(() => {
    const detected = detectDeviceType(navigator.maxTouchPoints, window.screen);
    const wanted = deviceTypeCookieFor(detected, navigator.userAgent);
    if (readBrowserCookie(DEVICE_TYPE_COOKIE) !== wanted)
      writeBrowserCookie(DEVICE_TYPE_COOKIE, wanted);
    if (detected === rendered) {
      window.sessionStorage.removeItem(RELOADED_FOR_KEY);
      return;
    }
    if (window.sessionStorage.getItem(RELOADED_FOR_KEY) === detected) return;
    window.sessionStorage.setItem(RELOADED_FOR_KEY, detected);
    window.location.reload();
  }, [rendered]);
  return null;
}
