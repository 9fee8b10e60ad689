import { expect, test, type Page } from '../support/test';
import { divisions } from '@bazaar/contracts';
import { signInThroughApi } from '../support/accounts';
import { offerService, openSlot } from '../support/bookings';
import { itemPath, openAndSettle, openApp, settle } from '../support/pages';
import { emulatePhoneTouchPoints } from '../support/touch';

/**
 * What the page asks for from now on: api calls (`GET /api/…`, not pictures), Next's link
 * prefetches (by address and kind: the route tree, or the rest) and page loads.
 */
function watchRequests(page: Page) {
  const seen = {
    api: [] as string[],
    prefetches: [] as string[],
    documents: [] as string[],
  };
  page.on('request', async (request) => {
    const url = new URL(request.url());
    // A request started as the test ends has no headers to read any more: it is not counted.
    const headers = await request.allHeaders().catch(() => null);
    if (!headers) return;
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

test('the home page shows the lists the server rendered without asking the api for them again', async ({
  page,
}) => {
  const seen = watchRequests(page);
  await openAndSettle(page, '/');
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
    await openAndSettle(page, '/profile');
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

test("a service's slots are asked for once, on its item page and in its provider's scheduler", async ({
  page,
  context,
  request,
  seller,
}) => {
  const service = await offerService(request, seller);
  await openSlot(request, service, 10, 1);
  const slotsPath = `/api/services/${service.listingId}/slots`;
  const slotRequests = (seen: { api: string[] }) =>
    seen.api.filter((call) => call.startsWith(`GET ${slotsPath}`));

  const slotsAnswered = () =>
    page.waitForResponse((response) => new URL(response.url()).pathname === slotsPath);

  // Counted once the slots came and the page is quiet again: a second fetch would follow the first.
  const onItemPage = watchRequests(page);
  const onItemPageAnswered = slotsAnswered();
  await openApp(page, itemPath('services', service.listingId));
  await onItemPageAnswered;
  await settle(page);
  expect(slotRequests(onItemPage)).toHaveLength(1);

  await signInThroughApi(context, seller);
  const inScheduler = watchRequests(page);
  const inSchedulerAnswered = slotsAnswered();
  await openApp(page, `/profile/slots?ad=${service.listingId}`);
  await inSchedulerAnswered;
  await settle(page);
  expect(slotRequests(inScheduler)).toHaveLength(1);
});
