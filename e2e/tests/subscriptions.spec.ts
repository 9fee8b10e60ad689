import { expect, test, type Page } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { horizontalOverflow } from '../support/pages';
import { emulatePhoneTouchPoints } from '../support/touch';

// seller1 pays Business monthly in the demo (seed/subscriptions.ts); seller3 would meet the
// removed-by-platform dialog first.
const SELLER = 'seller1@demo.bazaar.local';
const PHONE_SELLER = 'seller2@demo.bazaar.local';
const ADMIN = 'admin@demo.bazaar.local';
const SHOTS = '/tmp/bazaar/shots/plans';

async function openFromAccountMenu(page: Page, label: string) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

test('a seller sees their plan, state and limits in My Subscription and changes plan', async ({
  page,
}) => {
  await signIn(page, SELLER, DEMO_PASSWORD);
  await openFromAccountMenu(page, 'My Subscription');
  await expect(page).toHaveURL('/profile/my-subscription');
  await expect(page.getByRole('heading', { name: 'My Subscription', level: 1 })).toBeVisible();
  await expect(page.getByTestId('my-plan')).toHaveText('Business');
  await expect(page.getByTestId('subscription-state')).toHaveText('Active');
  await expect(page.getByText(/^Paid until /)).toBeVisible();
  await expect(page.getByTestId('listings-usage')).toHaveText(/^\d+ of 500$/);
  await expect(page.getByTestId('next-charge')).toHaveText(/^€19\.90 on /);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/my-subscription-desktop.png`, fullPage: true });

  // A cheaper plan waits for the next renewal.
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  const confirm = page.getByRole('dialog', { name: 'Move to the Starter plan?' });
  await confirm.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByText('Your plan was changed.')).toBeVisible();
  await expect(page.getByText(/you move to the Starter plan\.$/)).toBeVisible();
  await expect(page.getByTestId('plan-Starter')).toContainText('Starts at renewal');
  await expect(page.getByTestId('my-plan')).toHaveText('Business');
  await page.screenshot({ path: `${SHOTS}/my-subscription-downgrade-desktop.png`, fullPage: true });

  // Choosing the current plan again keeps it.
  await page.getByRole('button', { name: 'Choose Business' }).click();
  await page
    .getByRole('dialog', { name: 'Move to the Business plan?' })
    .getByRole('button', { name: 'Change plan' })
    .click();
  await expect(page.getByText(/you move to the Starter plan\.$/)).toHaveCount(0);
});

test('an administrator edits a plan and the free trial on Subscriptions', async ({ page }) => {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await openFromAccountMenu(page, 'Subscriptions');
  await expect(page).toHaveURL('/profile/subscription');
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
  await page.screenshot({ path: `${SHOTS}/subscriptions-admin-desktop.png`, fullPage: true });

  await page.reload();
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
  await signIn(page, PHONE_SELLER, DEMO_PASSWORD);
  await page.goto('/profile/my-subscription');
  await expect(page.getByTestId('my-plan')).toHaveText('Business');
  await expect(page.getByTestId('plan-Pro')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/my-subscription-phone.png`, fullPage: true });
});

test('an administrator reads Subscriptions on a phone @mobile', async ({ page, context }) => {
  await emulatePhoneTouchPoints(context);
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/profile/subscription');
  await expect(page.getByTestId('plan-Starter')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/subscriptions-admin-phone.png`, fullPage: true });
});
