import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '../support/test';
import { DEMO_PASSWORD, submitSignIn } from '../support/accounts';
import { apiSession, apiToken, bearer, browseListings } from '../support/api';
import { seriousViolations } from '../support/axe';
import { horizontalOverflow } from '../support/pages';
import { emulatePhoneTouchPoints } from '../support/touch';

const SELLERS = [1, 2, 3, 4].map((n) => `seller${n}@demo.bazaar.local`);
const BUYER = 'buyer1@demo.bazaar.local';
const OTHER_BUYER = 'buyer2@demo.bazaar.local';
const ADMIN = 'admin@demo.bazaar.local';
const SHOTS = '/tmp/bazaar/shots';

interface Card {
  id: string;
  title: string;
  quantity: number;
}

interface Order {
  id: string;
  number: number;
  status: string;
  buyer: { id: string; display_name: string };
}

/** A demo seller with a Shop Hub product in stock, and how to put that product into a cart. */
interface SellerStock {
  email: string;
  sellerId: string;
  product: Card;
  variantId: string | null;
}

/**
 * The first demo seller (after the ones to skip) with a public Shop Hub product of at least
 * six in stock (enough for a few orders), found through the public api.
 */
async function sellerWithStock(
  request: APIRequestContext,
  skip: readonly string[] = [],
): Promise<SellerStock> {
  for (const email of SELLERS.filter((candidate) => !skip.includes(candidate))) {
    const { userId: sellerId } = await apiSession(request, email);
    const { items } = await browseListings(request, `section=catalog&owner=${sellerId}&limit=60`);
    for (const product of items.filter((card) => card.quantity >= 6)) {
      const detail = (await (await request.get(`/api/products/${product.id}`)).json()) as {
        attributes: { variants?: { id: string; quantity: number }[] };
      };
      const variants = detail.attributes.variants ?? [];
      const variant = variants.find((candidate) => candidate.quantity >= 6);
      if (variants.length > 0 && !variant) continue;
      return { email, sellerId, product, variantId: variant?.id ?? null };
    }
  }
  throw new Error('No demo seller has a Shop Hub product with stock');
}

async function addToCart(
  request: APIRequestContext,
  token: string,
  stock: SellerStock,
  quantity: number,
) {
  const added = await request.post('/api/carts/items', {
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    data: { product_id: stock.product.id, product_variant_id: stock.variantId, quantity },
  });
  expect(added.status(), await added.text()).toBe(200);
}

/** The buyer puts the seller's product into an emptied cart and checks that seller's cart out. */
async function placeOrder(
  request: APIRequestContext,
  buyerToken: string,
  stock: SellerStock,
  note: string,
): Promise<Order> {
  expect((await request.delete('/api/carts', { headers: bearer(buyerToken) })).status()).toBe(200);
  await addToCart(request, buyerToken, stock, 2);
  const checkout = await request.post(`/api/carts/${stock.sellerId}/checkout`, {
    headers: { ...bearer(buyerToken), 'idempotency-key': randomUUID() },
    data: {
      contact: { name: 'Mira Buyer', email: BUYER, phone: '+49 30 1234567' },
      fulfilment: 'delivery',
      delivery_address: { street: 'Lindenstraße 12', zip_code: '10115', city: 'Berlin' },
      note,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  return (await checkout.json()) as Order;
}

/**
 * Signs in through the form and waits until it is done (signing in also merges the visitor's
 * cart and comparison into the account's, which takes a moment on a busy machine).
 */
async function signInAs(page: Page, email: string) {
  await page.goto('/auth/sign-in');
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth\/sign-in/, { timeout: 15_000 });
}

/** A page of its own browser context: another person on another device. */
async function pageOf(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

/** Opens a page from the account menu, which proves the menu's link leads to it. */
async function openFromAccountMenu(page: Page, label: string) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

const orderCard = (page: Page, order: Order): Locator =>
  page.locator(`[data-testid="order"][data-order-number="${order.number}"]`);

test('a buyer checks out, the seller accepts and declines in cart history, an administrator filters', async ({
  page,
  browser,
  request,
}) => {
  const stock = await sellerWithStock(request);
  const buyerToken = await apiToken(request, BUYER);
  const accepted = await placeOrder(request, buyerToken, stock, 'Please ring twice.');
  const declined = await placeOrder(request, buyerToken, stock, 'Any colour is fine.');
  expect(accepted.status).toBe('placed');

  // The buyer sees both orders under "Bought", newest first, with what they asked for.
  await signInAs(page, BUYER);
  await openFromAccountMenu(page, 'Cart History');
  await expect(page).toHaveURL('/profile/cart-history');
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
  await page.screenshot({ path: `${SHOTS}/cart-history-buyer-desktop.png`, fullPage: true });

  // Nothing received yet for this buyer: "Received" is empty, and lives in the address.
  await page.getByRole('tab', { name: 'Received' }).click();
  await expect(page).toHaveURL('/profile/cart-history?role=seller');
  await expect(page.getByRole('heading', { name: 'No orders received yet' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cart-history-empty-desktop.png` });
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Received' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The seller finds both under "Received" with the buyer's contact, accepts one, declines one.
  const seller = await pageOf(browser, stock.email);
  await openFromAccountMenu(seller, 'Cart History');
  await expect(seller.getByRole('tab', { name: 'Received' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const sellerCard = orderCard(seller, accepted);
  await expect(sellerCard).toContainText(accepted.buyer.display_name);
  await expect(sellerCard.getByRole('link', { name: BUYER })).toHaveAttribute(
    'href',
    `mailto:${BUYER}`,
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
  await seller.screenshot({ path: `${SHOTS}/cart-history-seller-desktop.png`, fullPage: true });

  // The filter by status lives in the address.
  await seller.getByRole('combobox', { name: 'Status' }).click();
  await seller.getByRole('option', { name: 'Declined' }).click();
  await expect(seller).toHaveURL('/profile/cart-history?status=declined');
  await expect(orderCard(seller, declined)).toBeVisible();
  await expect(orderCard(seller, accepted)).toHaveCount(0);
  await seller.context().close();

  // The buyer sees the seller's answers.
  await page.getByRole('tab', { name: 'Bought' }).click();
  await expect(buyerCard.getByTestId('order-status')).toHaveText('Accepted');
  await expect(buyerCard.getByRole('button')).toHaveText(['Message seller']);
  await expect(orderCard(page, declined).getByTestId('order-status-reason')).toHaveText(
    'Reason: Sold out in that size.',
  );

  // An administrator sees every order and narrows them by status, number and buyer.
  const admin = await pageOf(browser, ADMIN);
  await openFromAccountMenu(admin, 'Cart History');
  await expect(admin.getByRole('heading', { name: 'Cart History', level: 1 })).toBeVisible();
  await expect(admin.getByRole('tab')).toHaveCount(0);
  await expect(orderCard(admin, accepted)).toBeVisible();
  await expect(orderCard(admin, declined)).toBeVisible();
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Accepted' }).click();
  await expect(admin).toHaveURL('/profile/cart-history?status=accepted');
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
  await expect(admin).toHaveURL(`/profile/cart-history?number=${declined.number}`);
  await expect(admin.getByTestId('order')).toHaveCount(1);
  await expect(orderCard(admin, declined)).toBeVisible();
  await admin.getByRole('button', { name: 'Clear filters' }).click();
  await expect(admin).toHaveURL('/profile/cart-history');
  await orderCard(admin, accepted)
    .getByRole('button', { name: `Only orders bought by ${accepted.buyer.display_name}` })
    .click();
  await expect(admin).toHaveURL(`/profile/cart-history?buyer=${accepted.buyer.id}`);
  await expect(admin.getByRole('textbox', { name: 'Buyer account id' })).toHaveValue(
    accepted.buyer.id,
  );
  await expect(orderCard(admin, accepted)).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: `${SHOTS}/cart-history-admin-desktop.png`, fullPage: true });
  await admin.context().close();
});

test("a seller sees their listing in another account's cart; that buyer sees their cart from every device", async ({
  page,
  browser,
  request,
}) => {
  const stock = await sellerWithStock(request, [SELLERS[0]!]);
  const buyerToken = await apiToken(request, OTHER_BUYER);
  expect((await request.delete('/api/carts', { headers: bearer(buyerToken) })).status()).toBe(200);
  await addToCart(request, buyerToken, stock, 2);

  await signInAs(page, stock.email);
  await openFromAccountMenu(page, 'My Products added to Carts');
  await expect(page).toHaveURL('/profile/my-products-added-to-carts');
  await expect(
    page.getByRole('heading', { name: 'My Products added to Carts', level: 1 }),
  ).toBeVisible();
  const row = page.getByTestId('product-in-carts').filter({ hasText: stock.product.title });
  await expect(row.getByTestId('carts-count')).toHaveText(/^In \d+ carts?$/);
  await expect(row.getByTestId('units-in-carts')).toHaveText(/^\d+ units?$/);
  await expect(row.getByRole('link', { name: stock.product.title })).toHaveAttribute(
    'href',
    `/shophub/item/${stock.product.id}`,
  );
  // Sellers have no cart section on this page.
  await expect(page.getByRole('heading', { name: 'Your cart on all your devices' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/products-in-carts-seller-desktop.png`, fullPage: true });

  // The buyer, on another device, finds what they put in their cart through the api.
  const buyer = await pageOf(browser, OTHER_BUYER);
  await buyer.goto('/profile/my-products-added-to-carts');
  await expect(buyer.getByRole('heading', { name: 'Your cart on all your devices' })).toBeVisible();
  await expect(
    buyer.getByTestId('own-cart-item').filter({ hasText: stock.product.title }),
  ).toContainText('Quantity 2');
  await expect(buyer.getByRole('link', { name: 'Open Cart' })).toHaveAttribute('href', '/cart');
  expect(await seriousViolations(buyer)).toEqual([]);
  await buyer.screenshot({ path: `${SHOTS}/products-in-carts-buyer-desktop.png`, fullPage: true });
  await buyer.context().close();
});

test("a buyer cannot open another buyer's order; visitors are sent to sign in", async ({
  page,
  request,
}) => {
  const stock = await sellerWithStock(request);
  const order = await placeOrder(request, await apiToken(request, BUYER), stock, '');
  const otherToken = await apiToken(request, OTHER_BUYER);

  const refused = await request.get(`/api/orders/${order.id}`, { headers: bearer(otherToken) });
  expect(refused.status()).toBe(404);
  const everyOrder = await request.get('/api/orders/cart-history?role=all', {
    headers: bearer(otherToken),
  });
  expect(everyOrder.status()).toBe(403);

  for (const path of ['/profile/cart-history', '/profile/my-products-added-to-carts']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/sign-in\?continue=/);
    expect(new URL(page.url()).searchParams.get('continue')).toBe(path);
  }

  // Signed in, the other buyer's history does not list it either.
  await signInAs(page, OTHER_BUYER);
  await page.goto('/profile/cart-history');
  await expect(page.getByRole('heading', { name: 'Cart History', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bought' })).toHaveAttribute('aria-selected', 'true');
  await expect(orderCard(page, order)).toHaveCount(0);
});

test.describe('on a phone', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ context }) => {
    await emulatePhoneTouchPoints(context);
  });

  test('cart history and products in carts fit the screen', async ({ page, browser, request }) => {
    const stock = await sellerWithStock(request);
    const order = await placeOrder(
      request,
      await apiToken(request, BUYER),
      stock,
      'Leave it with the neighbours at number 14 if nobody answers the door.',
    );
    // Another buyer keeps the same product in their cart without checking out.
    const cartToken = await apiToken(request, 'buyer4@demo.bazaar.local');
    expect((await request.delete('/api/carts', { headers: bearer(cartToken) })).status()).toBe(200);
    await addToCart(request, cartToken, stock, 1);

    await signInAs(page, stock.email);
    await page.goto('/profile/cart-history');
    const card = orderCard(page, order);
    await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Decline' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/cart-history-seller-mobile.png` });
    await card.getByRole('button', { name: 'Accept' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/cart-history-seller-mobile-card.png` });

    await page.goto('/profile/my-products-added-to-carts');
    await expect(
      page.getByRole('heading', { name: 'My Products added to Carts', level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByTestId('product-in-carts').filter({ hasText: stock.product.title }),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/products-in-carts-seller-mobile.png` });

    // The buyer, on their own phone.
    const context = await browser.newContext();
    await emulatePhoneTouchPoints(context);
    const buyer = await context.newPage();
    await signInAs(buyer, BUYER);
    await buyer.goto('/profile/cart-history');
    await expect(
      orderCard(buyer, order).getByRole('button', { name: 'Cancel order' }),
    ).toBeVisible();
    expect(await horizontalOverflow(buyer)).toBe(0);
    await buyer.screenshot({ path: `${SHOTS}/cart-history-buyer-mobile.png` });
    await buyer.goto('/profile/my-products-added-to-carts');
    await expect(
      buyer.getByRole('heading', { name: 'Your cart on all your devices' }),
    ).toBeVisible();
    expect(await horizontalOverflow(buyer)).toBe(0);
    await buyer.screenshot({ path: `${SHOTS}/products-in-carts-buyer-mobile.png` });
    await context.close();
  });
});
