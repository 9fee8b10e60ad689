import { readFile } from 'node:fs/promises';
import { statisticsListings, statisticsSummary } from '@bazaar/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { apiSession, bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { horizontalOverflow, itemPath } from '../support/pages';
import { emulatePhoneTouchPoints } from '../support/touch';

const SELLER = 'seller1@demo.bazaar.local';
const PHONE_SELLER = 'seller2@demo.bazaar.local';
const SHOTS = '/tmp/bazaar/shots/stats';

const today = () => new Date().toISOString().slice(0, 10);

async function openFromAccountMenu(page: Page, label: string) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** Today's views of one listing, as the seller's statistics count them. */
async function viewsToday(request: APIRequestContext, token: string, listingId: string) {
  const response = await request.get(
    `/api/statistics?listing=${listingId}&from=${today()}&to=${today()}`,
    { headers: bearer(token) },
  );
  expect(response.status(), await response.text()).toBe(200);
  return statisticsSummary.parse(await response.json()).totals.views;
}

test("a visitor's view of an item page shows in the seller's statistic, which exports as CSV", async ({
  page,
  browser,
  request,
}) => {
  const seller = await apiSession(request, SELLER);
  const listed = await request.get('/api/statistics/listings', { headers: bearer(seller.token) });
  expect(listed.status()).toBe(200);
  // The demo seeded weeks of figures for the demo sellers' listings.
  const [top] = statisticsListings.parse(await listed.json()).items;
  expect(top).toBeDefined();
  const detail = await request.get(`/api/products/${top!.listing_id}`);
  expect(detail.status()).toBe(200);
  const { section } = (await detail.json()) as { section: Parameters<typeof itemPath>[0] };
  const before = await viewsToday(request, seller.token, top!.listing_id);

  // A visitor in a browser of their own (its own agent: a visitor counts once a day).
  const visitor = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Visitor/${Date.now()}`,
  });
  const visitorPage = await visitor.newPage();
  const counted = visitorPage.waitForResponse((response) =>
    response.url().endsWith(`/api/listings/${top!.listing_id}/views`),
  );
  await visitorPage.goto(itemPath(section, top!.listing_id));
  await expect(visitorPage.getByRole('heading', { name: top!.title, level: 1 })).toBeVisible();
  expect((await counted).status()).toBe(204);
  // A reload is the same visitor on the same day: not counted again.
  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { name: top!.title, level: 1 })).toBeVisible();
  await visitor.close();
  await expect.poll(() => viewsToday(request, seller.token, top!.listing_id)).toBe(before + 1);

  // The seller's signed-in tab sends the analytics beacon (spec §7) once it is visible.
  const beacon = page.waitForRequest((sent) => /\/api\/analytics\?token=/.test(sent.url()));
  await signIn(page, SELLER, DEMO_PASSWORD);
  // Playwright does not expose a beacon's Blob body; the api checks it (400 otherwise).
  const sent = await beacon;
  expect(sent.method()).toBe('POST');
  expect((await sent.response())?.status()).toBe(204);

  await openFromAccountMenu(page, 'Statistic');
  await expect(page).toHaveURL('/profile/statistic');
  await expect(page.getByRole('heading', { name: 'Statistic', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Per listing' })).toContainText(top!.title);
  // The charts arrive in their own chunk.
  await expect(
    page.locator('svg.MuiChartsSurface-root, .MuiChartsSurface-root').first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/statistic-desktop.png`, fullPage: true });

  // Today only, this listing only: the visitor's view is there.
  await page.getByRole('button', { name: `Show only ${top!.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`listing=${top!.listing_id}`));
  await page.getByLabel('From', { exact: true }).fill(today());
  // "To" already shows today, the default, which the address leaves out.
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today());
  await expect(page).toHaveURL(new RegExp(`from=${today()}`));
  await expect(page.getByTestId('total-Views')).toHaveText(String(before + 1));
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/granularity=week/);
  await page.reload();
  await expect(page.getByTestId('total-Views')).toHaveText(String(before + 1));
  await page.screenshot({ path: `${SHOTS}/statistic-one-listing-desktop.png`, fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('statistics.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Listing,Seller,Views,Clicks,Added to cart,Orders,Conversion (%),Revenue,Promotion spend,Currency,Listing id',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(top!.listing_id);
  expect(lines[1]!.split(',').at(-9)).toBe(String(before + 1));
});

test('a seller reads the statistic on a phone @mobile', async ({ page, context }) => {
  await emulatePhoneTouchPoints(context);
  await signIn(page, PHONE_SELLER, DEMO_PASSWORD);
  await page.goto('/profile/statistic');
  await expect(page.getByRole('heading', { name: 'Statistic', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Per listing' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.locator('.MuiChartsSurface-root').first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/statistic-phone.png` });
  await page.getByRole('list', { name: 'Per listing' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/statistic-phone-listings.png` });
});
