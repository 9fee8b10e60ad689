import { expect, test } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';

const SELLER = 'seller1@demo.bazaar.local';
const SHOTS = '/tmp/bazaar/shots/extras';

test('back from the checkout before the webhook is processed, the page says the payment is being confirmed, then that it is complete', async ({
  page,
}) => {
  // The local stand-in delivers its webhook before it sends the browser back; as with Stripe,
  // it may arrive later: the first answers about this top-up say it is still pending.
  let asked = 0;
  await page.route('**/api/payments/top-ups/*', async (route) => {
    asked += 1;
    if (route.request().method() !== 'GET' || asked > 2) return route.continue();
    const sessionId = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop()!);
    return route.fulfill({
      json: {
        session_id: sessionId,
        amount: { amount_minor: 1500, currency: 'EUR' },
        status: 'pending',
        credited_at: null,
      },
    });
  });

  await signIn(page, SELLER, DEMO_PASSWORD);
  await page.goto('/profile/prepay-history');
  await page.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up your balance' });
  await dialog.getByLabel('Amount').fill('15');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Pay €15.00' }).click();

  await expect(page).toHaveURL(/\/profile\/prepay-history\?checkout=paid&session_id=cs_test_/);
  const outcome = page.getByTestId('checkout-outcome');
  await expect(outcome).toContainText('Your payment is being confirmed');
  await expect(outcome).not.toContainText('payment is complete');
  await page.screenshot({ path: `${SHOTS}/top-up-confirming-desktop.png` });
  await expect(outcome).toContainText('your payment is complete', { timeout: 15_000 });
  expect(asked).toBeGreaterThanOrEqual(3);
  await expect(
    page.getByRole('list', { name: 'Entries' }).getByRole('listitem').first(),
  ).toContainText('+€15.00');
});
