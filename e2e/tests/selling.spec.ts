import { expect, test, type Page } from '../support/test';
import { demo, signInThroughApi, submitSignIn } from '../support/accounts';
import { waitForAddress } from '../support/navigation';
import { openApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

const topBarSell = (page: Page) => page.getByTestId('top-bar').getByTestId('sell-button');
const menuSell = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Sell', exact: true });

test('a visitor’s “Sell” on the home page signs in first and goes on to the ad form', async ({
  page,
  buyer,
}) => {
  await openApp(page, '/');
  const signInFirst = '/auth/sign-in?continue=%2Fflea-market%2Fadd-product';
  await expect(topBarSell(page)).toHaveAttribute('href', signInFirst);
  await expect(menuSell(page)).toHaveAttribute('href', signInFirst);
  await lookAt(page, 'sell-top-bar-visitor');
  await topBarSell(page).click();
  await waitForAddress(page, signInFirst);
  // The sign-in form is this journey's subject: a buyer of its own signs in with it.
  await submitSignIn(page, buyer.email, buyer.password);
  await waitForAddress(page, '/flea-market/add-product');
  await expect(
    page.getByRole('heading', { level: 1, name: 'New listing in Flea Market' }),
  ).toBeVisible();
});

test('a visitor’s “Sell” goes on to the form the account signed in with may use', async ({
  page,
  seller,
}) => {
  // From the home page, a business account comes to its Shop Hub product form.
  await openApp(page, '/');
  await topBarSell(page).click();
  await waitForAddress(page, '/auth/sign-in?continue=%2Fflea-market%2Fadd-product');
  await submitSignIn(page, seller.email, seller.password);
  await waitForAddress(page, '/shophub/add-product');
  await expect(
    page.getByRole('heading', { level: 1, name: 'New listing in Shop Hub' }),
  ).toBeVisible();
});

test('a visitor’s “Sell” in Services signs in first and goes on to its form', async ({
  page,
  buyer,
}) => {
  await openApp(page, '/services');
  const heading = page.getByRole('main').getByTestId('sell-button');
  await expect(heading).toHaveAttribute('href', '/auth/sign-in?continue=%2Fservices%2Fadd-product');
  await heading.click();
  await waitForAddress(page, '/auth/sign-in?continue=%2Fservices%2Fadd-product');
  await submitSignIn(page, buyer.email, buyer.password);
  await waitForAddress(page, '/services/add-product');
  await expect(
    page.getByRole('heading', { level: 1, name: 'New listing in Services' }),
  ).toBeVisible();
});

test('a private user’s “Sell” opens the Flea Market ad form, or the division’s own', async ({
  page,
  context,
}) => {
  await signInThroughApi(context, demo('buyer1'));
  await openApp(page, '/');
  await expect(topBarSell(page)).toHaveAttribute('href', '/flea-market/add-product');
  await expect(menuSell(page)).toHaveAttribute('href', '/flea-market/add-product');
  await topBarSell(page).click();
  await waitForAddress(page, '/flea-market/add-product');
  await expect(
    page.getByRole('heading', { level: 1, name: 'New listing in Flea Market' }),
  ).toBeVisible();

  await openApp(page, '/food');
  await expect(topBarSell(page)).toHaveAttribute('href', '/food/add-product');
  // Shop Hub products are for business accounts: their own ad form instead.
  await openApp(page, '/shophub');
  await expect(page.getByRole('main').getByTestId('sell-button')).toHaveAttribute(
    'href',
    '/flea-market/add-product',
  );
});

test('a business account’s “Sell” opens the Shop Hub product form, or the division’s own', async ({
  page,
  context,
}) => {
  await signInThroughApi(context, demo('seller1'));
  await openApp(page, '/');
  await expect(topBarSell(page)).toHaveAttribute('href', '/shophub/add-product');
  await menuSell(page).click();
  await waitForAddress(page, '/shophub/add-product');
  await expect(
    page.getByRole('heading', { level: 1, name: 'New listing in Shop Hub' }),
  ).toBeVisible();

  await openApp(page, '/property');
  await expect(page.getByRole('main').getByTestId('sell-button')).toHaveAttribute(
    'href',
    '/property/add-product',
  );
  await lookAt(page, 'sell-division-heading-business');
  // Flea Market ads are for private users.
  await openApp(page, '/flea-market');
  await expect(topBarSell(page)).toHaveAttribute('href', '/shophub/add-product');
});

test('an administrator is offered no way to sell', async ({ page, context }) => {
  await signInThroughApi(context, demo('admin'));
  await openApp(page, '/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('sell-button')).toHaveCount(0);
  await expect(menuSell(page)).toHaveCount(0);
});

test('@mobile the phone menu and division pages offer “Sell”', async ({ page }) => {
  // A phone's touch points: with the emulator's single one the page reloads into the desktop
  // layout (spec §4), and the screenshot below would race that reload.
  await emulatePhoneTouchPoints(page.context());
  await openApp(page, '/flea-market');
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  const sell = page.getByRole('main').getByTestId('sell-button');
  await expect(sell).toHaveAttribute('href', '/auth/sign-in?continue=%2Fflea-market%2Fadd-product');
  await lookAt(page, 'sell-division-heading-phone', { animations: 'disabled' });
});
