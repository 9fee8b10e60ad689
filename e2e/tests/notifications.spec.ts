import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { apiSession, apiToken, bearer, browseListings } from '../support/api';
import { seriousViolations } from '../support/axe';
import { channelOpened, markAllViewed, unviewedCount } from '../support/notifications';
import { newPhoneContext } from '../support/touch';

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
  // Reservations are numbered from 1000 too, so the order's notice is found by its title.
  const orderNotice = `New order #${order.number}`;
  const newest = page.getByTestId('notification').filter({ hasText: orderNotice });
  await expect(newest).toHaveAttribute('data-viewed', 'false');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'artifacts/screenshots/notifications.png', fullPage: true });

  await newest.click();
  await expect(page).toHaveURL(/\/profile\/cart-history/);

  await page.goto('/notifications');
  await expect(page.getByTestId('notification').filter({ hasText: orderNotice })).toHaveAttribute(
    'data-viewed',
    'true',
  );
  const after = (await badge.isVisible()) ? await badge.innerText() : '0';
  expect(Number(after.replace('+', ''))).toBeLessThan(Number(before.replace('+', '')) || 100);

  // The unviewed tab no longer lists it; "Mark all as viewed" empties it.
  await page.getByRole('tab', { name: 'Unviewed' }).click();
  await expect(page.getByTestId('notification').filter({ hasText: orderNotice })).toHaveCount(0);
  const markAll = page.getByTestId('mark-all-viewed');
  if (await markAll.isEnabled()) await markAll.click();
  await expect(page.getByText('You have seen everything')).toBeVisible();
  // The bell's name carries the count (the badge keeps its last text while it fades out).
  await expect(page.getByTestId('notifications-link')).toHaveAccessibleName('Notifications');
});

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

// The demo seed leaves seller3 one such notice (apps/api/src/seed/activity.ts), as the platform
// would on removing an integration; this journey views it, so it runs once per fresh database.
test('the removed-by-platform modal opens for seller3; closing it marks the notice viewed in every tab', async ({
  page,
  context,
  browser,
}) => {
  const SELLER3 = 'seller3@demo.bazaar.local';
  const dialogOf = (tab: typeof page) =>
    tab.getByRole('dialog', { name: 'Your e-shop integration was removed' });

  // On a phone too, over any page; leaving it open there does not view it.
  const phone = await newPhoneContext(browser);
  const phonePage = await phone.newPage();
  await signIn(phonePage, SELLER3, DEMO_PASSWORD);
  await expect(phonePage.getByTestId('mobile-header')).toBeVisible();
  await expect(dialogOf(phonePage)).toBeVisible();
  await expect(dialogOf(phonePage)).toContainText('Your Shopify store was disconnected');
  await phonePage.screenshot({ path: 'artifacts/screenshots/eshop-removed-modal-phone.png' });
  await phone.close();

  const firstOpened = channelOpened(page);
  await signIn(page, SELLER3, DEMO_PASSWORD);
  const secondTab = await context.newPage();
  const secondOpened = channelOpened(secondTab);
  await secondTab.goto('/how-to-sell');
  await Promise.all([firstOpened, secondOpened]);
  for (const tab of [page, secondTab]) await expect(dialogOf(tab)).toBeVisible();
  const before = await unviewedCount(secondTab);
  expect(before).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'artifacts/screenshots/eshop-removed-modal.png' });

  await dialogOf(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialogOf(page)).toBeHidden();
  // The other tab hears that it was viewed: its modal closes and its count falls, live.
  await expect(dialogOf(secondTab)).toBeHidden();
  await expect(secondTab.getByTestId('notifications-link')).toHaveAccessibleName(
    before === 1 ? 'Notifications' : `Notifications, ${before - 1} unviewed`,
  );

  // Viewed for good: it does not open again, and the list shows it read.
  await page.goto('/notifications');
  await expect(
    page.getByTestId('notification').filter({ hasText: 'Your Shopify store was disconnected' }),
  ).toHaveAttribute('data-viewed', 'true');
  await expect(dialogOf(page)).toHaveCount(0);
});

test('a visitor is sent to sign in from /notifications', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});
