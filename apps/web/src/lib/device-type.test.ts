import { describe, expect, it } from 'vitest';
import {
  detectDeviceType,
  deviceTypeCookieFor,
  deviceTypeFromUserAgent,
  serverDeviceType,
} from './device-type';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
// iPadOS asks for desktop sites and says it is a Mac.
const IPAD_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('device type', () => {
  const phone = { width: 412, height: 915 };
  const tablet = { width: 820, height: 1180 };
  const touchLaptop = { width: 1440, height: 900 };

  it('is desktop with one touch point or none, mobile with more on a phone or tablet', () => {
    expect(detectDeviceType(0, phone)).toBe('desktop');
    expect(detectDeviceType(1, phone)).toBe('desktop');
    expect(detectDeviceType(2, phone)).toBe('mobile');
    expect(detectDeviceType(5, phone)).toBe('mobile');
    expect(detectDeviceType(5, tablet)).toBe('mobile');
  });

  it('is desktop on a wide touch screen, whichever way it is turned', () => {
    expect(detectDeviceType(10, touchLaptop)).toBe('desktop');
    expect(detectDeviceType(10, { width: 1280, height: 720 })).toBe('desktop');
    expect(detectDeviceType(5, { width: 1024, height: 1366 })).toBe('desktop');
    expect(detectDeviceType(5, { width: 1366, height: 1024 })).toBe('desktop');
    expect(detectDeviceType(5, { width: 1279, height: 800 })).toBe('mobile');
  });

  it('lets the server use the cookie, else guess from the user agent', () => {
    expect(serverDeviceType('mobile', DESKTOP_UA)).toBe('mobile');
    expect(serverDeviceType('desktop', PHONE_UA)).toBe('desktop');
    expect(serverDeviceType(undefined, PHONE_UA)).toBe('mobile');
    expect(serverDeviceType('tablet', DESKTOP_UA)).toBe('desktop');
    expect(deviceTypeFromUserAgent(null)).toBe('desktop');
  });

  it('clears the cookie when the user-agent guess is right and stores the type when it is wrong', () => {
    expect(deviceTypeCookieFor('desktop', DESKTOP_UA)).toBeNull();
    expect(deviceTypeCookieFor('mobile', PHONE_UA)).toBeNull();
    expect(deviceTypeCookieFor('mobile', IPAD_UA)).toBe('mobile');
    expect(deviceTypeCookieFor('desktop', PHONE_UA)).toBe('desktop');
  });

  it('makes the server render what the browser detected once the cookie is written', () => {
    for (const [detected, userAgent] of [
      ['mobile', IPAD_UA],
      ['desktop', PHONE_UA],
      ['mobile', PHONE_UA],
      ['desktop', DESKTOP_UA],
    ] as const) {
      expect(serverDeviceType(deviceTypeCookieFor(detected, userAgent), userAgent)).toBe(detected);
    }
  });
});
