import { expect, test } from '../support/test';
import { demo, demoAccount, newSeller, signInThroughApi } from '../support/accounts';
import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { horizontalOverflow, openApp } from '../support/pages';

const ADMIN = demo('admin');
const SUPER_ADMIN = demo('superadmin');

test('an administrator finds a seller by email, blocks it with a reason, sees it in the trail, and unblocks it', async ({
  page,
  context,
  request,
}) => {
  const { email: sellerEmail } = await newSeller(request, 'managed', 'Quayside Lanterns');
  const reason = 'Listings copied from another shop';
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/');
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'User Manager' }).click();
  await page.waitForURL('/profile/user-manager');
  await expect(page.getByRole('heading', { name: 'User Manager', level: 1 })).toBeVisible();

  const search = page.getByRole('search').getByLabel('Name or email');
  await search.fill(sellerEmail);
  await search.press('Enter');
  await page.waitForURL(/search=managed-/);
  const grid = page.getByRole('grid', { name: 'Accounts' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await grid.getByText(sellerEmail).click();
  await page.waitForURL(/\?user=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Quayside Lanterns', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Quayside Lanterns' });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Blocked: ${reason}`)).toBeVisible();

  const trail = page.getByRole('grid', { name: 'Audit trail' });
  await expect(trail.getByRole('row', { name: /Blocked/ })).toContainText(reason);
  await expect(trail.getByRole('row', { name: /Blocked/ })).toContainText('Ada Admin');

  await page.getByRole('button', { name: 'Unblock', exact: true }).click();
  const unblock = page.getByRole('dialog', { name: 'Unblock Quayside Lanterns' });
  await unblock.getByLabel('Reason').fill('Appeal accepted');
  await unblock.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(unblock).toBeHidden();
  await expect(page.getByText(`Blocked: ${reason}`)).toBeHidden();
  await expect(trail.getByRole('row', { name: /Unblocked/ })).toContainText('Appeal accepted');

  // The whole trail, with its filter in the address, shows the same action.
  await page.getByRole('button', { name: 'Back to the accounts' }).click();
  await page.getByRole('tab', { name: 'Audit trail' }).click();
  await page.waitForURL(/tab=audit/);
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Blocked', exact: true }).click();
  await page.waitForURL(/action=account\.block/);
  await expect(
    page.getByRole('grid', { name: 'Audit trail' }).getByRole('row', { name: new RegExp(reason) }),
  ).toBeVisible();
});

test("an administrator cannot change a super admin's account; the super admin can", async ({
  page,
  context,
  browser,
  request,
}) => {
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/user-manager?type=SUPER_ADMIN');
  await page.getByRole('grid', { name: 'Accounts' }).getByText(SUPER_ADMIN.email).click();
  await expect(page.getByRole('heading', { name: 'Sam Superadmin', level: 1 })).toBeVisible();
  await expect(page.getByTestId('account-not-managed')).toHaveText(
    "Only a super admin can change an administrator's account.",
  );
  for (const action of ['Block', 'Edit profile', 'Generate password', 'Delete account']) {
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  // The api refuses it too, whatever the page offers.
  const id = new URL(page.url()).searchParams.get('user')!;
  const { token } = await demoAccount(request, ADMIN.email);
  const refused = await request.post(`/api/admin/users/${id}/block`, {
    headers: bearer(token),
    data: { reason: 'Trying anyway' },
  });
  expect(refused.status()).toBe(403);

  const superContext = await browser.newContext();
  await signInThroughApi(superContext, SUPER_ADMIN);
  const superPage = await superContext.newPage();
  await openApp(superPage, '/profile/user-manager?type=ADMIN');
  await superPage.getByRole('grid', { name: 'Accounts' }).getByText(ADMIN.email).click();
  await expect(superPage.getByRole('heading', { name: 'Ada Admin', level: 1 })).toBeVisible();
  await expect(superPage.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
  await expect(superPage.getByTestId('account-not-managed')).toHaveCount(0);
  await superContext.close();
});

test('the user manager fits a phone @mobile', async ({ page, context }) => {
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/user-manager?type=SELLER');
  await expect(page.getByRole('heading', { name: 'User Manager', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Accounts' }).getByRole('row').nth(1)).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.getByRole('grid', { name: 'Accounts' }).getByRole('row').nth(1).click();
  await expect(page.getByRole('button', { name: 'Back to the accounts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign-in history' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});
