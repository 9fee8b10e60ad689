import { expect, test } from '../support/test';
import { NO_ACCESS_MESSAGE, SESSION_LOGGED_OUT_MESSAGE } from '@bazaar/contracts';
import { DEMO_PASSWORD, signIn, submitSignIn } from '../support/accounts';

test('a buyer opening the user manager sees the no-access view', async ({ page }) => {
  await signIn(page, 'buyer3@demo.bazaar.local', DEMO_PASSWORD);
  await page.goto('/profile/user-manager');
  await expect(page).toHaveURL('/profile/user-manager');
  await expect(page.getByRole('heading', { name: NO_ACCESS_MESSAGE })).toBeVisible();
  await page.getByRole('link', { name: 'Open Homepage' }).click();
  await expect(page).toHaveURL('/');
});

test('a visitor opening the settings signs in and comes back to them', async ({ page }) => {
  await page.goto('/profile/settings');
  await expect(page).toHaveURL(/\/auth\/sign-in\?continue=%2Fprofile%2Fsettings$/);
  await submitSignIn(page, 'buyer4@demo.bazaar.local', DEMO_PASSWORD);
  await expect(page).toHaveURL('/profile/settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  await expect(page.locator('input[name="first_name"]')).toHaveValue('Noah');
});

test('/403 and /404 show their views', async ({ page }) => {
  await page.goto('/403');
  await expect(page.getByRole('heading', { name: NO_ACCESS_MESSAGE })).toBeVisible();
  const response = await page.goto('/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a session whose access token is gone is renewed with the refresh cookie', async ({
  page,
  context,
}) => {
  await signIn(page, 'seller2@demo.bazaar.local', DEMO_PASSWORD);
  // As after a long pause: the access cookie expired and the tab's stored state is gone.
  await context.clearCookies({ name: 'access_token' });
  await page.evaluate(() => window.localStorage.clear());

  await page.goto('/profile/settings');
  await expect(page).toHaveURL('/profile/settings');
  await expect(page.locator('input[name="account_name"]')).toHaveValue('casa-mira');
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.name === 'access_token')).toBe(true);
});

test('a session revoked elsewhere ends with a notice and a local sign-out', async ({ page }) => {
  await signIn(page, 'buyer1@demo.bazaar.local', DEMO_PASSWORD);
  // Revoke the session on the server behind the app's back (as signing out on another device).
  const status = await page.evaluate(
    async () => (await fetch('/api/auth/sign-out', { method: 'POST' })).status,
  );
  expect(status).toBe(204);
  await page.goto('/profile');
  await expect(page.getByText(SESSION_LOGGED_OUT_MESSAGE)).toBeVisible();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  await expect(page.getByTestId('account-menu-button')).toHaveCount(0);
});
