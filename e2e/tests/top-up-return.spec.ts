import { expect, test } from '../support/test';
import { signInThroughApi } from '../support/accounts';
import { openApp, waitForApp } from '../support/pages';
import { lookAt } from '../support/screenshots';

test('back from the checkout before the webhook is processed, the page says the payment is being confirmed, then that it is complete', async ({
  page,
  context,
  seller,
}) => {
  // The local stand-in delivers its webhook before it sends the browser back; as with Stripe,
  // it may arrive later: the answers about this top-up say it is still pending until the
  // journey has seen the page say so (the page asks every 2 s, faster than a busy machine looks).
  let pending = 0;
  let answered = 0;
  let webhookLate = true;
  await page.route('**/api/payments/top-ups/*', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    if (!webhookLate) {
      answered += 1;
      return route.continue();
    }
    pending += 1;
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

  await signInThroughApi(context, seller);
  await openApp(page, '/profile/prepay-history');
  await page.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up your balance' });
  await dialog.getByLabel('Amount').fill('15');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  // The payment provider's hosted page (the local stand-in for Stripe Checkout) sends the
  // browser back to the app: a page load of its own.
  await page.getByRole('button', { name: 'Pay €15.00' }).click();
  await page.waitForURL(/\/profile\/prepay-history\?checkout=paid&session_id=cs_test_/);
  await waitForApp(page);

  const outcome = page.getByTestId('checkout-outcome');
  await expect(outcome).toContainText('Your payment is being confirmed');
  await expect(outcome).not.toContainText('payment is complete');
  await lookAt(page, 'top-up-confirming-desktop');
  // The page keeps asking, and says the payment is complete once the answer says credited.
  await expect.poll(() => pending, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  webhookLate = false;
  await expect(outcome).toContainText('your payment is complete', { timeout: 15_000 });
  expect(answered).toBeGreaterThanOrEqual(1);
  await expect(
    page.getByRole('list', { name: 'Entries' }).getByRole('listitem').first(),
  ).toContainText('+€15.00');
});
