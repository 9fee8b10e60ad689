import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'bazaar-demo-2026';

/** An email address no earlier run has used. */
export function uniqueEmail(label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `${label}-${stamp}@e2e.bazaar.local`;
}

/** The password of the seller accounts journeys sign up for themselves. */
export const NEW_SELLER_PASSWORD = 'amber-harbour-lantern-42';

/**
 * A new seller account, signed up through the api, so a journey's listings leave the demo
 * sellers' as other journeys expect them. Answers its email; the password is NEW_SELLER_PASSWORD.
 */
export async function signUpNewSeller(
  request: APIRequestContext,
  label: string,
  businessName: string,
): Promise<string> {
  const email = uniqueEmail(label);
  const response = await request.post('/api/auth/sign-up/business', {
    data: {
      email,
      password: NEW_SELLER_PASSWORD,
      account_name: `${label}-${Date.now().toString(36)}`,
      business_name: businessName,
      business_name_as_account_name: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/**
 * Fills the sign-in form (on the sign-in page) and sends it. Typed before the page hydrates, the
 * fields' values are not the form's yet and it answers "Complete this field": then it fills and
 * sends again.
 */
export async function submitSignIn(page: Page, email: string, password: string) {
  await expect(async () => {
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Complete this field, please')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/sign-in');
  await submitSignIn(page, email, password);
  await expect(page.getByTestId('account-menu-button')).toBeVisible({ timeout: 15_000 });
}

/** The labels of the account menu, opened from the header avatar. */
export async function accountMenuLabels(page: Page): Promise<string[]> {
  await page.getByTestId('account-menu-button').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const labels = await menu.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // A label's first line: a count beside it (the Slots badge) is not part of the label.
  return labels.map((label) => label.split('\n')[0]!.trim());
}

export async function signOutFromMenu(page: Page) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
}
