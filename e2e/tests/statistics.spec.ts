import { readFile } from 'node:fs/promises';
import { statisticsSummary } from '@bazaar/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signInThroughApi } from '../support/accounts';
import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { publishListing } from '../support/listings';
import { horizontalOverflow, itemPath, openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

const today = () => new Date().toISOString().slice(0, 10);

/** A browser's agent of a visitor of its own: a visitor counts once a day. */
const visitorAgent = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Visitor/${Date.now()}`;

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
  context,
  browser,
  request,
  seller,
}) => {
  // A listing of the seller's own, which nobody else views.
  const top = await publishListing(request, seller, 'food', {
    title: `Rye sourdough ${Date.now()}`,
  });
  const before = await viewsToday(request, seller.token, top.id);
  expect(before).toBe(0);

  // A visitor in a browser of their own (its own agent: a visitor counts once a day).
  const visitor = await browser.newContext({ userAgent: visitorAgent() });
  const visitorPage = await visitor.newPage();
  const counted = visitorPage.waitForResponse((response) =>
    response.url().endsWith(`/api/listings/${top.id}/views`),
  );
  await openApp(visitorPage, itemPath(top.section, top.id));
  await expect(visitorPage.getByRole('heading', { name: top.title, level: 1 })).toBeVisible();
  expect((await counted).status()).toBe(204);
  // A reload is the same visitor on the same day: not counted again.
  const countedAgain = visitorPage.waitForResponse((response) =>
    response.url().endsWith(`/api/listings/${top.id}/views`),
  );
  await reloadApp(visitorPage);
  await expect(visitorPage.getByRole('heading', { name: top.title, level: 1 })).toBeVisible();
  expect((await countedAgain).status()).toBe(204);
  await visitor.close();
  await expect.poll(() => viewsToday(request, seller.token, top.id)).toBe(before + 1);

  // The seller's signed-in tab sends the analytics beacon (spec §7) once it is visible.
  const beacon = page.waitForRequest((sent) => /\/api\/analytics\?token=/.test(sent.url()));
  await signInThroughApi(context, seller);
  await openApp(page, '/');
  // Playwright does not expose a beacon's Blob body; the api checks it (400 otherwise).
  const sent = await beacon;
  expect(sent.method()).toBe('POST');
  expect((await sent.response())?.status()).toBe(204);

  await openFromAccountMenu(page, 'Statistic');
  await page.waitForURL('/profile/statistic');
  await expect(page.getByRole('heading', { name: 'Statistic', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Per listing' })).toContainText(top.title);
  // The charts arrive in their own chunk.
  await expect(
    page.locator('svg.MuiChartsSurface-root, .MuiChartsSurface-root').first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'statistic-desktop', { fullPage: true });

  // Today only, this listing only: the visitor's view is there.
  await page.getByRole('button', { name: `Show only ${top.title}` }).click();
  await page.waitForURL(new RegExp(`listing=${top.id}`));
  await page.getByLabel('From', { exact: true }).fill(today());
  // "To" already shows today, the default, which the address leaves out.
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today());
  await page.waitForURL(new RegExp(`from=${today()}`));
  await expect(page.getByTestId('total-Views')).toHaveText(String(before + 1));
  await page.getByRole('button', { name: 'Week' }).click();
  await page.waitForURL(/granularity=week/);
  await reloadApp(page);
  await expect(page.getByTestId('total-Views')).toHaveText(String(before + 1));
  await lookAt(page, 'statistic-one-listing-desktop', { fullPage: true });

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
  expect(lines[1]).toContain(top.id);
  expect(lines[1]!.split(',').at(-9)).toBe(String(before + 1));
});

test('a seller reads the statistic on a phone @mobile', async ({
  page,
  context,
  request,
  seller,
}) => {
  await emulatePhoneTouchPoints(context);
  // Two listings of the seller's own, each viewed once today.
  for (const title of ['Rye sourdough', 'Spelt rolls']) {
    const listing = await publishListing(request, seller, 'food', {
      title: `${title} ${Date.now()}`,
    });
    const viewed = await request.post(`/api/listings/${listing.id}/views`, {
      headers: { 'user-agent': visitorAgent() },
    });
    expect(viewed.status()).toBe(204);
  }
  await signInThroughApi(context, seller);
  await openApp(page, '/profile/statistic');
  await expect(page.getByRole('heading', { name: 'Statistic', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Per listing' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(page.locator('.MuiChartsSurface-root').first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'statistic-phone');
  await page.getByRole('list', { name: 'Per listing' }).scrollIntoViewIfNeeded();
  await lookAt(page, 'statistic-phone-listings');
});
