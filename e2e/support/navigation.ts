import { type Page } from '@playwright/test';

/**
 * Waits until the app has gone on to `address` after a step that navigates (a link, a form that
 * signs in, Enter in the search, a filter that lands in the address): the router asks the server
 * for the next page before it changes the address, which takes as long as the server takes, so
 * this waits as `openApp` waits for a page, not an assertion's few seconds. `address` is a path
 * with its query (exactly), or a pattern of the whole URL.
 */
export async function waitForAddress(page: Page, address: string | RegExp): Promise<void> {
  await page.waitForURL((url) =>
    typeof address === 'string'
      ? `${url.pathname}${url.search}` === address
      : address.test(url.href),
  );
}
