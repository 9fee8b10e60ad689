import { expect, test, type Page } from '../support/test';
import { divisions } from '@bazaar/contracts';
import { signInThroughApi } from '../support/accounts';
import { openApp } from '../support/pages';
import { emulatePhoneTouchPoints } from '../support/touch';

/**
 * What the page asks for from now on: api calls (`GET /api/…`, not pictures), Next's link
 * prefetches (by address and kind: the route tree, or the rest) and page loads.
 */
function watchRequests(page: Page) {
  const seen = {
    started: 0,
    api: [] as string[],
    prefetches: [] as string[],
    documents: [] as string[],
  };
  page.on('request', async (request) => {
    seen.started += 1;
    const url = new URL(request.url());
    const headers = await request.allHeaders();
    if (request.resourceType() === 'document') {
      seen.documents.push(url.pathname);
    } else if (url.pathname.startsWith('/api/') && request.resourceType() === 'fetch') {
      seen.api.push(`${request.method()} ${url.pathname}${url.search}`);
    } else if (headers['next-router-prefetch']) {
      url.searchParams.delete('_rsc');
      const kind = headers['next-router-segment-prefetch'] ?? 'rest';
      seen.prefetches.push(`${url.pathname}${url.search} ${kind}`);
    }
  });
  return seen;
}

/** The entries that occur more than once. */
function repeated(entries: readonly string[]): string[] {
  return [...new Set(entries.filter((entry, index) => entries.indexOf(entry) !== index))];
}

/** Counts, from the first byte of every page, how often the page's main element leaves the document. */
async function countMainRemovals(page: Page) {
  await page.addInitScript(() => {
    const removals = { count: 0 };
    Object.defineProperty(window, '__bazaarMainRemovals', { get: () => removals.count });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && node.matches('#main-content, :has(#main-content)')) {
            removals.count += 1;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => Reflect.get(window, '__bazaarMainRemovals') as number);
}

/**
 * Opens a page, waits until it runs in the browser, then until it has started no request for a
 * second (a signed-in page keeps a connection open, so the network itself never goes idle): the
 * count is read every second until it stays the same from one reading to the next.
 */
async function openAndSettle(page: Page, path: string, seen: { started: number }) {
  await openApp(page, path);
  let previous = -1;
  await expect
    .poll(
      () => {
        const quiet = seen.started === previous;
        previous = seen.started;
        return quiet;
      },
      { intervals: [1_000], timeout: 30_000 },
    )
    .toBe(true);
}

test('the home page shows the lists the server rendered without asking the api for them again', async ({
  page,
}) => {
  const seen = watchRequests(page);
  await openAndSettle(page, '/', seen);
  for (const division of divisions) {
    const block = page.getByTestId(`division-${division.section}`);
    await expect(block.getByTestId('listing-card').first()).toBeVisible();
  }
  // Hydrated: the colour-theme menu opens only once React runs the page.
  await page.getByRole('button', { name: 'Colour theme' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dark' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(seen.api.filter((request) => request.startsWith('GET /api/listings'))).toEqual([]);
  expect(repeated(seen.api)).toEqual([]);
  expect(repeated(seen.prefetches)).toEqual([]);
  expect(seen.documents).toEqual(['/']);
});

test.describe('on a phone', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ context }) => {
    await emulatePhoneTouchPoints(context);
  });

  test('the signed-in profile page asks for nothing twice and is not mounted again', async ({
    page,
    context,
    buyer,
  }) => {
    await signInThroughApi(context, buyer);
    const removals = await countMainRemovals(page);
    const seen = watchRequests(page);
    await openAndSettle(page, '/profile', seen);
    await expect(page.getByRole('heading', { name: 'Jana Köhler', level: 1 })).toBeVisible();
    await expect(page.getByTestId('mobile-header')).toBeVisible();

    // The user the layout rendered with is shown, not fetched again.
    expect(seen.api).not.toContain('GET /api/users/me');
    expect(repeated(seen.api)).toEqual([]);
    expect(seen.prefetches.length).toBeGreaterThan(0);
    expect(repeated(seen.prefetches)).toEqual([]);
    expect(seen.documents).toEqual(['/profile']);
    expect(await removals()).toBe(0);
  });
});
