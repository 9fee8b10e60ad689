import { expect, test } from '../support/test';
import { demo, demoAccount, signInThroughApi } from '../support/accounts';
import { bearer } from '../support/api';
import { openApp } from '../support/pages';

test('a blocked account signs in read-only: the menu says why, writes are refused, support is open', async ({
  page,
  context,
  request,
  buyer,
}) => {
  // The journey's own account, blocked by the demo administrator with a reason.
  const reason = 'Repeated listings of counterfeit goods';
  const admin = await demoAccount(request, demo('admin').email);
  const block = await request.post(`/api/admin/users/${buyer.userId}/block`, {
    headers: bearer(admin.token),
    data: { reason },
  });
  expect(block.status()).toBe(204);

  await signInThroughApi(context, buyer);
  await openApp(page, '/');
  const banner = page.getByTestId('main-menu').getByTestId('account-status-banner');
  await expect(banner).toContainText('Blocked Account');
  await expect(banner).toContainText(`Reason: ${reason}`);

  // Reading works; saving a change is refused by the api with the reason.
  await openApp(page, '/profile/settings');
  await page.getByLabel('First name').fill('Renamed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Your account is blocked/).first()).toBeVisible();

  await page.getByTestId('main-menu').getByRole('link', { name: 'Contact support' }).click();
  await page.waitForURL(/\/support$/);
});

test('a paused account sees the paused banner with the way to unpause', async ({
  page,
  context,
  request,
  buyer,
}) => {
  const pause = await request.post('/api/buyers/me/pause', { headers: bearer(buyer.token) });
  expect(pause.ok()).toBe(true);

  await signInThroughApi(context, buyer);
  await openApp(page, '/');
  const banner = page.getByTestId('main-menu').getByTestId('account-status-banner');
  await expect(banner).toContainText('Paused Account');
  await banner.getByRole('link', { name: 'Unpause in settings' }).click();
  await page.waitForURL(/\/profile\/settings#status$/);
});
