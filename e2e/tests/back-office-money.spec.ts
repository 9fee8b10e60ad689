import { randomUUID } from 'node:crypto';
import { deadJobPage } from '@bazaar/contracts';
import { expect, test, type APIRequestContext } from '../support/test';
import { demo, demoAccount, newSeller, signInThroughApi } from '../support/accounts';
import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { waitForAddress } from '../support/navigation';
import { horizontalOverflow, openApp } from '../support/pages';
import { lookAt } from '../support/screenshots';

const ADMIN = demo('admin');

/** A seller of the journey's own the demo administrator topped up with `amountMinor`. */
async function toppedUpSeller(
  request: APIRequestContext,
  businessName: string,
  amountMinor: number,
): Promise<string> {
  const seller = await newSeller(request, 'back-office-money', businessName);
  const { token } = await demoAccount(request, ADMIN.email);
  const topUp = await request.post(`/api/users/${seller.userId}/balance/top-ups`, {
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    data: { amount_minor: amountMinor, note: 'Goodwill for a late payout' },
  });
  expect(topUp.status(), await topUp.text()).toBe(201);
  return seller.userId;
}

test('an administrator filters the payments by kind and amount, reads the totals and opens the account', async ({
  page,
  context,
  request,
}) => {
  // Cents no other journey tops up with, so the amount filter finds this one movement.
  const amountMinor = 4000 + Math.floor(Math.random() * 900) + 1;
  const shown = `€${(amountMinor / 100).toFixed(2)}`;
  const sellerId = await toppedUpSeller(request, 'Tidewater Ropes', amountMinor);

  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/user-manager');
  // The tab asks the api for the balances held and the movements: as long as the api takes.
  const answered = (path: string) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === `/api${path}`);
  const loaded = Promise.all([
    answered('/admin/payments/summary'),
    answered('/admin/payments/movements'),
  ]);
  await page.getByRole('tab', { name: 'Payments' }).click();
  await waitForAddress(page, /tab=payments/);
  await loaded;
  await expect(page.getByTestId('balances-held')).toContainText('€');
  const grid = page.getByRole('grid', { name: 'Balance movements' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Admin top-up' }).click();
  await waitForAddress(page, /kind=admin_top_up/);
  const amount = (amountMinor / 100).toFixed(2);
  await page.getByLabel('Amount from').fill(amount);
  await page.getByLabel('Amount up to').fill(amount);
  await page.getByLabel('Amount up to').press('Enter');
  await waitForAddress(page, new RegExp(`min=${amountMinor}&max=${amountMinor}`));

  const row = grid.getByRole('row', { name: /Tidewater Ropes/ });
  await expect(row).toContainText(shown);
  await expect(row).toContainText('Admin top-up');
  await expect(row).toContainText('Ada Admin');
  // Totals per kind follow the filters: only admin top-ups of this amount.
  await expect(page.getByText('Filtered movements per kind')).toBeVisible();
  await expect(page.getByTestId('total-admin_top_up')).toContainText(shown);
  await expect(page.getByTestId('total-subscription')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'payments-overview', { fullPage: true });

  // A newest-first order by amount is kept in the address.
  await grid.getByRole('columnheader', { name: 'Amount' }).click();
  await waitForAddress(page, /pay_sort=amount_/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('payments.csv');

  await row.getByRole('button', { name: 'Tidewater Ropes' }).click();
  await waitForAddress(page, `/profile/user-manager?user=${sellerId}`);
  await expect(page.getByRole('heading', { name: 'Tidewater Ropes', level: 1 })).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText(shown);
});

test('the payments tab speaks German', async ({ page, context, baseURL }) => {
  await signInThroughApi(context, ADMIN);
  await context.addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
  await openApp(page, '/profile/user-manager?tab=payments&kind=refund');
  await expect(page.getByRole('tab', { name: 'Zahlungen' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Aktuelle Guthaben')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Art' })).toContainText('Erstattung');
});

test('an administrator reads the job runner health on /logs', async ({
  page,
  context,
  request,
}) => {
  const { token } = await demoAccount(request, ADMIN.email);
  const dead = deadJobPage.parse(
    await (await request.get('/api/admin/jobs/dead', { headers: bearer(token) })).json(),
  );

  await signInThroughApi(context, ADMIN);
  await openApp(page, '/logs');
  // The tab asks the api for the queues and the failed jobs: as long as the api takes.
  const loaded = Promise.all(
    ['/api/admin/jobs/queues', '/api/admin/jobs/dead'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path),
    ),
  );
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await waitForAddress(page, /\/logs\?tab=jobs$/);
  await loaded;
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
  await waitForAddress(page, `/logs?tab=jobs&queue=${encodeURIComponent(name)}`);
  await expect(page.getByRole('button', { name: 'All queues' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'jobs-health', { fullPage: true });

  await page.getByRole('tab', { name: 'Errors' }).click();
  await waitForAddress(page, /\/logs$/);
});

test('the payments and jobs tabs fit a phone @mobile', async ({ page, context, request }) => {
  await toppedUpSeller(request, 'Harbour Kites', 1500);
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/user-manager?tab=payments');
  await expect(
    page.getByRole('grid', { name: 'Balance movements' }).getByRole('row').nth(1),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'payments-overview-phone', { fullPage: true });
  await openApp(page, '/logs?tab=jobs');
  await expect(
    page.getByRole('list', { name: 'Queues' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});
