import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { signInThroughApi, submitSignIn, type Account } from '../support/accounts';
import { bearer } from '../support/api';
import { newPersonContext } from '../support/contexts';
import { publishListing } from '../support/listings';
import { waitForAddress } from '../support/navigation';
import { placeOrder } from '../support/orders';
import { horizontalOverflow, openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';

/**
 * An order of the buyer that the seller has fulfilled, made through the api: a Shop Hub product
 * of the seller's own, checked out, accepted and fulfilled.
 */
async function fulfilledOrder(request: APIRequestContext, buyer: Account, seller: Account) {
  const listing = await publishListing(request, seller, 'catalog', {
    title: `Oak serving board ${Date.now().toString(36)}`,
  });
  const order = await placeOrder(request, buyer, seller, listing);
  for (const status of ['accepted', 'fulfilled']) {
    const moved = await request.patch(`/api/orders/${order.id}/status`, {
      headers: bearer(seller.token),
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return order;
}

test('a buyer reviews a fulfilled order, the seller replies, and the rating shows on the seller page', async ({
  browser,
  request,
  buyer,
  seller,
}) => {
  const order = await fulfilledOrder(request, buyer, seller);
  const review = `Careful packing and a friendly pickup (${randomUUID().slice(0, 8)}).`;

  const buyerContext = await newPersonContext(browser, { viewport: { width: 1280, height: 900 } });
  await signInThroughApi(buyerContext, buyer);
  const buyerPage = await buyerContext.newPage();
  await openApp(buyerPage, '/profile/feedbacks');
  const waiting = buyerPage
    .getByTestId('awaiting-feedback')
    .filter({ hasText: `Order #${order.number}` });
  await expect(waiting).toBeVisible();
  await waiting.locator('label').filter({ hasText: '4 Stars' }).click();
  await expect(waiting.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await waiting.getByLabel('Your review').fill(review);
  await lookAt(buyerPage, 'feedbacks-buyer-desktop', { fullPage: true });
  await waiting.getByRole('button', { name: 'Send review' }).click();
  const written = buyerPage.getByTestId('feedback').filter({ hasText: review });
  await expect(written).toBeVisible();
  await expect(waiting).toHaveCount(0);

  const sellerContext = await newPersonContext(browser, { viewport: { width: 390, height: 844 } });
  await signInThroughApi(sellerContext, seller);
  const sellerPage = await sellerContext.newPage();
  await openApp(sellerPage, '/profile/feedbacks');
  const received = sellerPage.getByTestId('feedback').filter({ hasText: review });
  await expect(received).toBeVisible();
  await received.getByLabel('Your reply').fill('Thank you, see you again soon!');
  await received.getByRole('button', { name: 'Send reply' }).click();
  await expect(received.getByTestId('feedback-reply')).toContainText('see you again soon');
  await expect(received.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
  expect(await horizontalOverflow(sellerPage)).toBe(0);
  await lookAt(sellerPage, 'feedbacks-seller-phone', { fullPage: true });

  // The buyer sees the reply; the seller page shows the rating from the reviews (this one).
  await reloadApp(buyerPage);
  await expect(written.getByTestId('feedback-reply')).toContainText('see you again soon');
  await openApp(buyerPage, `/seller/${seller.userId}`);
  const rating = buyerPage.getByTestId('seller-page').getByTestId('seller-rating').first();
  await expect(rating).toHaveAttribute('aria-label', /Rated 4\.0 out of 5 from 1 review\b/);
  await lookAt(buyerPage, 'seller-page-rating-desktop');
  await buyerContext.close();
  await sellerContext.close();
});

test('a visitor signs in to follow a seller, who then shows in My People until unfollowed', async ({
  browser,
  request,
  buyer,
  seller,
}) => {
  // The seller has a listing for My People to show under their name.
  await publishListing(request, seller, 'catalog', { title: 'Walnut salad bowl' });
  const sellerId = seller.userId;
  const context = await newPersonContext(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openApp(page, `/seller/${sellerId}`);
  const sellerName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByTestId('follow-button').click();
  await waitForAddress(page, /\/auth\/sign-in\?/);
  // Following is what sends the visitor through the sign-in form and back.
  await submitSignIn(page, buyer.email, buyer.password);
  await waitForAddress(page, new RegExp(`/seller/${sellerId}$`));

  const follow = page.getByTestId('follow-button');
  await expect(follow).toHaveText('Follow');
  await follow.click();
  await expect(follow).toHaveText('Following');
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  await openApp(page, '/profile/my-people');
  const followed = page.getByTestId('followed-seller').filter({ hasText: sellerName });
  await expect(followed).toBeVisible();
  await expect(followed.locator('article').first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'my-people-phone', { fullPage: true });

  await followed
    .getByRole('button', { name: `Following ${sellerName} — select to unfollow` })
    .click();
  await expect(followed).toHaveCount(0);
  await context.close();
});

test('My People and Feedbacks lay out on the desktop', async ({
  page,
  context,
  request,
  buyer,
  seller,
}) => {
  const followed = await request.put(`/api/users/me/followed-sellers/${seller.userId}`, {
    headers: bearer(buyer.token),
  });
  expect(followed.status()).toBe(204);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(context, buyer);
  await openApp(page, '/profile/my-people');
  await expect(page.getByTestId('followed-seller').first()).toBeVisible();
  await lookAt(page, 'my-people-desktop', { fullPage: true });
  await openApp(page, '/profile/feedbacks');
  await expect(page.getByRole('heading', { name: 'Feedbacks', level: 1 })).toBeVisible();
  await lookAt(page, 'feedbacks-desktop', { fullPage: true });
});
