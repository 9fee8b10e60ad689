import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { apiSession, apiToken, bearer, browseListings } from '../support/api';
import { seriousViolations } from '../support/axe';

/** A buyer orders one of seller2's Shop Hub products through the api; answers the order. */
async function buyerOrdersFromSeller(request: APIRequestContext) {
  const seller = await apiSession(request, 'seller2@demo.bazaar.local');
  const page = await browseListings(request, `section=catalog&owner=${seller.userId}&limit=60`);
  const product = page.items.find((card) => card.quantity > 1);
  expect(product, 'seller2 has a Shop Hub product in stock').toBeDefined();

  const buyerToken = await apiToken(request, 'buyer3@demo.bazaar.local');
  const detail = (await (await request.get(`/api/products/${product!.id}`)).json()) as {
    attributes: { variants?: { id: string; quantity: number }[] };
  };
  const variant = detail.attributes.variants?.find((candidate) => candidate.quantity > 0);
  const added = await request.post('/api/carts/items', {
    headers: { ...bearer(buyerToken), 'idempotency-key': randomUUID() },
    data: { product_id: product!.id, product_variant_id: variant?.id ?? null, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);

  const checkout = await request.post(`/api/carts/${seller.userId}/checkout`, {
    headers: { ...bearer(buyerToken), 'idempotency-key': randomUUID() },
    data: {
      contact: { name: 'Lena Buyer', email: 'buyer3@demo.bazaar.local' },
      fulfilment: 'pickup',
      note: 'I will come on Saturday.',
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  return (await checkout.json()) as { id: string; number: number };
}

test('a seller sees the unviewed count, opens the new-order notification and it becomes viewed', async ({
  page,
  request,
}) => {
  const order = await buyerOrdersFromSeller(request);

  await signIn(page, 'seller2@demo.bazaar.local', DEMO_PASSWORD);
  const badge = page.getByTestId('notifications-badge');
  await expect(badge).not.toHaveText('');
  const before = await badge.innerText();

  await page.getByTestId('notifications-link').click();
  await expect(page).toHaveURL(/\/notifications$/);
  const newest = page.getByTestId('notification').filter({ hasText: String(order.number) });
  await expect(newest).toHaveAttribute('data-viewed', 'false');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'artifacts/screenshots/notifications.png', fullPage: true });

  await newest.click();
  await expect(page).toHaveURL(/\/profile\/cart-history/);

  await page.goto('/notifications');
  await expect(
    page.getByTestId('notification').filter({ hasText: String(order.number) }),
  ).toHaveAttribute('data-viewed', 'true');
  const after = (await badge.isVisible()) ? await badge.innerText() : '0';
  expect(Number(after.replace('+', ''))).toBeLessThan(Number(before.replace('+', '')) || 100);

  // The unviewed tab no longer lists it; "Mark all as viewed" empties it.
  await page.getByRole('tab', { name: 'Unviewed' }).click();
  await expect(
    page.getByTestId('notification').filter({ hasText: String(order.number) }),
  ).toHaveCount(0);
  const markAll = page.getByTestId('mark-all-viewed');
  if (await markAll.isEnabled()) await markAll.click();
  await expect(page.getByText('You have seen everything')).toBeVisible();
  // The bell's name carries the count (the badge keeps its last text while it fades out).
  await expect(page.getByTestId('notifications-link')).toHaveAccessibleName('Notifications');
});

/** Marks every unviewed notification of the account viewed, through the api. */
async function markAllViewed(request: APIRequestContext, email: string) {
  const { token } = await apiSession(request, email);
  for (;;) {
    const unviewed = (await (
      await request.get('/api/notifications/me?only_unviewed=true', { headers: bearer(token) })
    ).json()) as { id: string }[];
    if (unviewed.length === 0) return;
    const marked = await request.patch('/api/notifications/viewed', {
      headers: bearer(token),
      data: unviewed.map(({ id }) => ({ id })),
    });
    expect(marked.ok(), await marked.text()).toBe(true);
  }
}

/** Resolves once the page's notifications socket is admitted (socket.io's namespace connect). */
function channelOpened(page: Page) {
  return page
    .waitForEvent('websocket', (socket) => new URL(socket.url()).pathname.startsWith('/ws/'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) =>
        String(frame.payload).startsWith('40/notifications'),
      ),
    );
}

test('a seller with two tabs sees a new order live in both; viewing it in one clears both', async ({
  page,
  context,
  request,
}) => {
  await markAllViewed(request, 'seller2@demo.bazaar.local');
  const firstOpened = channelOpened(page);
  await signIn(page, 'seller2@demo.bazaar.local', DEMO_PASSWORD);
  const secondTab = await context.newPage();
  const secondOpened = channelOpened(secondTab);
  await secondTab.goto('/');
  await Promise.all([firstOpened, secondOpened]);
  // The bell's accessible name carries the count (the badge keeps its last text while it fades).
  const bells = [page, secondTab].map((tab) => tab.getByTestId('notifications-link'));
  for (const bell of bells) await expect(bell).toHaveAccessibleName('Notifications');

  // The buyer checks out elsewhere: both tabs count it at once, without reloading or polling.
  await buyerOrdersFromSeller(request);
  for (const bell of bells) {
    await expect(bell).toHaveAccessibleName('Notifications, 1 unviewed', { timeout: 1_000 });
  }

  await bells[0]!.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await page.getByTestId('mark-all-viewed').click();
  for (const bell of bells) await expect(bell).toHaveAccessibleName('Notifications');
});

test('a visitor is sent to sign in from /notifications', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});
