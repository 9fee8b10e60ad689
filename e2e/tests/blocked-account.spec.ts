import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_PASSWORD, signIn, uniqueEmail } from '../support/accounts';

const BLOCKED_DEMO = 'blocked@demo.bazaar.local';

async function reasonOf(request: APIRequestContext, token: string): Promise<string | null> {
  const me = await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { blocked_reason: string | null }).blocked_reason;
}

/** The demo's blocked account, or a fresh account blocked by the demo admin when there is none. */
async function blockedAccount(request: APIRequestContext) {
  const demo = await request.post('/api/auth/sign-in', {
    data: { email: BLOCKED_DEMO, password: DEMO_PASSWORD },
  });
  if (demo.status() === 200) {
    const { token } = (await demo.json()) as { token: string };
    return { email: BLOCKED_DEMO, password: DEMO_PASSWORD, reason: await reasonOf(request, token) };
  }

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

test('a blocked account signs in read-only: the menu says why, writes are refused, support is open', async ({
  page,
  request,
}) => {
  const account = await blockedAccount(request);
  await signIn(page, account.email, account.password);

  const banner = page.getByTestId('main-menu').getByTestId('account-status-banner');
  await expect(banner).toContainText('Blocked Account');
  if (account.reason) await expect(banner).toContainText(`Reason: ${account.reason}`);

  // Reading works; saving a change is refused by the api with the reason.
  await page.goto('/profile/settings');
  await page.getByLabel('First name').fill('Renamed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Your account is blocked/).first()).toBeVisible();

  await page.getByTestId('main-menu').getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/support$/);
});

test('a paused account sees the paused banner with the way to unpause', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('paused');
  const password = 'taking-a-break-42';
  const signUp = await request.post('/api/auth/sign-up/user', {
    data: { email, password, first_name: 'Pia', last_name: 'Pause' },
  });
  const { token } = (await signUp.json()) as { token: string };
  const pause = await request.post('/api/buyers/me/pause', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pause.ok()).toBe(true);

  await signIn(page, email, password);
  const banner = page.getByTestId('main-menu').getByTestId('account-status-banner');
  await expect(banner).toContainText('Paused Account');
  await banner.getByRole('link', { name: 'Unpause in settings' }).click();
  await expect(page).toHaveURL(/\/profile\/settings#status$/);
});
