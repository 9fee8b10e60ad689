import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { randomUUID } from 'node:crypto';
import { apiToken, bearer, browseListings } from '../support/api';
import { horizontalOverflow, openApp } from '../support/pages';

const ADMIN = 'admin@demo.bazaar.local';
const BUYER = 'buyer1@demo.bazaar.local';
const BUYER_NAME = 'Anna Becker';
const SHOTS = 'test-results/screenshots';

/**
 * Puts a Shop Hub product into buyer1's cart: earlier journeys may have checked the demo cart out.
 * Products with variants want one chosen; the first product without them will do.
 */
async function fillBuyersCart(request: APIRequestContext) {
  const token = await apiToken(request, BUYER);
  for (const product of (await browseListings(request, 'section=catalog&limit=24')).items) {
    const added = await request.post('/api/carts/items', {
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      data: { product_id: product.id, quantity: 1 },
    });
    if (added.ok()) return;
  }
  throw new Error('No Shop Hub product could go into the cart');
}

/** Opens buyer1's page in the user manager and starts viewing as them. */
async function viewAsBuyer(page: Page): Promise<string> {
  await openApp(page, `/profile/user-manager?search=${encodeURIComponent(BUYER)}`);
  await page.getByRole('grid', { name: 'Accounts' }).getByText(BUYER).click();
  await expect(page.getByRole('heading', { name: BUYER_NAME, level: 1 })).toBeVisible();
  const accountPage = page.url();
  await page.getByRole('button', { name: 'View as this user' }).click();
  await expect(page).toHaveURL('/');
  return accountPage;
}

test('an administrator views the product as buyer1, read only, and comes back to the account page', async ({
  page,
  browser,
  request,
}) => {
  // buyer1 is signed in in their own browser all along.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, BUYER, DEMO_PASSWORD);
  await fillBuyersCart(request);

  await signIn(page, ADMIN, DEMO_PASSWORD);
  const accountPage = await viewAsBuyer(page);
  const banner = page.getByTestId('viewing-as-banner');
  await expect(banner).toContainText(`Viewing as ${BUYER_NAME} — read only`);
  await expect(page.getByText("You don't have access to this.")).toHaveCount(0);

  // buyer1's cart and orders, with the banner on each page.
  await page.getByTestId('cart-link').first().click();
  await expect(page).toHaveURL('/cart');
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('seller-cart').first()).toBeVisible();
  await openApp(page, '/profile/cart-history');
  await expect(page.getByRole('heading', { name: 'Cart History', level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/view-as-cart-history.png` });
  expect(await seriousViolations(page)).toEqual([]);

  // A write is refused with the api's message; nothing is saved.
  const [listing] = (await browseListings(request, 'section=catalog&limit=1')).items;
  await openApp(page, `/shophub/item/${listing!.id}`);
  const heart = page.getByRole('button', { name: 'Save', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // A click before the page hydrates does nothing: again until the api's refusal shows.
  await expect(async () => {
    await heart.click();
    await expect(
      page.getByText('You are viewing as this user: read only. Stop viewing to make changes.'),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // buyer1's own session goes on untouched, without any banner.
  await openApp(buyerPage, '/cart');
  await expect(buyerPage.getByTestId('seller-cart').first()).toBeVisible();
  await expect(buyerPage.getByTestId('viewing-as-banner')).toHaveCount(0);

  await banner.getByRole('button', { name: 'Stop viewing' }).click();
  await expect(page).toHaveURL(accountPage, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: BUYER_NAME, level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  // The administrator is themselves again: the back office answers.
  const trail = page.getByRole('grid', { name: 'Audit trail' });
  await expect(trail.getByRole('row', { name: /Started viewing as this user/ })).toContainText(
    'Ada Admin',
  );
  await expect(trail.getByRole('row', { name: /Stopped viewing as this user/ })).toContainText(
    'Ada Admin',
  );

  // Nothing of the viewed user's pages was asked again with the administrator's token.
  await expect(page.getByText("You don't have access to this.")).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Reservations booked' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reported conversations' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/view-as-account-page.png`, fullPage: true });

  await openApp(buyerPage, '/profile/cart-history');
  await expect(buyerPage.getByRole('heading', { name: 'Cart History', level: 1 })).toBeVisible();
  await buyerContext.close();
});

test('the viewing banner fits a phone and speaks German @mobile', async ({ page, context }) => {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await viewAsBuyer(page);
  const banner = page.getByTestId('viewing-as-banner');
  await expect(banner).toContainText(`Viewing as ${BUYER_NAME} — read only`);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/view-as-phone.png` });

  await context.addCookies([{ name: 'locale', value: 'de', url: page.url() }]);
  await page.reload();
  await expect(banner).toContainText(`Ansicht als ${BUYER_NAME} — nur lesen`);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/view-as-phone-de.png` });
  await banner.getByRole('button', { name: 'Ansicht beenden' }).click();
  // A full page load brings the administrator back.
  await expect(page).toHaveURL(/\/profile\/user-manager\?user=/, { timeout: 20_000 });
  await expect(banner).toHaveCount(0);
});
