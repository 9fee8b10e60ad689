import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import { isCartSection, type PickupAddress } from '@bazaar/contracts';
import { DEMO_PASSWORD, submitSignIn } from '../support/accounts';
import { apiSession, bearer, browseListings } from '../support/api';

const SHOTS = '/tmp/bazaar/shots';
const SELLER = 'seller2@demo.bazaar.local';
const BUYER = 'buyer3@demo.bazaar.local';

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** A page of its own browser context, signed in: another person on another device. */
async function pageOf(browser: Browser, email: string, start = '/'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/auth/sign-in?continue=${encodeURIComponent(start)}`);
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(start, { timeout: 15_000 });
  return page;
}

/** Something of the seller's in stock that goes into the cart without choosing a variant. */
async function sellersProduct(request: APIRequestContext, sellerId: string) {
  const found = (await browseListings(request, `owner=${sellerId}&limit=60`)).items.find(
    (listing) =>
      isCartSection(listing.section) && listing.section !== 'catalog' && listing.quantity > 0,
  );
  expect(found, 'a product of the seller to buy').toBeDefined();
  return found!;
}

const addressText = (address: PickupAddress) =>
  new RegExp(`${address.street}\\s*${address.zip_code} ${address.city}`);

test('a pickup order says where to pick up, and keeps the address it was placed with', async ({
  browser,
  request,
}) => {
  const seller = await apiSession(request, SELLER);
  const buyer = await apiSession(request, BUYER);
  const first = { street: 'Marktgasse 7', zip_code: '50667', city: 'Köln' };

  // The seller sets the pickup address in the profile settings.
  const sellerPage = await pageOf(browser, SELLER, '/profile/settings');
  const form = sellerPage.getByTestId('pickup-address-form');
  await form.getByLabel('Street and number').fill(first.street);
  await form.getByLabel('Postal code').fill(first.zip_code);
  await form.getByLabel('City').fill(first.city);
  await form.getByRole('button', { name: 'Save pickup address' }).click();
  await expect(sellerPage.getByText('Your pickup address has been saved')).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await sellerPage.screenshot({ path: `${SHOTS}/pickup-address-settings.png` });
  await sellerPage.reload();
  await expect(form.getByLabel('City')).toHaveValue(first.city);

  // The buyer checks the seller's cart out for pickup and is told where.
  const product = await sellersProduct(request, seller.userId);
  expect((await request.delete('/api/carts', { headers: bearer(buyer.token) })).status()).toBe(200);
  const added = await request.post('/api/carts/items', {
    headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
    data: { product_id: product.id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);

  const buyerPage = await pageOf(browser, BUYER, '/cart');
  const cart = buyerPage.locator(`[data-testid="seller-cart"][data-seller-id="${seller.userId}"]`);
  await cart.getByRole('button', { name: /^Check out/ }).click();
  const dialog = buyerPage.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  await expect(dialog.getByTestId('checkout-pickup')).toContainText('Pick up at');
  await expect(dialog.getByTestId('checkout-pickup')).toContainText(addressText(first));
  await buyerPage.screenshot({ path: `${SHOTS}/pickup-address-checkout.png` });
  // Delivery asks for the buyer's address instead.
  await dialog.getByRole('radio', { name: 'Delivery' }).check();
  await expect(dialog.getByTestId('checkout-pickup')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Pickup' }).check();
  await dialog.getByTestId('place-order-button').click();
  await expect(dialog.getByTestId('order-placed')).toHaveText(/^Order #\d+ is placed$/);
  await expect(dialog.getByTestId('order-placed-pickup')).toContainText(addressText(first));
  const number = (await dialog.getByTestId('order-placed').innerText()).match(/\d+/)![0];

  // The seller moves; the order keeps the address it was placed with.
  const moved = await request.patch('/api/sellers/me', {
    headers: bearer(seller.token),
    data: { pickup_address: { street: 'Neue Straße 1', zip_code: '50668', city: 'Köln' } },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  for (const page of [buyerPage, sellerPage]) {
    await page.goto('/profile/cart-history');
    const order = page.locator(`[data-testid="order"][data-order-number="${number}"]`);
    await expect(order.getByTestId('order-pickup-address')).toHaveText(addressText(first));
  }
  await buyerPage.screenshot({ path: `${SHOTS}/pickup-address-cart-history.png` });
});
