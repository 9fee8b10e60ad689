import { expect, type Page } from '@playwright/test';
import { divisionOf, HYDRATED_ATTRIBUTE, type MarketplaceSection } from '@bazaar/contracts';

/** A listing's item page. */
export function itemPath(section: MarketplaceSection, id: string): string {
  return `/${divisionOf(section).routeWord}/item/${id}`;
}

/** A page that has not started after this long never will: the journey says what it shows. */
const START_LIMIT_MS = 60_000;

const pageErrors = new WeakMap<Page, string[]>();

/** Keeps the uncaught errors of a journey's page, for a failure to tell (test.ts records each). */
export function recordPageErrors(page: Page): void {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
}

/**
 * Waits for the one hydration signal (ADR 0084): the app marks `<html>` once React has hydrated
 * the page just loaded and the persisted session and cart are in, so a click or a keystroke from
 * now on reaches React. Call it after any full page load a step caused (a form that posts to
 * another site and comes back, a link that leaves the app); `openApp` and `reloadApp` call it.
 * A page that never starts (the app's error page, say) fails with what it shows and its errors.
 */
export async function waitForApp(page: Page): Promise<void> {
  try {
    await page
      .locator(`html[${HYDRATED_ATTRIBUTE}]`)
      .waitFor({ state: 'attached', timeout: START_LIMIT_MS });
  } catch (error) {
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    const errors = pageErrors.get(page) ?? [];
    throw new Error(
      `${page.url()} did not start within ${START_LIMIT_MS / 1000} s. It shows "${await page.title()}"` +
        `${heading ? `, headed "${heading}"` : ''}; errors in the page: ${errors.join(' | ') || 'none'}.`,
      { cause: error },
    );
  }
}

/** Opens a page of the app and waits until it runs in the browser. */
export async function openApp(page: Page, url: string): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- the one place journeys load a page
  await page.goto(url);
  await waitForApp(page);
}

/**
 * Waits until the page has started no request for a second (a signed-in page keeps a connection
 * open, so the network itself never goes idle): the count is read every second until it stays
 * the same from one reading to the next.
 */
export async function settle(page: Page): Promise<void> {
  let started = 0;
  const count = () => {
    started += 1;
  };
  page.on('request', count);
  try {
    let previous = -1;
    await expect
      .poll(
        () => {
          const quiet = started === previous;
          previous = started;
          return quiet;
        },
        { intervals: [1_000], timeout: 30_000 },
      )
      .toBe(true);
  } finally {
    page.off('request', count);
  }
}

/** Opens a page, waits until it runs in the browser, then until it is quiet (`settle`). */
export async function openAndSettle(page: Page, url: string): Promise<void> {
  await openApp(page, url);
  await settle(page);
}

/** Loads the page again and waits until it runs in the browser. */
export async function reloadApp(page: Page): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- the one place journeys reload a page
  await page.reload();
  await waitForApp(page);
}

/** How far the page scrolls sideways (0 when nothing sticks out of the viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
