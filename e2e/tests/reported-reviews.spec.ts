import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { apiSession, bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { horizontalOverflow } from '../support/pages';

const ADMIN = 'admin@demo.bazaar.local';
const SELLERS = [1, 2, 3, 4].map((n) => `seller${n}@demo.bazaar.local`);
const SHOTS = '/tmp/bazaar/shots/extras';

async function openFromAccountMenu(page: Page, label: string) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

test('a seller reports a review of them; an administrator finds it under Request for Revisions and hides it', async ({
  browser,
  page,
  request,
}) => {
  // A demo review a seller received; that seller reports it from Feedbacks.
  let reported: { id: string; text: string; seller: string } | undefined;
  // seller3 meets the removed-by-platform dialog first (the demo's e-shop notice).
  for (const email of SELLERS.filter((address) => !address.startsWith('seller3'))) {
    const seller = await apiSession(request, email);
    const mine = await request.get('/api/users/me/feedbacks', { headers: bearer(seller.token) });
    expect(mine.status()).toBe(200);
    const { received } = (await mine.json()) as {
      received: { id: string; text: string; hidden: unknown }[];
    };
    const visible = received.find((review) => review.hidden === null);
    if (visible) {
      reported = { id: visible.id, text: visible.text, seller: email };
      break;
    }
  }
  expect(reported, 'a visible demo review').toBeDefined();
  const reason = `Not what happened (${randomUUID().slice(0, 8)})`;
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, reported!.seller, DEMO_PASSWORD);
  await sellerPage.goto('/profile/feedbacks');
  const review = sellerPage
    .getByTestId('feedback')
    .filter({ hasText: reported!.text.slice(0, 40) });
  await review.getByRole('button', { name: 'Report this review' }).click();
  const reportDialog = sellerPage.getByRole('dialog', { name: 'Report this review' });
  await reportDialog.getByLabel('Reason').fill(reason);
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reportDialog).toBeHidden();
  await expect(review.getByRole('status')).toHaveText(/Reported/);
  await sellerContext.close();

  await signIn(page, ADMIN, DEMO_PASSWORD);
  await openFromAccountMenu(page, 'Request for Revisions');
  await expect(page).toHaveURL('/profile/requests-for-revisions');
  await expect(
    page.getByRole('heading', { name: 'Requests for revisions', level: 1 }),
  ).toBeVisible();
  // The reported reviews are the second tab of the page, beside the listings' queue (ADR 0070).
  await page.getByRole('tab', { name: 'Reported reviews' }).click();
  await expect(page).toHaveURL('/profile/requests-for-revisions?tab=reviews');
  const card = page.getByTestId('reported-review').filter({ hasText: reason });
  await expect(card).toBeVisible();
  // The most recently reported comes first.
  await expect(page.getByTestId('reported-review').first()).toContainText(reason);
  await expect(card).toContainText(/Reported (once|\d+ times)/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/reported-reviews-desktop.png`, fullPage: true });

  await card.getByRole('button', { name: 'Hide review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this review' });
  await dialog.getByLabel('Reason').fill('Breaks the review rules');
  await page.screenshot({ path: `${SHOTS}/reported-reviews-hide-desktop.png` });
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  // The review is out of the public list.
  const hidden = await request.get(`/api/admin/feedbacks/reports?state=all`, {
    headers: bearer((await apiSession(request, ADMIN)).token),
  });
  const all = (await hidden.json()) as {
    items: { feedback: { id: string; hidden: { reason: string } | null } }[];
  };
  expect(all.items.find((item) => item.feedback.id === reported!.id)?.feedback.hidden).toEqual(
    expect.objectContaining({ reason: 'Breaks the review rules' }),
  );
});

test('reported reviews lay out on a phone and are for administrators only', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/profile/requests-for-revisions?tab=reviews');
  await expect(page.getByRole('tab', { name: 'Reported reviews', selected: true })).toBeVisible();
  await expect(
    page.getByTestId('reported-review').or(page.getByText('No reported reviews')).first(),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  // A signed-in administrator's full top bar still leaves the search its round button.
  const search = await page.getByTestId('top-bar').getByTestId('search-input').boundingBox();
  expect(search!.width).toBeGreaterThanOrEqual(40);
  await page.screenshot({ path: `${SHOTS}/reported-reviews-phone.png`, fullPage: true });
});
