import {
  devices,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';

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

/**
 * A phone beside a desktop journey's own context. Contexts opened in a test take the project's
 * options, and the desktop project's screen (1920 × 1080) would make the phone a touch laptop
 * (ADR 0031), so the screen is the phone's too.
 */
export async function newPhoneContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    userAgent: devices['Pixel 7'].userAgent,
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  await emulatePhoneTouchPoints(context);
  return context;
}
