import { expect, test, type Page } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { horizontalOverflow } from '../support/pages';
import { emulatePhoneTouchPoints } from '../support/touch';

const SELLER = 'seller2@demo.bazaar.local';
// seller3 meets the removed-by-platform dialog first (the demo's e-shop notice).
const PHONE_SELLER = 'seller4@demo.bazaar.local';
const ADMIN = 'admin@demo.bazaar.local';
const SHOTS = '/tmp/bazaar/shots';

/** "€50.55" as minor units. */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;

async function openFromAccountMenu(page: Page, label: string) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

const entries = (page: Page) => page.getByRole('list', { name: 'Entries' }).getByRole('listitem');

test('a seller tops up 20.00 through the checkout page and sees the entry with the new balance', async ({
  page,
}) => {
  await signIn(page, SELLER, DEMO_PASSWORD);
  await openFromAccountMenu(page, 'PrePay History');
  await expect(page).toHaveURL('/profile/prepay-history');
  await expect(page.getByRole('heading', { name: 'PrePay History', level: 1 })).toBeVisible();
  const balance = page.getByTestId('prepay-balance');
  await expect(balance).toHaveText(/€/);
  const before = minorOf(await balance.innerText());
  // The demo gave this seller a history of top-ups and charges.
  await expect(entries(page).first()).toBeVisible();
  // Two months of Business: the first charge and its renewal (seed/subscriptions.ts).
  await expect(page.getByText('Subscription: Business plan, one month').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up your balance' });
  await dialog.getByLabel('Amount').fill('20');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();

  // The payment provider's hosted page (the local stand-in for Stripe Checkout).
  await expect(page.getByText('€20.00', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay €20.00' }).click();

  await expect(page).toHaveURL(/\/profile\/prepay-history\?checkout=paid&session_id=cs_test_\w+$/);
  // Next's route announcer is an alert too, so pick ours by its words.
  await expect(
    page.getByRole('alert').filter({ hasText: 'your payment is complete' }),
  ).toBeVisible();
  await expect(balance).toHaveText(euros(before + 2000));
  const newest = entries(page).first();
  await expect(newest).toContainText('Top-up by card');
  await expect(newest).toContainText('+€20.00');
  await expect(newest).toContainText(euros(before + 2000));
  await page.screenshot({ path: `${SHOTS}/prepay-history-desktop.png`, fullPage: true });

  await newest.getByRole('link', { name: 'Receipt of Top-up by card' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(page.getByText('+€20.00')).toBeVisible();
  await expect(page.getByText(/^pi_test_/)).toBeVisible();
  // The page's actions carry their words once its messages are in: axe reads the finished page.
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/prepay-receipt-desktop.png` });
});

test("an administrator sees everyone's entries and filters them in the address", async ({
  page,
}) => {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await openFromAccountMenu(page, 'PrePay History');
  await expect(page.getByRole('heading', { name: 'PrePay History', level: 1 })).toBeVisible();
  await expect(page.getByTestId('prepay-balance')).toHaveCount(0);
  await expect(entries(page).first()).toBeVisible();

  await page.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Refund' }).click();
  await expect(page).toHaveURL('/profile/prepay-history?type=refund');
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText('Refund: home page placement');
  await page.screenshot({ path: `${SHOTS}/prepay-history-admin-desktop.png`, fullPage: true });

  await page.reload();
  await expect(entries(page)).toHaveCount(1);
});

test('a seller reads the history and opens the top-up on a phone @mobile', async ({
  page,
  context,
}) => {
  await emulatePhoneTouchPoints(context);
  await signIn(page, PHONE_SELLER, DEMO_PASSWORD);
  await page.goto('/profile/prepay-history');
  await expect(page.getByRole('heading', { name: 'PrePay History', level: 1 })).toBeVisible();
  await expect(entries(page).first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/prepay-history-phone.png`, fullPage: true });

  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByRole('dialog', { name: 'Top up your balance' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/prepay-top-up-phone.png` });
});
