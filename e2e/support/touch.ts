import { type BrowserContext } from '@playwright/test';

/**
 * Chromium's touch emulation reports a single touch point, which the app takes for a desktop
 * (spec §4: desktop with one touch point or none). Phones report five or more; this makes every
 * page of the context report that many, as a phone would.
 */
export async function emulatePhoneTouchPoints(context: BrowserContext, points = 5): Promise<void> {
  await context.addInitScript((count: number) => {
    Object.defineProperty(Navigator.prototype, 'maxTouchPoints', {
      configurable: true,
      get: () => count,
    });
  }, points);
}
