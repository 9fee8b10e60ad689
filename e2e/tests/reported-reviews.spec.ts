import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { demo, signInThroughApi } from '../support/accounts';
import { apiSession, bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { reviewOfSeller } from '../support/feedbacks';
import { horizontalOverflow, openApp } from '../support/pages';
import { waitForAddress } from '../support/navigation';
import { lookAt } from '../support/screenshots';

const ADMIN = demo('admin');

async function openFromAccountMenu(page: Page, label: string) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

test('a seller reports a review of them; an administrator finds it under Request for Revisions and hides it', async ({
  browser,
  page,
  context,
  request,
  buyer,
  seller,
}) => {
  // A review the journey's seller received from its buyer; the seller reports it from Feedbacks.
  const reported = await reviewOfSeller(request, buyer, seller, {
    rating: 2,
    text: `The lantern came late and scratched (${randomUUID().slice(0, 8)}).`,
  });
  const reason = `Not what happened (${randomUUID().slice(0, 8)})`;
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signInThroughApi(sellerContext, seller);
  await openApp(sellerPage, '/profile/feedbacks');
  const review = sellerPage.getByTestId('feedback').filter({ hasText: reported.text });
  await review.getByRole('button', { name: 'Report this review' }).click();
  const reportDialog = sellerPage.getByRole('dialog', { name: 'Report this review' });
  await reportDialog.getByLabel('Reason').fill(reason);
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reportDialog).toBeHidden();
  await expect(review.getByRole('status')).toHaveText(/Reported/);
  await sellerContext.close();

  await signInThroughApi(context, ADMIN);
  await openApp(page, '/');
  await openFromAccountMenu(page, 'Request for Revisions');
  await waitForAddress(page, '/profile/requests-for-revisions');
  await expect(
    page.getByRole('heading', { name: 'Requests for revisions', level: 1 }),
  ).toBeVisible();
  // The reported reviews are the second tab of the page, beside the listings' queue (ADR 0070).
  await page.getByRole('tab', { name: 'Reported reviews' }).click();
  await waitForAddress(page, '/profile/requests-for-revisions?tab=reviews');
  const card = page.getByTestId('reported-review').filter({ hasText: reason });
  await expect(card).toBeVisible();
  // The most recently reported comes first.
  await expect(page.getByTestId('reported-review').first()).toContainText(reason);
  await expect(card).toContainText(/Reported (once|\d+ times)/);
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'reported-reviews-desktop', { fullPage: true });

  await card.getByRole('button', { name: 'Hide review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this review' });
  await dialog.getByLabel('Reason').fill('Breaks the review rules');
  await lookAt(page, 'reported-reviews-hide-desktop');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  // The review is out of the public list.
  const hidden = await request.get(`/api/admin/feedbacks/reports?state=all`, {
    headers: bearer((await apiSession(request, ADMIN.email)).token),
  });
  const all = (await hidden.json()) as {
    items: { feedback: { id: string; hidden: { reason: string } | null } }[];
  };
  expect(all.items.find((item) => item.feedback.id === reported.id)?.feedback.hidden).toEqual(
    expect.objectContaining({ reason: 'Breaks the review rules' }),
  );
});

test('reported reviews lay out on a phone and are for administrators only', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/requests-for-revisions?tab=reviews');
  await expect(page.getByRole('tab', { name: 'Reported reviews', selected: true })).toBeVisible();
  await expect(
    page.getByTestId('reported-review').or(page.getByText('No reported reviews')).first(),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  // A signed-in administrator's full top bar still leaves the search its round button.
  const search = await page.getByTestId('top-bar').getByTestId('search-input').boundingBox();
  expect(search!.width).toBeGreaterThanOrEqual(40);
  await lookAt(page, 'reported-reviews-phone', { fullPage: true });
});
