import { expect, test, type Page } from '../support/test';
import { demo, signInThroughApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { waitForAddress } from '../support/navigation';
import { horizontalOverflow, openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

// seller1 pays Business monthly in the demo (seed/subscriptions.ts): read only. seller3 would
// meet the removed-by-platform dialog first.
const PAYING_SELLER = 'seller1';
const PHONE_SELLER = 'seller2';

async function openFromAccountMenu(page: Page, label: string) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

test('a seller sees their plan, state and limits in My Subscription', async ({ page, context }) => {
  await signInThroughApi(context, demo(PAYING_SELLER));
  await openApp(page, '/');
  await openFromAccountMenu(page, 'My Subscription');
  await waitForAddress(page, '/profile/my-subscription');
  await expect(page.getByRole('heading', { name: 'My Subscription', level: 1 })).toBeVisible();
  await expect(page.getByTestId('my-plan')).toHaveText('Business');
  await expect(page.getByTestId('subscription-state')).toHaveText('Active');
  await expect(page.getByText(/^Paid until /)).toBeVisible();
  await expect(page.getByTestId('listings-usage')).toHaveText(/^\d+ of 500$/);
  await expect(page.getByTestId('next-charge')).toHaveText(/^€19\.90 on /);
  await expect(page.getByTestId('plan-Business')).toContainText('Current plan');
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'my-subscription-desktop', { fullPage: true });
});

test('a seller on the free trial changes plan at once, and back', async ({
  page,
  context,
  seller,
}) => {
  // A new seller starts on the trial of the Business plan. Only the demo's sellers have paid
  // months (a cheaper plan there waits for the renewal): a journey's seller cannot reach one
  // without the clock moving a month on.
  await signInThroughApi(context, seller);
  await openApp(page, '/profile/my-subscription');
  await expect(page.getByTestId('my-plan')).toHaveText('Business');
  await expect(page.getByTestId('subscription-state')).toHaveText('Free trial');
  await expect(page.getByText(/^Free trial until /)).toBeVisible();
  await expect(page.getByTestId('listings-usage')).toHaveText('0 of 500');

  // On the trial a new plan applies at once.
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  const confirm = page.getByRole('dialog', { name: 'Move to the Starter plan?' });
  await confirm.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByText('Your plan was changed.')).toBeVisible();
  await expect(page.getByTestId('my-plan')).toHaveText('Starter');
  await expect(page.getByTestId('subscription-state')).toHaveText('Free trial');
  await expect(page.getByTestId('listings-usage')).toHaveText('0 of 25');
  await expect(page.getByText(/you move to the Starter plan\.$/)).toHaveCount(0);
  await expect(page.getByTestId('plan-Starter')).toContainText('Current plan');
  await lookAt(page, 'my-subscription-trial-change-desktop', { fullPage: true });

  await page.getByRole('button', { name: 'Choose Business' }).click();
  await page
    .getByRole('dialog', { name: 'Move to the Business plan?' })
    .getByRole('button', { name: 'Change plan' })
    .click();
  await expect(page.getByTestId('my-plan')).toHaveText('Business');
  await expect(page.getByTestId('listings-usage')).toHaveText('0 of 500');
  await reloadApp(page);
  await expect(page.getByTestId('my-plan')).toHaveText('Business');
});

test('an administrator edits a plan and the free trial on Subscriptions', async ({
  page,
  context,
}) => {
  await signInThroughApi(context, demo('admin'));
  await openApp(page, '/');
  await openFromAccountMenu(page, 'Subscriptions');
  await waitForAddress(page, '/profile/subscription');
  await expect(page.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();

  const trial = page.getByLabel('Trial length (days)');
  await expect(trial).toHaveValue('30');
  await trial.fill('21');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  const pro = page.getByTestId('plan-Pro');
  await pro.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the Pro plan' });
  await dialog.getByLabel('Monthly price (EUR)').fill('54.90');
  await dialog.getByLabel('Active listings').fill('6000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pro).toContainText('€54.90 / month');
  await expect(pro).toContainText('6,000 active listings');

  // The demo's sellers, one of them still on the trial and one in grace.
  const sellers = page.getByRole('table', { name: "Sellers' subscriptions" });
  await expect(sellers.getByText('Free trial').first()).toBeVisible();
  await expect(sellers.getByText('Grace period').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'subscriptions-admin-desktop', { fullPage: true });

  await reloadApp(page);
  await expect(page.getByLabel('Trial length (days)')).toHaveValue('21');
  await page.getByLabel('Trial length (days)').fill('30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
});

test('a seller reads My Subscription and an administrator the plans on a phone @mobile', async ({
  page,
  context,
}) => {
  await emulatePhoneTouchPoints(context);
  await signInThroughApi(context, demo(PHONE_SELLER));
  await openApp(page, '/profile/my-subscription');
  await expect(page.getByTestId('my-plan')).toHaveText('Business');
  await expect(page.getByTestId('plan-Pro')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'my-subscription-phone', { fullPage: true });
});

test('an administrator reads Subscriptions on a phone @mobile', async ({ page, context }) => {
  await emulatePhoneTouchPoints(context);
  await signInThroughApi(context, demo('admin'));
  await openApp(page, '/profile/subscription');
  await expect(page.getByTestId('plan-Starter')).toBeVisible();
  await lookAt(page, 'subscriptions-admin-phone', { fullPage: true });
});
