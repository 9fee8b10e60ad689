import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_PASSWORD, signIn, submitSignIn } from '../support/accounts';
import { apiSession, bearer, browseListings } from '../support/api';
import { horizontalOverflow } from '../support/pages';

/** Demo sellers, the one whose products the journey orders first. */
const SELLERS = [4, 1, 3, 2].map((n) => `seller${n}@demo.bazaar.local`);
const BUYER = 'buyer3@demo.bazaar.local';
const SHOTS = '/tmp/bazaar/shots';

/**
 * An order of the buyer that the seller has fulfilled, made through the api: one of the seller's
 * Shop Hub products without variants put into the cart, checked out, accepted and fulfilled.
 */
async function fulfilledOrder(request: APIRequestContext) {
  const buyer = await apiSession(request, BUYER);
  let found: { email: string; token: string; userId: string; productId: string } | undefined;
  for (const email of SELLERS) {
    const seller = await apiSession(request, email);
    const { items } = await browseListings(
      request,
      `section=catalog&owner=${seller.userId}&limit=60`,
    );
    for (const card of items.filter((candidate) => candidate.quantity >= 2)) {
      const detail = (await (await request.get(`/api/products/${card.id}`)).json()) as {
        attributes: { variants?: unknown[] };
      };
      if ((detail.attributes.variants ?? []).length === 0) {
        found = { email, ...seller, productId: card.id };
        break;
      }
    }
    if (found) break;
  }
  expect(found, 'a demo Shop Hub product without variants').toBeDefined();
  const seller = found!;
  const added = await request.post('/api/carts/items', {
    headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
    data: { product_id: seller.productId, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
  const placed = await request.post(`/api/carts/${seller.userId}/checkout`, {
    headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
    data: { contact: { name: 'Demo Buyer', email: BUYER }, fulfilment: 'pickup', note: '' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; number: number };
  for (const status of ['accepted', 'fulfilled']) {
    const moved = await request.patch(`/api/orders/${order.id}/status`, {
      headers: bearer(seller.token),
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return { order, seller };
}

test('a buyer reviews a fulfilled order, the seller replies, and the rating shows on the seller page', async ({
  browser,
  request,
}) => {
  const { order, seller } = await fulfilledOrder(request);
  const review = `Careful packing and a friendly pickup (${randomUUID().slice(0, 8)}).`;

  const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, BUYER, DEMO_PASSWORD);
  await buyerPage.goto('/profile/feedbacks');
  const waiting = buyerPage
    .getByTestId('awaiting-feedback')
    .filter({ hasText: `Order #${order.number}` });
  await expect(waiting).toBeVisible();
  // Before hydration a click on the stars changes nothing: try until React has taken over.
  await expect(async () => {
    await waiting.locator('label').filter({ hasText: '4 Stars' }).click({ timeout: 1_000 });
    await expect(waiting.getByRole('radio', { name: '4 Stars' })).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await waiting.getByLabel('Your review').fill(review);
  await buyerPage.screenshot({ path: `${SHOTS}/feedbacks-buyer-desktop.png`, fullPage: true });
  await waiting.getByRole('button', { name: 'Send review' }).click();
  const written = buyerPage.getByTestId('feedback').filter({ hasText: review });
  await expect(written).toBeVisible();
  await expect(waiting).toHaveCount(0);

  const sellerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller.email, DEMO_PASSWORD);
  await sellerPage.goto('/profile/feedbacks');
  const received = sellerPage.getByTestId('feedback').filter({ hasText: review });
  await expect(received).toBeVisible();
  await received.getByLabel('Your reply').fill('Thank you, see you again soon!');
  await received.getByRole('button', { name: 'Send reply' }).click();
  await expect(received.getByTestId('feedback-reply')).toContainText('see you again soon');
  await expect(received.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
  expect(await horizontalOverflow(sellerPage)).toBe(0);
  await sellerPage.screenshot({ path: `${SHOTS}/feedbacks-seller-phone.png`, fullPage: true });

  // The buyer sees the reply; the seller page shows the rating from the reviews.
  await buyerPage.reload();
  await expect(written.getByTestId('feedback-reply')).toContainText('see you again soon');
  await buyerPage.goto(`/seller/${seller.userId}`);
  const rating = buyerPage.getByTestId('seller-page').getByTestId('seller-rating').first();
  await expect(rating).toHaveAttribute('aria-label', /Rated \d\.\d out of 5 from \d+ reviews?/);
  await buyerPage.screenshot({ path: `${SHOTS}/seller-page-rating-desktop.png` });
  await buyerContext.close();
  await sellerContext.close();
});

test('a visitor signs in to follow a seller, who then shows in My People until unfollowed', async ({
  browser,
  request,
}) => {
  const { userId: sellerId } = await apiSession(request, SELLERS[0]!);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/seller/${sellerId}`);
  const sellerName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByTestId('follow-button').click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?/);
  await submitSignIn(page, BUYER, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/seller/${sellerId}$`));

  const follow = page.getByTestId('follow-button');
  await expect(follow).toHaveText('Follow');
  await follow.click();
  await expect(follow).toHaveText('Following');
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile/my-people');
  const followed = page.getByTestId('followed-seller').filter({ hasText: sellerName });
  await expect(followed).toBeVisible();
  await expect(followed.locator('article').first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/my-people-phone.png`, fullPage: true });

  await followed
    .getByRole('button', { name: `Following ${sellerName} — select to unfollow` })
    .click();
  await expect(followed).toHaveCount(0);
  await context.close();
});

test('My People and Feedbacks lay out on the desktop', async ({ page, request }) => {
  const { token } = await apiSession(request, BUYER);
  const { userId: sellerId } = await apiSession(request, 'seller1@demo.bazaar.local');
  const followed = await request.put(`/api/users/me/followed-sellers/${sellerId}`, {
    headers: bearer(token),
  });
  expect(followed.status()).toBe(204);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, BUYER, DEMO_PASSWORD);
  await page.goto('/profile/my-people');
  await expect(page.getByTestId('followed-seller').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/my-people-desktop.png`, fullPage: true });
  await page.goto('/profile/feedbacks');
  await expect(page.getByRole('heading', { name: 'Feedbacks', level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/feedbacks-desktop.png`, fullPage: true });
  await request.delete(`/api/users/me/followed-sellers/${sellerId}`, { headers: bearer(token) });
});
