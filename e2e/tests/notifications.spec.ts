import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
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

test('a visitor is sent to sign in from /notifications', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});
