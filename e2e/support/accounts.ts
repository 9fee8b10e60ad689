import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'bazaar-demo-2026';

/** An email address no earlier run has used. */
export function uniqueEmail(label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `${label}-${stamp}@e2e.bazaar.local`;
}

/** Fills the sign-in form (on the sign-in page) and sends it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens the sign-in page and signs in; waits until the header shows the account menu. Signing in
 * also merges a visitor's cart and comparison, which takes a while on a busy CI machine.
 */
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
