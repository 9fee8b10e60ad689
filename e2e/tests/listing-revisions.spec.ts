import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { demo, signInThroughApi } from '../support/accounts';
import { apiSession, bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { ownListingLoaded, publishListing } from '../support/listings';
import { waitForAddress } from '../support/navigation';
import { horizontalOverflow, itemPath, openApp } from '../support/pages';
import { lookAt } from '../support/screenshots';

const ADMIN = demo('admin');

async function openFromAccountMenu(page: Page, label: string) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

test('an administrator asks for a revision; the seller revises and resubmits; the administrator approves; every step is in the audit trail', async ({
  browser,
  page,
  context,
  request,
  buyer,
  seller,
}) => {
  // Three accounts in three browsers and seven pages: on a busy two-core machine a page can take
  // half a minute to load.
  test.setTimeout(240_000);
  // A public Shop Hub product of the journey's seller.
  const listing = await publishListing(request, seller, 'catalog', {
    title: `Brass ship lantern ${Date.now().toString(36)}`,
  });
  const tag = randomUUID().slice(0, 8);
  const reportReason = `The photos show another item (${tag})`;
  const revisionReason = `Please show the item itself and its condition (${tag})`;

  // A buyer reports it from its item page: it enters the moderation queue.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await signInThroughApi(buyerContext, buyer);
  await openApp(buyerPage, itemPath('catalog', listing.id));
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
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/');
  await openFromAccountMenu(page, 'Request for Revisions');
  await waitForAddress(page, '/profile/requests-for-revisions');
  await expect(page.getByRole('tab', { name: 'Listings', selected: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Flagged for' }).click();
  await page.getByRole('option', { name: 'Reported' }).click();
  await waitForAddress(page, /flag=report/);
  const row = page.getByRole('row').filter({ hasText: listing.title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Flagged');
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'revisions-queue-desktop', { fullPage: true });
  await row.click();
  await waitForAddress(page, new RegExp(`listing=${listing.id}`));
  const panel = page.getByRole('dialog', { name: listing.title });
  await expect(panel.getByTestId('moderation-event').first()).toContainText(reportReason);
  await panel.getByRole('button', { name: 'Request revision' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask the owner to revise this listing' });
  await ask.getByLabel('Reason').fill(revisionReason);
  await ask.getByRole('button', { name: 'Request revision' }).click();
  await expect(ask).toBeHidden();
  await expect(panel.getByTestId('case-state')).toHaveText('Revision requested');
  await lookAt(page, 'revisions-panel-desktop');
  // Hidden from buyers while it is revised.
  expect((await request.get(`/api/products/${listing.id}`)).status()).toBe(404);

  // The seller, in another browser, sees the notification and the reason, fixes and resubmits.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signInThroughApi(sellerContext, seller);
  await openApp(sellerPage, '/profile/manage-my-listings');
  await expect(sellerPage.getByTestId('revision-notices')).toContainText(revisionReason);
  await openApp(sellerPage, '/notifications');
  const notice = sellerPage
    .getByTestId('notification')
    .filter({ hasText: `Please revise your listing "${listing.title}"` });
  await expect(notice).toContainText(revisionReason);
  const editorLoaded = ownListingLoaded(sellerPage, 'catalog', listing.id);
  await notice.click();
  await waitForAddress(sellerPage, `/shophub/edit-product/${listing.id}`);
  await editorLoaded;
  const banner = sellerPage.getByTestId('revision-banner');
  await expect(banner).toContainText(revisionReason);
  await lookAt(sellerPage, 'revisions-editor-desktop');
  const description = sellerPage.getByLabel(/^Description\s*\*?$/);
  await description.fill(`${await description.inputValue()} Photos of the item itself added.`);
  // Resubmitting saves the changes first.
  await sellerPage.getByRole('button', { name: 'Resubmit for review' }).click();
  await expect(
    sellerPage.getByText(
      'Changes saved. The listing stays hidden until an administrator approves it.',
    ),
  ).toBeVisible();
  await expect(sellerPage).toHaveURL(`/shophub/edit-product/${listing.id}`);
  await expect(banner).toContainText('Waiting for review');
  await expect(sellerPage.getByTestId('listing-status')).toHaveText('Waiting for review');
  await sellerContext.close();

  // The administrator sees it resubmitted, with the whole history, and approves it.
  await openApp(page, `/profile/requests-for-revisions?state=resubmitted&listing=${listing.id}`);
  // The panel opens over the queue (which a modal hides from assistive technology meanwhile).
  await expect(panel.getByTestId('case-state')).toHaveText('Resubmitted');
  await expect(panel.getByTestId('moderation-event')).toHaveText([
    /Reported/,
    /Revision requested/,
    /Resubmitted by the owner/,
  ]);
  await panel.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByTestId('case-state')).toHaveText('Approved');
  expect((await request.get(`/api/products/${listing.id}`)).status()).toBe(200);
  // The resubmitted description was saved along the way.
  const approved = (await (await request.get(`/api/products/${listing.id}`)).json()) as {
    description: string;
  };
  expect(approved.description).toContain('Photos of the item itself added.');

  // Every step is in the audit trail, newest first.
  const admin = await apiSession(request, ADMIN.email);
  const trail = await request.get(`/api/admin/audit-entries?subject=${listing.id}`, {
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

/** The editor's buttons that are filled in (the main action): those on screen only. */
const mainActions = (page: Page) =>
  page.getByRole('form').locator('.MuiButton-contained').filter({ visible: true });

for (const view of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`on a ${view.name}, a listing to revise says so, with the reason and one main action; a published one offers "Save changes"`, async ({
    page,
    context,
    request,
    seller,
  }) => {
    await page.setViewportSize({ width: view.width, height: view.height });
    const asked = await publishListing(request, seller, 'catalog');
    const published = await publishListing(request, seller, 'catalog');
    const reason = `Please show the item itself (${randomUUID().slice(0, 8)})`;
    const admin = await apiSession(request, ADMIN.email);
    const revision = await request.post(
      `/api/admin/moderation/listings/${asked.id}/request-revision`,
      { headers: bearer(admin.token), data: { reason } },
    );
    expect(revision.status(), await revision.text()).toBe(200);
    await signInThroughApi(context, seller);

    // Asked to revise: not "Blocked", the reason, and resubmitting as the one main action.
    let loaded = ownListingLoaded(page, 'catalog', asked.id);
    await openApp(page, `/shophub/edit-product/${asked.id}`);
    await loaded;
    await expect(page.getByTestId('listing-status')).toHaveText('Revision requested');
    await expect(page.getByTestId('revision-banner')).toContainText(reason);
    await expect(mainActions(page)).toHaveText(['Resubmit for review']);
    // Its label fits in the button, also beside "Save changes" on a phone.
    expect(
      await mainActions(page).evaluate((button) => button.scrollWidth - button.clientWidth),
    ).toBe(0);
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await lookAt(page, `revisions-asked-editor-${view.name}`);

    // The seller's list says the same.
    await openApp(page, '/profile/manage-my-listings');
    const row = page.getByTestId('my-listing').filter({ hasText: asked.title });
    await expect(row.getByTestId('listing-status')).toHaveText('Revision requested');
    await lookAt(page, `revisions-asked-list-${view.name}`);

    // Published: its changes are saved, not saved as a draft (which would unpublish it).
    loaded = ownListingLoaded(page, 'catalog', published.id);
    await openApp(page, `/shophub/edit-product/${published.id}`);
    await loaded;
    await expect(mainActions(page)).toHaveText(['Save changes']);
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await lookAt(page, `listing-editor-published-${view.name}`);
    await mainActions(page).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    await waitForAddress(page, itemPath('catalog', published.id));
    expect((await request.get(`/api/products/${published.id}`)).status()).toBe(200);

    // The same in German, for the pictures.
    await context.addCookies([{ name: 'locale', value: 'de', url: new URL(page.url()).origin }]);
    loaded = ownListingLoaded(page, 'catalog', asked.id);
    await openApp(page, `/shophub/edit-product/${asked.id}`);
    await loaded;
    await expect(page.getByTestId('listing-status')).toHaveText('Überarbeitung erbeten');
    await expect(mainActions(page)).toHaveText(['Erneut zur Prüfung einreichen']);
    expect(
      await mainActions(page).evaluate((button) => button.scrollWidth - button.clientWidth),
    ).toBe(0);
    await lookAt(page, `revisions-asked-editor-${view.name}-de`);
    loaded = ownListingLoaded(page, 'catalog', published.id);
    await openApp(page, `/shophub/edit-product/${published.id}`);
    await loaded;
    await expect(mainActions(page)).toHaveText(['Änderungen speichern']);
    await lookAt(page, `listing-editor-published-${view.name}-de`);
  });
}

test('the moderation queue lays out on a phone and is for administrators only', async ({
  page,
  context,
  request,
  seller,
}) => {
  const refused = await request.get('/api/admin/moderation/listings', {
    headers: bearer(seller.token),
  });
  expect(refused.status()).toBe(403);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/requests-for-revisions?state=all');
  await expect(page.getByRole('grid', { name: 'Listings to moderate' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'revisions-queue-phone', { fullPage: true });
});
