import { expect, test, type Page } from '../support/test';
import { demo, demoAccount, signInThroughApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { waitForAddress } from '../support/navigation';
import { horizontalOverflow, openApp, reloadApp, waitForApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

// seller3 meets the removed-by-platform dialog first (the demo's e-shop notice).
const PHONE_SELLER = 'seller4';

/** "€50.55" as minor units. */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;

async function openFromAccountMenu(page: Page, label: string) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

const entries = (page: Page) => page.getByRole('list', { name: 'Entries' }).getByRole('listitem');

test('a seller reads the history of their top-ups and charges', async ({ page, context }) => {
  // The demo gave this seller a history of top-ups and charges, and two months of Business: the
  // first charge and its renewal (seed/subscriptions.ts). Read only.
  await signInThroughApi(context, demo('seller2'));
  await openApp(page, '/profile/prepay-history');
  await expect(page.getByRole('heading', { name: 'PrePay History', level: 1 })).toBeVisible();
  await expect(page.getByTestId('prepay-balance')).toHaveText(/€/);
  await expect(entries(page).first()).toBeVisible();
  await expect(page.getByText('Subscription: Business plan, one month').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a seller tops up 20.00 through the checkout page and sees the entry with the new balance', async ({
  page,
  context,
  seller,
}) => {
  await signInThroughApi(context, seller);
  await openApp(page, '/profile/prepay-history');
  await expect(page.getByRole('heading', { name: 'PrePay History', level: 1 })).toBeVisible();
  const balance = page.getByTestId('prepay-balance');
  await expect(balance).toHaveText(/€/);
  const before = minorOf(await balance.innerText());

  await page.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up your balance' });
  await dialog.getByLabel('Amount').fill('20');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();

  // The payment provider's hosted page (the local stand-in for Stripe Checkout), which sends the
  // browser back to the app: a page load of its own.
  await expect(page.getByText('€20.00', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay €20.00' }).click();
  await page.waitForURL(/\/profile\/prepay-history\?checkout=paid&session_id=cs_test_\w+$/);
  await waitForApp(page);
  // Next's route announcer is an alert too, so pick ours by its words.
  await expect(
    page.getByRole('alert').filter({ hasText: 'your payment is complete' }),
  ).toBeVisible();
  await expect(balance).toHaveText(euros(before + 2000));
  const newest = entries(page).first();
  await expect(newest).toContainText('Top-up by card');
  await expect(newest).toContainText('+€20.00');
  await expect(newest).toContainText(euros(before + 2000));
  await lookAt(page, 'prepay-history-desktop', { fullPage: true });

  await newest.getByRole('link', { name: 'Receipt of Top-up by card' }).click();
  await waitForAddress(page, /\/profile\/prepay-history\/receipts\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(page.getByText('+€20.00')).toBeVisible();
  await expect(page.getByText(/^pi_test_/)).toBeVisible();
  // The page's actions carry their words once its messages are in: axe reads the finished page.
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'prepay-receipt-desktop');
});

test("an administrator sees everyone's entries and filters them in the address", async ({
  page,
  context,
  request,
}) => {
  // The demo's one refund is seller1's; other journeys may refund charges of their own meanwhile.
  const refunded = await demoAccount(request, demo('seller1').email);
  await signInThroughApi(context, demo('admin'));
  await openApp(page, '/');
  await openFromAccountMenu(page, 'PrePay History');
  await waitForAddress(page, '/profile/prepay-history');
  await expect(page.getByRole('heading', { name: 'PrePay History', level: 1 })).toBeVisible();
  await expect(page.getByTestId('prepay-balance')).toHaveCount(0);
  await expect(entries(page).first()).toBeVisible();

  await page.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Refund' }).click();
  await waitForAddress(page, '/profile/prepay-history?type=refund');
  await expect(entries(page).first()).toContainText('Refund: home page placement');
  const account = page.getByLabel('Account id');
  await account.fill(refunded.userId);
  await account.press('Enter');
  await waitForAddress(page, `/profile/prepay-history?type=refund&user=${refunded.userId}`);
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText('Refund: home page placement');
  await lookAt(page, 'prepay-history-admin-desktop', { fullPage: true });

  await reloadApp(page);
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText('Refund: home page placement');
});

test('a seller reads the history and opens the top-up on a phone @mobile', async ({
  page,
  context,
}) => {
  await emulatePhoneTouchPoints(context);
  await signInThroughApi(context, demo(PHONE_SELLER));
  await openApp(page, '/profile/prepay-history');
  await expect(page.getByRole('heading', { name: 'PrePay History', level: 1 })).toBeVisible();
  await expect(entries(page).first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'prepay-history-phone', { fullPage: true });

  // Opened and left: the demo seller's balance stays as it is.
  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByRole('dialog', { name: 'Top up your balance' })).toBeVisible();
  await lookAt(page, 'prepay-top-up-phone');
});
