import { randomUUID } from 'node:crypto';
import { adminAccountPage, deadJobPage } from '@bazaar/contracts';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, signIn, signUpNewSeller } from '../support/accounts';
import { apiToken, bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { horizontalOverflow } from '../support/pages';

const ADMIN = 'admin@demo.bazaar.local';

/** A new seller an administrator topped up with an amount no other journey uses. */
async function toppedUpSeller(
  request: Parameters<typeof apiToken>[0],
  businessName: string,
  amountMinor: number,
) {
  const email = await signUpNewSeller(request, 'payments', businessName);
  const token = await apiToken(request, ADMIN);
  const found = await request.get(`/api/admin/users?search=${encodeURIComponent(email)}`, {
    headers: bearer(token),
  });
  const [seller] = adminAccountPage.parse(await found.json()).items;
  const topUp = await request.post(`/api/users/${seller!.id}/balance/top-ups`, {
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    data: { amount_minor: amountMinor, note: 'Goodwill for a late payout' },
  });
  expect(topUp.status(), await topUp.text()).toBe(201);
  return seller!.id;
}

test('an administrator filters the payments by kind and amount, reads the totals and opens the account', async ({
  page,
  request,
}) => {
  // Cents no other journey tops up with, so the amount filter finds this one movement.
  const amountMinor = 4000 + Math.floor(Math.random() * 900) + 1;
  const shown = `€${(amountMinor / 100).toFixed(2)}`;
  const sellerId = await toppedUpSeller(request, 'Tidewater Ropes', amountMinor);

  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/profile/user-manager');
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/tab=payments/);
  await expect(page.getByTestId('balances-held')).toContainText('€');
  const grid = page.getByRole('grid', { name: 'Balance movements' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Admin top-up' }).click();
  await expect(page).toHaveURL(/kind=admin_top_up/);
  const amount = (amountMinor / 100).toFixed(2);
  await page.getByLabel('Amount from').fill(amount);
  await page.getByLabel('Amount up to').fill(amount);
  await page.getByLabel('Amount up to').press('Enter');
  await expect(page).toHaveURL(new RegExp(`min=${amountMinor}&max=${amountMinor}`));

  const row = grid.getByRole('row', { name: /Tidewater Ropes/ });
  await expect(row).toContainText(shown);
  await expect(row).toContainText('Admin top-up');
  await expect(row).toContainText('Ada Admin');
  // Totals per kind follow the filters: only admin top-ups of this amount.
  await expect(page.getByText('Filtered movements per kind')).toBeVisible();
  await expect(page.getByTestId('total-admin_top_up')).toContainText(shown);
  await expect(page.getByTestId('total-subscription')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'artifacts/screenshots/payments-overview.png', fullPage: true });

  // A newest-first order by amount is kept in the address.
  await grid.getByRole('columnheader', { name: 'Amount' }).click();
  await expect(page).toHaveURL(/pay_sort=amount_/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('payments.csv');

  await row.getByRole('button', { name: 'Tidewater Ropes' }).click();
  await expect(page).toHaveURL(`/profile/user-manager?user=${sellerId}`);
  await expect(page.getByRole('heading', { name: 'Tidewater Ropes', level: 1 })).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText(shown);
});

test('the payments tab speaks German', async ({ page, context }) => {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await context.addCookies([{ name: 'locale', value: 'de', url: page.url() }]);
  await page.goto('/profile/user-manager?tab=payments&kind=refund');
  await expect(page.getByRole('tab', { name: 'Zahlungen' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Aktuelle Guthaben')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Art' })).toContainText('Erstattung');
});

test('an administrator reads the job runner health on /logs', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  const dead = deadJobPage.parse(
    await (await request.get('/api/admin/jobs/dead', { headers: bearer(token) })).json(),
  );

  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/logs');
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/logs\?tab=jobs$/);
  const queues = page.getByRole('list', { name: 'Queues' });
  // The app's own queues, each with its counts (the error logs' purge is one of them).
  await expect(queues.getByRole('listitem').first()).toContainText(
    /\d+ queued · \d+ running · \d+ failed/,
  );
  await expect(queues.getByText('error-logs.purge-expired')).toBeVisible();

  const grid = page.getByRole('grid', { name: 'Failed jobs' });
  if (dead.items.length === 0) {
    await expect(grid.getByText('No failed jobs.', { exact: false })).toBeVisible();
  } else {
    await expect(
      grid.getByRole('row', { name: new RegExp(dead.items[0]!.name) }).first(),
    ).toBeVisible();
  }

  // One queue only: the address keeps it.
  const first = queues.getByRole('listitem').first();
  const name = (await first.locator('p').first().textContent())!;
  await first.getByRole('button', { name: 'Only this queue' }).click();
  await expect(page).toHaveURL(`/logs?tab=jobs&queue=${encodeURIComponent(name)}`);
  await expect(page.getByRole('button', { name: 'All queues' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'artifacts/screenshots/jobs-health.png', fullPage: true });

  await page.getByRole('tab', { name: 'Errors' }).click();
  await expect(page).toHaveURL(/\/logs$/);
});

test('the payments and jobs tabs fit a phone @mobile', async ({ page, request }) => {
  await toppedUpSeller(request, 'Harbour Kites', 1500);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/profile/user-manager?tab=payments');
  await expect(
    page.getByRole('grid', { name: 'Balance movements' }).getByRole('row').nth(1),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({
    path: 'artifacts/screenshots/payments-overview-phone.png',
    fullPage: true,
  });
  await page.goto('/logs?tab=jobs');
  await expect(
    page.getByRole('list', { name: 'Queues' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});
