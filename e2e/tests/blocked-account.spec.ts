import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, submitSignIn, uniqueEmail } from '../support/accounts';

const BLOCKED_DEMO = 'blocked@demo.bazaar.local';

/** The demo's blocked account, or a fresh account blocked by the demo admin when there is none. */
async function blockedAccount(request: APIRequestContext) {
  const demo = await request.post('/api/auth/sign-in', {
    data: { email: BLOCKED_DEMO, password: DEMO_PASSWORD },
  });
  if (demo.status() === 403) return { email: BLOCKED_DEMO, password: DEMO_PASSWORD, reason: null };

  const email = uniqueEmail('blocked');
  const password = 'soon-to-be-blocked-99';
  const signUp = await request.post('/api/auth/sign-up/user', {
    data: { email, password, first_name: 'Bo', last_name: 'Locked' },
  });
  const { userId } = (await signUp.json()) as { userId: string };
  const admin = await request.post('/api/auth/sign-in', {
    data: { email: 'admin@demo.bazaar.local', password: DEMO_PASSWORD },
  });
  const { token } = (await admin.json()) as { token: string };
  const reason = 'Repeated listings of counterfeit goods';
  const block = await request.post(`/api/admin/users/${userId}/block`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason },
  });
  expect(block.status()).toBe(204);
  return { email, password, reason };
}

test('a blocked account cannot sign in and is told why', async ({ page, request }) => {
  const account = await blockedAccount(request);
  await page.goto('/auth/sign-in');
  await submitSignIn(page, account.email, account.password);

  const alert = page.getByTestId('blocked-account-alert');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('This account is blocked');
  await expect(alert).toContainText('Your account is blocked');
  if (account.reason) await expect(alert).toContainText(account.reason);
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await expect(page.getByTestId('account-menu-button')).toHaveCount(0);
});
