import { expect, test, type BrowserContext, type Page } from '../support/test';
import { browseListings } from '../support/api';
import { demo, newBuyer, newSeller, signInThroughApi, type Account } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { publishListing } from '../support/listings';
import { placeOrder, putInCart } from '../support/orders';
import { horizontalOverflow, openApp, reloadApp, waitForApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

const BUYER_NAME = { first: 'Anna', last: 'Becker' };
const SHOWN_NAME = `${BUYER_NAME.first} ${BUYER_NAME.last}`;

/** A buyer of the journey's own with an order in its cart history and a product in its cart. */
async function buyerWithOrderAndCart(request: Parameters<typeof newBuyer>[0]) {
  const [buyer, seller] = await Promise.all([
    newBuyer(request, 'view-as', BUYER_NAME),
    newSeller(request, 'view-as', 'Quayside Pottery'),
  ]);
  const ordered = await publishListing(request, seller, 'catalog', { title: 'Stoneware jug' });
  const inCart = await publishListing(request, seller, 'catalog', { title: 'Stoneware bowl' });
  await placeOrder(request, buyer, seller, ordered);
  await putInCart(request, buyer, inCart);
  return buyer;
}

/** Signs the demo administrator in, opens the buyer's page in the user manager and views as them. */
async function viewAs(context: BrowserContext, page: Page, buyer: Account): Promise<string> {
  await signInThroughApi(context, demo('admin'));
  await openApp(page, `/profile/user-manager?search=${encodeURIComponent(buyer.email)}`);
  await page.getByRole('grid', { name: 'Accounts' }).getByText(buyer.email).click();
  await expect(page.getByRole('heading', { name: SHOWN_NAME, level: 1 })).toBeVisible();
  const accountPage = page.url();
  await page.getByRole('button', { name: 'View as this user' }).click();
  await page.waitForURL('/');
  return accountPage;
}

test('an administrator views the product as a buyer, read only, and comes back to the account page', async ({
  page,
  context,
  browser,
  request,
}) => {
  const buyer = await buyerWithOrderAndCart(request);
  // The buyer is signed in in their own browser all along.
  const buyerContext = await browser.newContext();
  await signInThroughApi(buyerContext, buyer);
  const buyerPage = await buyerContext.newPage();
  await openApp(buyerPage, '/');

  const accountPage = await viewAs(context, page, buyer);
  const banner = page.getByTestId('viewing-as-banner');
  await expect(banner).toContainText(`Viewing as ${SHOWN_NAME} — read only`);
  await expect(page.getByText("You don't have access to this.")).toHaveCount(0);

  // The buyer's cart and orders, with the banner on each page.
  await page.getByTestId('cart-link').first().click();
  await page.waitForURL('/cart');
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('seller-cart').first()).toBeVisible();
  await openApp(page, '/profile/cart-history');
  await expect(page.getByRole('heading', { name: 'Cart History', level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toBeVisible();
  await lookAt(page, 'view-as-cart-history');
  expect(await seriousViolations(page)).toEqual([]);

  // A write is refused with the api's message; nothing is saved.
  const [listing] = (await browseListings(request, 'section=catalog&limit=1')).items;
  await openApp(page, `/shophub/item/${listing!.id}`);
  const heart = page.getByRole('button', { name: 'Save', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(
    page.getByText('You are viewing as this user: read only. Stop viewing to make changes.'),
  ).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // The buyer's own session goes on untouched, without any banner.
  await openApp(buyerPage, '/cart');
  await expect(buyerPage.getByTestId('seller-cart').first()).toBeVisible();
  await expect(buyerPage.getByTestId('viewing-as-banner')).toHaveCount(0);

  // A full page load brings the administrator back.
  await banner.getByRole('button', { name: 'Stop viewing' }).click();
  await page.waitForURL(accountPage);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: SHOWN_NAME, level: 1 })).toBeVisible();
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
  await lookAt(page, 'view-as-account-page', { fullPage: true });

  await openApp(buyerPage, '/profile/cart-history');
  await expect(buyerPage.getByRole('heading', { name: 'Cart History', level: 1 })).toBeVisible();
  await buyerContext.close();
});

test('the viewing banner fits a phone and speaks German @mobile', async ({
  page,
  context,
  request,
}) => {
  // A phone's touch points: with the emulator's one the app reloads into the desktop layout
  // (spec §4), which cut the page load after "View as this user" short.
  await emulatePhoneTouchPoints(context);
  const buyer = await newBuyer(request, 'view-as', BUYER_NAME);
  await viewAs(context, page, buyer);
  const banner = page.getByTestId('viewing-as-banner');
  await expect(banner).toContainText(`Viewing as ${SHOWN_NAME} — read only`);
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'view-as-phone');

  await context.addCookies([{ name: 'locale', value: 'de', url: page.url() }]);
  await reloadApp(page);
  await expect(banner).toContainText(`Ansicht als ${SHOWN_NAME} — nur lesen`);
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'view-as-phone-de');
  await banner.getByRole('button', { name: 'Ansicht beenden' }).click();
  // A full page load brings the administrator back.
  await page.waitForURL(/\/profile\/user-manager\?user=/);
  await waitForApp(page);
  await expect(banner).toHaveCount(0);
});
