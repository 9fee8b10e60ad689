import { expect, test } from '../support/test';
import { accountMenus } from '@bazaar/contracts';
import {
  accountMenuLabels,
  DEMO_PASSWORD,
  signIn,
  signOutFromMenu,
  submitSignIn,
  uniqueEmail,
} from '../support/accounts';

const labelsOf = (type: keyof typeof accountMenus) =>
  accountMenus[type].map((entry) => entry.label);

test('a visitor signs up as a buyer, signs out, signs in again and sees the buyer menu', async ({
  page,
}) => {
  const email = uniqueEmail('buyer');
  const password = 'a-fine-long-password-42';

  await page.goto('/');
  await page.getByTestId('sign-in-button').click();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.locator('input[name="first_name"]').fill('Greta');
  await page.locator('input[name="last_name"]').fill('Lindqvist');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('account-menu-button')).toContainText('Greta Lindqvist');
  expect(await accountMenuLabels(page)).toEqual(labelsOf('BUYER'));
  // Not an administrator: no logs link.
  await expect(page.getByTestId('logs-link')).toHaveCount(0);

  await signOutFromMenu(page);
  await expect(page).toHaveURL('/');
  // The session is gone for the server too: a protected page asks to sign in.
  await page.goto('/profile/settings');
  await expect(page).toHaveURL(/\/auth\/sign-in\?continue=%2Fprofile%2Fsettings$/);

  await page.goto('/auth/sign-in');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('account-menu-button')).toContainText('Greta Lindqvist');
  expect(await accountMenuLabels(page)).toEqual(labelsOf('BUYER'));
});

test('a business signs up and sees the seller menu with its business name', async ({ page }) => {
  await page.goto('/auth/sign-up/business');
  await page.locator('input[name="account_name"]').fill('nordwind-bikes');
  await page.locator('input[name="business_name"]').fill('Nordwind Bikes GmbH');
  await page.getByRole('switch', { name: /Show my business name/ }).check();
  await expect(page.getByText('Buyers will see: Nordwind Bikes GmbH')).toBeVisible();
  await page.locator('input[name="email"]').fill(uniqueEmail('seller'));
  await page.locator('input[name="password"]').fill('another-long-password-7');
  await page.getByRole('button', { name: 'Create business account' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('account-menu-button')).toContainText('Nordwind Bikes GmbH');
  expect(await accountMenuLabels(page)).toEqual(labelsOf('SELLER'));
  await expect(page.getByTestId('logs-link')).toHaveCount(0);

  // Sellers get the business fields in their settings.
  await page.goto('/profile/settings');
  await expect(page.locator('input[name="account_name"]')).toHaveValue('nordwind-bikes');
  await expect(page.locator('input[name="business_name"]')).toHaveValue('Nordwind Bikes GmbH');
});

test('the demo admin sees the admin menu and the logs link; a buyer sees no logs link', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.bazaar.local', DEMO_PASSWORD);
  expect(await accountMenuLabels(page)).toEqual(labelsOf('ADMIN'));
  await expect(page.getByTestId('logs-link')).toBeVisible();
  await expect(page.getByTestId('logs-link')).toHaveAttribute('href', '/logs');
  await signOutFromMenu(page);
  await expect(page.getByTestId('logs-link')).toHaveCount(0);

  await signIn(page, 'buyer2@demo.bazaar.local', DEMO_PASSWORD);
  expect(await accountMenuLabels(page)).toEqual(labelsOf('BUYER'));
  await expect(page.getByTestId('logs-link')).toHaveCount(0);
});
