import { type Page } from '@playwright/test';
import { divisionOf, type MarketplaceSection } from '@bazaar/contracts';

/** A listing's item page. */
export function itemPath(section: MarketplaceSection, id: string): string {
  return `/${divisionOf(section).routeWord}/item/${id}`;
}

/** Waits until the app runs in the browser (the persisted store is written), so clicks reach React. */
export async function openApp(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => window.localStorage.getItem('persist:bazaar') !== null);
}

/** How far the page scrolls sideways (0 when nothing sticks out of the viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
