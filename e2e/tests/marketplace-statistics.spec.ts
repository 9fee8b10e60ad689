import { readFile } from 'node:fs/promises';
import { formatMoney, marketplaceStatistics, type MarketplaceStatistics } from '@bazaar/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { demo, demoAccount, newBuyer, signInThroughApi } from '../support/accounts';
import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { waitForAddress } from '../support/navigation';
import { horizontalOverflow, openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

const ADMIN = demo('admin');

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const today = () => dayOf(new Date());
const daysAgo = (days: number) => dayOf(new Date(Date.now() - days * 86_400_000));
const count = (value: number) => new Intl.NumberFormat('en').format(value);

/** What the api answers an administrator for this query (the page must show the same). */
async function marketplaceFigures(
  request: APIRequestContext,
  token: string,
  query: string,
): Promise<MarketplaceStatistics> {
  const response = await request.get(`/api/statistics/marketplace${query}`, {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  return marketplaceStatistics.parse(await response.json());
}

async function expectTotals(page: Page, figures: MarketplaceStatistics) {
  const { totals, currency } = figures;
  // In the main region: while a streamed render lands, its copy waits hidden outside it.
  const main = page.locator('#main-content');
  await expect(main.getByTestId('total-Sign-ups')).toHaveText(count(totals.sign_ups));
  await expect(main.getByTestId('total-New listings')).toHaveText(count(totals.new_listings));
  await expect(main.getByTestId('total-Orders')).toHaveText(count(totals.orders));
  await expect(main.getByTestId('total-Reservations')).toHaveText(count(totals.reservations));
  await expect(main.getByTestId('total-Conversations')).toHaveText(count(totals.conversations));
  await expect(main.getByTestId('total-Subscription revenue')).toHaveText(
    formatMoney({ amount_minor: totals.subscription_revenue_minor, currency }, 'en'),
  );
  await expect(main.getByTestId('total-Advertising revenue')).toHaveText(
    formatMoney({ amount_minor: totals.advertising_revenue_minor, currency }, 'en'),
  );
}

test('an administrator reads the marketplace over time, changes the period and exports it as CSV', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const admin = await demoAccount(request, ADMIN.email);
  // A buyer signs up today: the last 30 days count one more sign-up, a buyer's.
  const before = await marketplaceFigures(request, admin.token, '');
  await newBuyer(request, 'marketplace-statistics', { first: 'Greta', last: 'Lange' });
  const lastMonth = await marketplaceFigures(request, admin.token, '');
  expect(lastMonth.totals.sign_ups).toBe(before.totals.sign_ups + 1);
  expect(lastMonth.totals.sign_ups_by_type.BUYER).toBe(before.totals.sign_ups_by_type.BUYER + 1);
  expect(lastMonth.series.at(-1)!.period).toBe(today());

  await signInThroughApi(context, ADMIN);
  await openApp(page, '/');
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Statistic', exact: true }).click();
  await waitForAddress(page, '/profile/statistic');
  await expect(page.getByRole('heading', { name: 'Statistic', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Marketplace' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectTotals(page, lastMonth);
  for (const chart of [
    'Sign-ups by account type',
    'New listings by division',
    'Orders, reservations and conversations',
    'Revenue from subscriptions and advertising',
  ]) {
    await expect(
      page.getByRole('region', { name: chart }).locator('.MuiChartsSurface-root'),
    ).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'marketplace-desktop', { fullPage: true });

  // Ten weeks by week: the address keeps the choice, a reload shows the same.
  const from = daysAgo(69);
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await waitForAddress(page, /granularity=week/);
  await page.getByLabel('From', { exact: true }).fill(from);
  await waitForAddress(page, new RegExp(`from=${from}`));
  const weeks = await marketplaceFigures(request, admin.token, `?from=${from}&granularity=week`);
  expect(weeks.series.length).toBeGreaterThanOrEqual(10);
  await expectTotals(page, weeks);
  await reloadApp(page);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
  await expectTotals(page, weeks);
  await lookAt(page, 'marketplace-weeks-desktop', { fullPage: true });

  // The CSV holds the same series: one row per week.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`marketplace-statistics-${from}-${today()}.csv`);
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  const header = lines[0]!.split(',');
  expect(header.slice(0, 2)).toEqual(['Period start', 'Sign-ups']);
  expect(header).toContain('New listings: Shop Hub');
  expect(header.at(-1)).toBe('Currency');
  expect(lines).toHaveLength(weeks.series.length + 1);
  const column = (name: string) => header.indexOf(name);
  for (const [index, point] of weeks.series.entries()) {
    const row = lines[index + 1]!.split(',');
    expect(row[0]).toBe(point.period);
    expect(row[column('Sign-ups')]).toBe(String(point.sign_ups));
    expect(row[column('New listings')]).toBe(String(point.new_listings));
    expect(row[column('Orders')]).toBe(String(point.orders));
    expect(row[column('Currency')]).toBe(weeks.currency);
  }
  const sum = (name: string) =>
    lines.slice(1).reduce((total, line) => total + Number(line.split(',')[column(name)]), 0);
  expect(sum('Sign-ups')).toBe(weeks.totals.sign_ups);
  expect(sum('New listings')).toBe(weeks.totals.new_listings);

  // Too many days for one answer: the page says what to change.
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByLabel('From', { exact: true }).fill(daysAgo(400));
  await expect(page.getByRole('alert').filter({ hasText: 'group by week or month' })).toBeVisible();

  // The sellers' listings are one tab away, as before.
  await page.getByRole('tab', { name: 'Listings' }).click();
  await waitForAddress(page, /view=listings/);
  await expect(page.getByLabel("Seller's account id")).toBeVisible();

  // In German.
  await context.addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
  await openApp(page, '/profile/statistic');
  await expect(page.getByRole('heading', { name: 'Statistik', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Marktplatz' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('total-Registrierungen')).toHaveText(
    new Intl.NumberFormat('de').format(lastMonth.totals.sign_ups),
  );
  await expect(
    page
      .getByRole('region', { name: 'Neue Anzeigen nach Bereich' })
      .locator('.MuiChartsSurface-root'),
  ).toBeVisible();
  await lookAt(page, 'marketplace-desktop-de', { fullPage: true });
});

test('an administrator reads the marketplace statistic on a phone @mobile', async ({
  page,
  context,
}) => {
  await emulatePhoneTouchPoints(context);
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/statistic?granularity=week');
  await expect(page.getByRole('heading', { name: 'Statistic', level: 1 })).toBeVisible();
  await expect(page.getByTestId('total-Sign-ups')).toBeVisible();
  await expect(page.locator('.MuiChartsSurface-root')).toHaveCount(4);
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'marketplace-phone');
  await page
    .getByRole('region', { name: 'Revenue from subscriptions and advertising' })
    .scrollIntoViewIfNeeded();
  await lookAt(page, 'marketplace-phone-charts');
});
