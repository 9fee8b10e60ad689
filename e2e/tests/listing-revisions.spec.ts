import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { apiSession, bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { horizontalOverflow } from '../support/pages';

const ADMIN = 'admin@demo.bazaar.local';
const SELLER = 'seller2@demo.bazaar.local';
const BUYER = 'buyer2@demo.bazaar.local';
const SHOTS = '/tmp/bazaar/shots/revisions';

async function openFromAccountMenu(page: Page, label: string) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

test('an administrator asks for a revision; the seller revises and resubmits; the administrator approves; every step is in the audit trail', async ({
  browser,
  page,
  request,
}) => {
  // Three accounts in two browsers, each signing in: longer than one page's journey.
  test.setTimeout(120_000);
  // One of the seller's public Shop Hub products.
  const seller = await apiSession(request, SELLER);
  const own = await request.get('/api/products/me/catalog?status=active&draft_state=sent&limit=1', {
    headers: bearer(seller.token),
  });
  expect(own.status()).toBe(200);
  const [listing] = ((await own.json()) as { items: { id: string; title: string }[] }).items;
  expect(listing, 'a published demo product of the seller').toBeDefined();
  const tag = randomUUID().slice(0, 8);
  const reportReason = `The photos show another item (${tag})`;
  const revisionReason = `Please show the item itself and its condition (${tag})`;

  // A buyer reports it from its item page: it enters the moderation queue.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, BUYER, DEMO_PASSWORD);
  await buyerPage.goto(`/shophub/item/${listing!.id}`);
  await buyerPage.getByRole('button', { name: 'Report' }).click();
  const report = buyerPage.getByRole('dialog', { name: 'Report this listing' });
  await report.getByLabel('What is wrong?').fill(reportReason);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();
  await expect(
    buyerPage.getByText('Thank you. The administrators will look at this listing.'),
  ).toBeVisible();
  await buyerContext.close();

  // The administrator finds it in the queue, filtered to reported listings, and asks for a revision.
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await openFromAccountMenu(page, 'Request for Revisions');
  await expect(page).toHaveURL('/profile/requests-for-revisions');
  await expect(page.getByRole('tab', { name: 'Listings', selected: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Flagged for' }).click();
  await page.getByRole('option', { name: 'Reported' }).click();
  await expect(page).toHaveURL(/flag=report/);
  const row = page.getByRole('row').filter({ hasText: listing!.title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Flagged');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/queue-desktop.png`, fullPage: true });
  await row.click();
  await expect(page).toHaveURL(new RegExp(`listing=${listing!.id}`));
  const panel = page.getByRole('dialog', { name: listing!.title });
  await expect(panel.getByTestId('moderation-event').first()).toContainText(reportReason);
  await panel.getByRole('button', { name: 'Request revision' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask the owner to revise this listing' });
  await ask.getByLabel('Reason').fill(revisionReason);
  await ask.getByRole('button', { name: 'Request revision' }).click();
  await expect(ask).toBeHidden();
  await expect(panel.getByTestId('case-state')).toHaveText('Revision requested');
  await page.screenshot({ path: `${SHOTS}/panel-desktop.png` });
  // Hidden from buyers while it is revised.
  expect((await request.get(`/api/products/${listing!.id}`)).status()).toBe(404);

  // The seller, in another browser, sees the notification and the reason, fixes and resubmits.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, SELLER, DEMO_PASSWORD);
  await sellerPage.goto('/profile/manage-my-listings');
  await expect(sellerPage.getByTestId('revision-notices')).toContainText(revisionReason);
  await sellerPage.goto('/notifications');
  const notice = sellerPage
    .getByTestId('notification')
    .filter({ hasText: `Please revise your listing "${listing!.title}"` });
  await expect(notice).toContainText(revisionReason);
  await notice.click();
  await expect(sellerPage).toHaveURL(`/shophub/edit-product/${listing!.id}`);
  const banner = sellerPage.getByTestId('revision-banner');
  await expect(banner).toContainText(revisionReason);
  await sellerPage.screenshot({ path: `${SHOTS}/editor-revision-desktop.png` });
  const description = sellerPage.getByLabel(/^Description\s*\*?$/);
  await description.fill(`${await description.inputValue()} Photos of the item itself added.`);
  await sellerPage.getByRole('button', { name: 'Publish' }).click();
  await expect(
    sellerPage.getByText(
      'Changes saved. The listing stays hidden until an administrator approves it.',
    ),
  ).toBeVisible();
  await expect(sellerPage).toHaveURL(`/shophub/edit-product/${listing!.id}`);
  await banner.getByRole('button', { name: 'Resubmit for review' }).click();
  await expect(banner).toContainText('Waiting for review');
  await sellerContext.close();

  // The administrator sees it resubmitted, with the whole history, and approves it.
  await page.goto(`/profile/requests-for-revisions?state=resubmitted&listing=${listing!.id}`);
  // The panel opens over the queue (which a modal hides from assistive technology meanwhile).
  await expect(panel.getByTestId('case-state')).toHaveText('Resubmitted');
  await expect(panel.getByTestId('moderation-event')).toHaveText([
    /Reported/,
    /Revision requested/,
    /Resubmitted by the owner/,
  ]);
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByTestId('case-state')).toHaveText('Approved');
  expect((await request.get(`/api/products/${listing!.id}`)).status()).toBe(200);

  // Every step is in the audit trail, newest first.
  const admin = await apiSession(request, ADMIN);
  const trail = await request.get(`/api/admin/audit-entries?subject=${listing!.id}`, {
    headers: bearer(admin.token),
  });
  expect(trail.status()).toBe(200);
  const { items } = (await trail.json()) as {
    items: { action: string; actor: { id: string }; after: Record<string, unknown> | null }[];
  };
  expect(items.map((entry) => [entry.action, entry.actor.id])).toEqual([
    ['listing.approve', admin.userId],
    ['listing.resubmit', seller.userId],
    ['listing.request_revision', admin.userId],
  ]);
  expect(items[2]!.after).toMatchObject({ moderation_reason: revisionReason });
});

test('the moderation queue lays out on a phone and is for administrators only', async ({
  page,
  request,
}) => {
  const seller = await apiSession(request, SELLER);
  const refused = await request.get('/api/admin/moderation/listings', {
    headers: bearer(seller.token),
  });
  expect(refused.status()).toBe(403);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/profile/requests-for-revisions?state=all');
  await expect(page.getByRole('grid', { name: 'Listings to moderate' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/queue-phone.png`, fullPage: true });
});
