import { expect, test } from '../support/test';
import { NO_ACCESS_MESSAGE, SESSION_LOGGED_OUT_MESSAGE, sellerProfile } from '@bazaar/contracts';
import { signInThroughApi, submitSignIn } from '../support/accounts';
import { bearer } from '../support/api';
import { openDocument } from '../support/documents';
import { openApp } from '../support/pages';
import { waitForAddress } from '../support/navigation';

test('a buyer opening the user manager sees the no-access view', async ({
  page,
  context,
  buyer,
}) => {
  await signInThroughApi(context, buyer);
  await openApp(page, '/profile/user-manager');
  await expect(page).toHaveURL('/profile/user-manager');
  await expect(page.getByRole('heading', { name: NO_ACCESS_MESSAGE })).toBeVisible();
  await page.getByRole('link', { name: 'Open Homepage' }).click();
  await waitForAddress(page, '/');
});

test('a visitor opening the settings signs in and comes back to them', async ({ page, buyer }) => {
  // The sign-in form and its way back are what this journey is about.
  await openApp(page, '/profile/settings');
  await expect(page).toHaveURL(/\/auth\/sign-in\?continue=%2Fprofile%2Fsettings$/);
  await submitSignIn(page, buyer.email, buyer.password);
  await waitForAddress(page, '/profile/settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  await expect(page.locator('input[name="first_name"]')).toHaveValue('Jana');
});

test('/403 and /404 show their views', async ({ page }) => {
  await openApp(page, '/403');
  await expect(page.getByRole('heading', { name: NO_ACCESS_MESSAGE })).toBeVisible();
  const response = await openDocument(page, '/404');
  expect(response.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a session whose access token is gone is renewed with the refresh cookie', async ({
  page,
  context,
  request,
  seller,
}) => {
  const profile = await request.get('/api/sellers/me', { headers: bearer(seller.token) });
  expect(profile.status()).toBe(200);
  const { account_name } = sellerProfile.parse(await profile.json());
  await signInThroughApi(context, seller);
  await openApp(page, '/');
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  // As after a long pause: the access cookie expired and the tab's stored state is gone.
  await context.clearCookies({ name: 'access_token' });
  await page.evaluate(() => window.localStorage.clear());

  await openApp(page, '/profile/settings');
  await expect(page).toHaveURL('/profile/settings');
  await expect(page.locator('input[name="account_name"]')).toHaveValue(account_name);
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.name === 'access_token')).toBe(true);
});

test('a session revoked elsewhere ends with a notice and a local sign-out', async ({
  page,
  context,
  buyer,
}) => {
  await signInThroughApi(context, buyer);
  await openApp(page, '/');
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  // Revoke the session on the server behind the app's back (as signing out on another device).
  const status = await page.evaluate(
    async () => (await fetch('/api/auth/sign-out', { method: 'POST' })).status,
  );
  expect(status).toBe(204);
  await openApp(page, '/profile');
  await expect(page.getByText(SESSION_LOGGED_OUT_MESSAGE)).toBeVisible();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  await expect(page.getByTestId('account-menu-button')).toHaveCount(0);
});
