import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { demo, newBuyer, signInThroughApi, type Account } from '../support/accounts';
import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { newPersonContext, personPage } from '../support/contexts';
import { publishListing } from '../support/listings';
import { waitForAddress } from '../support/navigation';
import { horizontalOverflow, openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

interface Order {
  id: string;
  number: number;
  status: string;
  buyer: { id: string; display_name: string };
}

/** The journey's seller with a Shop Hub product of theirs in stock, for a few orders. */
interface SellerStock {
  seller: Account;
  product: { id: string; title: string };
}

async function sellerWithStock(request: APIRequestContext, seller: Account): Promise<SellerStock> {
  const product = await publishListing(request, seller, 'catalog', {
    title: `Linen apron ${Date.now().toString(36)}`,
    quantity: 10,
  });
  return { seller, product: { id: product.id, title: product.title } };
}

async function addToCart(
  request: APIRequestContext,
  buyer: Account,
  stock: SellerStock,
  quantity: number,
) {
  const added = await request.post('/api/carts/items', {
    headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
    data: { product_id: stock.product.id, quantity },
  });
  expect(added.status(), await added.text()).toBe(200);
}

/** The buyer puts two of the seller's product into the cart and checks that seller's cart out. */
async function placeOrder(
  request: APIRequestContext,
  buyer: Account,
  stock: SellerStock,
  note: string,
): Promise<Order> {
  await addToCart(request, buyer, stock, 2);
  const checkout = await request.post(`/api/carts/${stock.seller.userId}/checkout`, {
    headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
    data: {
      contact: { name: 'Mira Buyer', email: buyer.email, phone: '+49 30 1234567' },
      fulfilment: 'delivery',
      delivery_address: { street: 'Lindenstraße 12', zip_code: '10115', city: 'Berlin' },
      note,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  return (await checkout.json()) as Order;
}

/** Opens a page from the account menu, which proves the menu's link leads to it. */
async function openFromAccountMenu(page: Page, label: string, address: string) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  await waitForAddress(page, address);
}

const orderCard = (page: Page, order: Order): Locator =>
  page.locator(`[data-testid="order"][data-order-number="${order.number}"]`);

test('a buyer checks out, the seller accepts and declines in cart history, an administrator filters', async ({
  page,
  context,
  browser,
  request,
  buyer,
  seller: sellerAccount,
}) => {
  // Three people's browsers: longer than a journey's minute on a busy machine.
  test.setTimeout(240_000);
  const stock = await sellerWithStock(request, sellerAccount);
  const accepted = await placeOrder(request, buyer, stock, 'Please ring twice.');
  const declined = await placeOrder(request, buyer, stock, 'Any colour is fine.');
  expect(accepted.status).toBe('placed');

  // The buyer sees both orders under "Bought", newest first, with what they asked for.
  await signInThroughApi(context, buyer);
  await openApp(page, '/');
  await openFromAccountMenu(page, 'Cart History', '/profile/cart-history');
  await expect(page.getByRole('heading', { name: 'Cart History', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bought' })).toHaveAttribute('aria-selected', 'true');
  const buyerCard = orderCard(page, accepted);
  await expect(buyerCard.getByTestId('order-status')).toHaveText('Placed');
  await expect(buyerCard.getByTestId('order-note')).toHaveText('Please ring twice.');
  await expect(buyerCard.getByTestId('order-item')).toContainText(stock.product.title);
  await expect(buyerCard).toContainText('Lindenstraße 12');
  await expect(buyerCard.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(buyerCard.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  const numbers = await page
    .getByTestId('order')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-order-number'))));
  expect(numbers.indexOf(declined.number)).toBeLessThan(numbers.indexOf(accepted.number));
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'cart-history-buyer-desktop', { fullPage: true });

  // Nothing received yet for this buyer: "Received" is empty, and lives in the address.
  await page.getByRole('tab', { name: 'Received' }).click();
  await waitForAddress(page, '/profile/cart-history?role=seller');
  await expect(page.getByRole('heading', { name: 'No orders received yet' })).toBeVisible();
  await lookAt(page, 'cart-history-empty-desktop');
  await reloadApp(page);
  await expect(page.getByRole('tab', { name: 'Received' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The seller finds both under "Received" with the buyer's contact, accepts one, declines one.
  const seller = await personPage(browser, sellerAccount);
  await openApp(seller, '/');
  await openFromAccountMenu(seller, 'Cart History', '/profile/cart-history');
  await expect(seller.getByRole('tab', { name: 'Received' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const sellerCard = orderCard(seller, accepted);
  await expect(sellerCard).toContainText(accepted.buyer.display_name);
  await expect(sellerCard.getByRole('link', { name: buyer.email })).toHaveAttribute(
    'href',
    `mailto:${buyer.email}`,
  );
  await sellerCard.getByRole('button', { name: 'Accept' }).click();
  await expect(sellerCard.getByTestId('order-status')).toHaveText('Accepted');
  await expect(seller.getByText(`Order #${accepted.number} is accepted.`)).toBeVisible();
  await expect(sellerCard.getByRole('button', { name: 'Mark fulfilled' })).toBeVisible();
  await expect(sellerCard.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  const toDecline = orderCard(seller, declined);
  await toDecline.getByRole('button', { name: 'Decline' }).click();
  const dialog = seller.getByRole('dialog', { name: `Decline order #${declined.number}?` });
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Sold out in that size.');
  await dialog.getByRole('button', { name: 'Decline order' }).click();
  await expect(dialog).toBeHidden();
  await expect(toDecline.getByTestId('order-status')).toHaveText('Declined');
  await expect(toDecline.getByTestId('order-status-reason')).toHaveText(
    'Reason: Sold out in that size.',
  );
  // Its moves are gone, the way to write to the buyer stays.
  await expect(toDecline.getByRole('button')).toHaveText(['Message buyer']);
  // Its buttons are gone: keyboard focus stays on the order instead of falling to the page.
  await expect(toDecline).toBeFocused();
  await lookAt(seller, 'cart-history-seller-desktop', { fullPage: true });

  // The filter by status lives in the address.
  await seller.getByRole('combobox', { name: 'Status' }).click();
  await seller.getByRole('option', { name: 'Declined' }).click();
  await waitForAddress(seller, '/profile/cart-history?status=declined');
  await expect(orderCard(seller, declined)).toBeVisible();
  await expect(orderCard(seller, accepted)).toHaveCount(0);
  await seller.context().close();

  // The buyer sees the seller's answers.
  await page.getByRole('tab', { name: 'Bought' }).click();
  await waitForAddress(page, '/profile/cart-history');
  await expect(buyerCard.getByTestId('order-status')).toHaveText('Accepted');
  await expect(buyerCard.getByRole('button')).toHaveText(['Message seller']);
  await expect(orderCard(page, declined).getByTestId('order-status-reason')).toHaveText(
    'Reason: Sold out in that size.',
  );

  // An administrator sees every order and narrows them by status, number and buyer.
  const admin = await personPage(browser, demo('admin'));
  await openApp(admin, '/');
  await openFromAccountMenu(admin, 'Cart History', '/profile/cart-history');
  await expect(admin.getByRole('heading', { name: 'Cart History', level: 1 })).toBeVisible();
  await expect(admin.getByRole('tab')).toHaveCount(0);
  await expect(orderCard(admin, accepted)).toBeVisible();
  await expect(orderCard(admin, declined)).toBeVisible();
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Accepted' }).click();
  await waitForAddress(admin, '/profile/cart-history?status=accepted');
  await expect(orderCard(admin, accepted)).toBeVisible();
  await expect(orderCard(admin, declined)).toHaveCount(0);
  for (const status of await admin.getByTestId('order-status').allInnerTexts()) {
    expect(status).toBe('Accepted');
  }
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'All statuses' }).click();
  const numberField = admin.getByRole('textbox', { name: 'Order number' });
  await numberField.fill(`#${declined.number}`);
  await numberField.press('Enter');
  await waitForAddress(admin, `/profile/cart-history?number=${declined.number}`);
  await expect(admin.getByTestId('order')).toHaveCount(1);
  await expect(orderCard(admin, declined)).toBeVisible();
  await admin.getByRole('button', { name: 'Clear filters' }).click();
  await waitForAddress(admin, '/profile/cart-history');
  await orderCard(admin, accepted)
    .getByRole('button', { name: `Only orders bought by ${accepted.buyer.display_name}` })
    .click();
  await waitForAddress(admin, `/profile/cart-history?buyer=${accepted.buyer.id}`);
  await expect(admin.getByRole('textbox', { name: 'Buyer account id' })).toHaveValue(
    accepted.buyer.id,
  );
  await expect(orderCard(admin, accepted)).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await lookAt(admin, 'cart-history-admin-desktop', { fullPage: true });
  await admin.context().close();
});

test("a seller sees their listing in another account's cart; that buyer sees their cart from every device", async ({
  page,
  context,
  browser,
  request,
  buyer: buyerAccount,
  seller,
}) => {
  const stock = await sellerWithStock(request, seller);
  await addToCart(request, buyerAccount, stock, 2);

  await signInThroughApi(context, seller);
  await openApp(page, '/');
  await openFromAccountMenu(
    page,
    'My Products added to Carts',
    '/profile/my-products-added-to-carts',
  );
  await expect(
    page.getByRole('heading', { name: 'My Products added to Carts', level: 1 }),
  ).toBeVisible();
  const row = page.getByTestId('product-in-carts').filter({ hasText: stock.product.title });
  await expect(row.getByTestId('carts-count')).toHaveText('In 1 cart');
  await expect(row.getByTestId('units-in-carts')).toHaveText('2 units');
  await expect(row.getByRole('link', { name: stock.product.title })).toHaveAttribute(
    'href',
    `/shophub/item/${stock.product.id}`,
  );
  // Sellers have no cart section on this page.
  await expect(page.getByRole('heading', { name: 'Your cart on all your devices' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'products-in-carts-seller-desktop', { fullPage: true });

  // The buyer, on another device, finds what they put in their cart through the api.
  const buyer = await personPage(browser, buyerAccount);
  await openApp(buyer, '/profile/my-products-added-to-carts');
  await expect(buyer.getByRole('heading', { name: 'Your cart on all your devices' })).toBeVisible();
  await expect(
    buyer.getByTestId('own-cart-item').filter({ hasText: stock.product.title }),
  ).toContainText('Quantity 2');
  await expect(buyer.getByRole('link', { name: 'Open Cart' })).toHaveAttribute('href', '/cart');
  expect(await seriousViolations(buyer)).toEqual([]);
  await lookAt(buyer, 'products-in-carts-buyer-desktop', { fullPage: true });
  await buyer.context().close();
});

test("a buyer cannot open another buyer's order; visitors are sent to sign in", async ({
  page,
  context,
  request,
  buyer,
  seller,
}) => {
  const stock = await sellerWithStock(request, seller);
  const order = await placeOrder(request, buyer, stock, '');
  const other = await newBuyer(request, 'cart-history', { first: 'Otto', last: 'Brandt' });
  const otherToken = other.token;

  const refused = await request.get(`/api/orders/${order.id}`, { headers: bearer(otherToken) });
  expect(refused.status()).toBe(404);
  const everyOrder = await request.get('/api/orders/cart-history?role=all', {
    headers: bearer(otherToken),
  });
  expect(everyOrder.status()).toBe(403);

  for (const path of ['/profile/cart-history', '/profile/my-products-added-to-carts']) {
    await openApp(page, path);
    await expect(page).toHaveURL(/\/auth\/sign-in\?continue=/);
    expect(new URL(page.url()).searchParams.get('continue')).toBe(path);
  }

  // Signed in, the other buyer's history does not list it either.
  await signInThroughApi(context, other);
  await openApp(page, '/profile/cart-history');
  await expect(page.getByRole('heading', { name: 'Cart History', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bought' })).toHaveAttribute('aria-selected', 'true');
  await expect(orderCard(page, order)).toHaveCount(0);
});

test.describe('on a phone', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ context }) => {
    await emulatePhoneTouchPoints(context);
  });

  test('cart history and products in carts fit the screen', async ({
    page,
    context: sellerContext,
    browser,
    request,
    buyer: buyerAccount,
    seller,
  }) => {
    const stock = await sellerWithStock(request, seller);
    const order = await placeOrder(
      request,
      buyerAccount,
      stock,
      'Leave it with the neighbours at number 14 if nobody answers the door.',
    );
    // Another buyer keeps the same product in their cart without checking out.
    await addToCart(request, await newBuyer(request, 'cart-history'), stock, 1);

    await signInThroughApi(sellerContext, seller);
    await openApp(page, '/profile/cart-history');
    const card = orderCard(page, order);
    await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Decline' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await lookAt(page, 'cart-history-seller-mobile');
    await card.getByRole('button', { name: 'Accept' }).scrollIntoViewIfNeeded();
    await lookAt(page, 'cart-history-seller-mobile-card');

    await openApp(page, '/profile/my-products-added-to-carts');
    await expect(
      page.getByRole('heading', { name: 'My Products added to Carts', level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByTestId('product-in-carts').filter({ hasText: stock.product.title }),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await lookAt(page, 'products-in-carts-seller-mobile');

    // The buyer, on their own phone.
    const context = await newPersonContext(browser);
    await emulatePhoneTouchPoints(context);
    await signInThroughApi(context, buyerAccount);
    const buyer = await context.newPage();
    await openApp(buyer, '/profile/cart-history');
    await expect(
      orderCard(buyer, order).getByRole('button', { name: 'Cancel order' }),
    ).toBeVisible();
    expect(await horizontalOverflow(buyer)).toBe(0);
    await lookAt(buyer, 'cart-history-buyer-mobile');
    await openApp(buyer, '/profile/my-products-added-to-carts');
    await expect(
      buyer.getByRole('heading', { name: 'Your cart on all your devices' }),
    ).toBeVisible();
    expect(await horizontalOverflow(buyer)).toBe(0);
    await lookAt(buyer, 'products-in-carts-buyer-mobile');
    await context.close();
  });
});
