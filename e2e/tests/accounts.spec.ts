import { expect, test, type Page } from '../support/test';
import { accountMenus } from '@bazaar/contracts';
import {
  accountMenuLabels,
  demo,
  signOutFromMenu,
  submitSignIn,
  uniqueEmail,
} from '../support/accounts';
import { openApp } from '../support/pages';
import { waitForAddress } from '../support/navigation';

const labelsOf = (type: keyof typeof accountMenus) =>
  accountMenus[type].map((entry) => entry.label);

/** Signs in through the sign-in form, and waits for the home page it goes on to. */
async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await openApp(page, '/auth/sign-in');
  await submitSignIn(page, account.email, account.password);
  await waitForAddress(page, '/');
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
}

test('a visitor signs up as a buyer, signs out, signs in again and sees the buyer menu', async ({
  page,
}) => {
  const email = uniqueEmail('buyer');
  const password = 'a-fine-long-password-42';

  await openApp(page, '/');
  await page.getByTestId('sign-in-button').click();
  await waitForAddress(page, /\/auth\/sign-in/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.locator('input[name="first_name"]').fill('Greta');
  await page.locator('input[name="last_name"]').fill('Lindqvist');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await waitForAddress(page, '/');
  await expect(page.getByTestId('account-menu-button')).toContainText('Greta Lindqvist');
  expect(await accountMenuLabels(page)).toEqual(labelsOf('BUYER'));
  // Not an administrator: no logs link.
  await expect(page.getByTestId('logs-link')).toHaveCount(0);

  await signOutFromMenu(page);
  await expect(page).toHaveURL('/');
  // The session is gone for the server too: a protected page asks to sign in.
  await openApp(page, '/profile/settings');
  await expect(page).toHaveURL(/\/auth\/sign-in\?continue=%2Fprofile%2Fsettings$/);

  await openApp(page, '/auth/sign-in');
  await submitSignIn(page, email, password);
  await waitForAddress(page, '/');
  await expect(page.getByTestId('account-menu-button')).toContainText('Greta Lindqvist');
  expect(await accountMenuLabels(page)).toEqual(labelsOf('BUYER'));
});

test('a business signs up and sees the seller menu with its business name', async ({ page }) => {
  // The account's name is the business's own, like its address.
  const accountName = `nordwind-bikes-${Date.now().toString(36)}`;
  await openApp(page, '/auth/sign-up/business');
  await page.locator('input[name="account_name"]').fill(accountName);
  await page.locator('input[name="business_name"]').fill('Nordwind Bikes GmbH');
  await page.getByRole('switch', { name: /Show my business name/ }).check();
  await expect(page.getByText('Buyers will see: Nordwind Bikes GmbH')).toBeVisible();
  await page.locator('input[name="email"]').fill(uniqueEmail('seller'));
  await page.locator('input[name="password"]').fill('another-long-password-7');
  await page.getByRole('button', { name: 'Create business account' }).click();

  await waitForAddress(page, '/');
  await expect(page.getByTestId('account-menu-button')).toContainText('Nordwind Bikes GmbH');
  expect(await accountMenuLabels(page)).toEqual(labelsOf('SELLER'));
  await expect(page.getByTestId('logs-link')).toHaveCount(0);

  // Sellers get the business fields in their settings.
  await openApp(page, '/profile/settings');
  await expect(page.locator('input[name="account_name"]')).toHaveValue(accountName);
  await expect(page.locator('input[name="business_name"]')).toHaveValue('Nordwind Bikes GmbH');
});

test('the demo admin sees the admin menu and the logs link; a buyer sees no logs link', async ({
  page,
  buyer,
}) => {
  // Signing in and out touches only the session the form opened: the demo admin stays as it was.
  await signInThroughForm(page, demo('admin'));
  expect(await accountMenuLabels(page)).toEqual(labelsOf('ADMIN'));
  await expect(page.getByTestId('logs-link')).toBeVisible();
  await expect(page.getByTestId('logs-link')).toHaveAttribute('href', '/logs');
  await signOutFromMenu(page);
  await expect(page.getByTestId('logs-link')).toHaveCount(0);

  await signInThroughForm(page, buyer);
  expect(await accountMenuLabels(page)).toEqual(labelsOf('BUYER'));
  await expect(page.getByTestId('logs-link')).toHaveCount(0);
});
