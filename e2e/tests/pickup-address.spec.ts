import { expect, test } from '../support/test';
import { type PickupAddress } from '@bazaar/contracts';
import { signInThroughApi } from '../support/accounts';
import { bearer } from '../support/api';
import { personPage } from '../support/contexts';
import { publishListing } from '../support/listings';
import { putInCart } from '../support/orders';
import { openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';

const addressText = (address: PickupAddress) =>
  new RegExp(`${address.street}\\s*${address.zip_code} ${address.city}`);

test('a pickup order says where to pick up, and keeps the address it was placed with', async ({
  page,
  context,
  browser,
  request,
  seller,
  buyer,
}) => {
  const first = { street: 'Marktgasse 7', zip_code: '50667', city: 'Köln' };
  const product = await publishListing(request, seller, 'catalog', {
    title: `Brass lantern ${Date.now().toString(36)}`,
  });

  // The seller sets the pickup address in the profile settings.
  await signInThroughApi(context, seller);
  const sellerPage = page;
  await openApp(sellerPage, '/profile/settings');
  const form = sellerPage.getByTestId('pickup-address-form');
  await form.getByLabel('Street and number').fill(first.street);
  await form.getByLabel('Postal code').fill(first.zip_code);
  await form.getByLabel('City').fill(first.city);
  await form.getByRole('button', { name: 'Save pickup address' }).click();
  await expect(sellerPage.getByText('Your pickup address has been saved')).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  await lookAt(sellerPage, 'pickup-address-settings');
  await reloadApp(sellerPage);
  await expect(form.getByLabel('City')).toHaveValue(first.city);

  // The buyer, on another device, checks the seller's cart out for pickup and is told where.
  await putInCart(request, buyer, product);
  const buyerPage = await personPage(browser, buyer);
  await openApp(buyerPage, '/cart');
  const cart = buyerPage.locator(`[data-testid="seller-cart"][data-seller-id="${seller.userId}"]`);
  await cart.getByRole('button', { name: /^Check out/ }).click();
  const dialog = buyerPage.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  await expect(dialog.getByTestId('checkout-pickup')).toContainText('Pick up at');
  await expect(dialog.getByTestId('checkout-pickup')).toContainText(addressText(first));
  await lookAt(buyerPage, 'pickup-address-checkout');
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

  for (const each of [buyerPage, sellerPage]) {
    await openApp(each, '/profile/cart-history');
    const order = each.locator(`[data-testid="order"][data-order-number="${number}"]`);
    await expect(order.getByTestId('order-pickup-address')).toHaveText(addressText(first));
  }
  await lookAt(buyerPage, 'pickup-address-cart-history');
  await buyerPage.context().close();
});
