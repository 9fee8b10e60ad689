import { randomUUID } from 'node:crypto';
import {
  cartList,
  notificationList,
  order as orderSchema,
  type CheckoutBody,
  type Order,
} from '@bazaar/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { orders } from '../../db/schema';
import { eventually, requestSender, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { ListingFixture } from '../../test/cart-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';

/** The address mails link to. */
export const PUBLIC_URL = 'https://bazaar.example.test';

export const newKey = () => `checkout-${randomUUID()}`;

export const pickup = (overrides: Partial<CheckoutBody> = {}): CheckoutBody => ({
  contact: { name: 'Greta Lange', email: 'greta@example.test', phone: '+49 30 1234567' },
  fulfilment: 'pickup',
  note: 'Please ring twice.',
  ...overrides,
});

/** A mail's text as read: the catcher undoes quoted-printable byte by byte, this reads UTF-8. */
export const readable = (mail: { decoded: string }) =>
  Buffer.from(mail.decoded, 'latin1').toString('utf8');

/**
 * The api an orders test file runs against, built in the file's `beforeAll` with a mail catcher
 * of its own, and the steps of buying from it (each file boots one app: the cases of one use case
 * share it).
 */
export function ordersTestApp() {
  let testApp: TestApp;
  let catcher: MailCatcher;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    testApp = await buildTestApp({ env: { SMTP_URL: catcher.url, PUBLIC_URL } });
  });

  afterAll(async () => {
    await testApp?.close();
    await catcher?.close();
  });

  const app = () => testApp.app;
  const send = requestSender(app);
  /** The mails caught so far (the catcher starts in `beforeAll`). */
  const mailCatcher: Pick<MailCatcher, 'mailsTo'> = {
    mailsTo: (address, subject) => catcher.mailsTo(address, subject),
  };

  function checkout(who: SignedIn, sellerId: string, key: string | null, body = pickup()) {
    return send(
      'POST',
      `/api/carts/${sellerId}/checkout`,
      who,
      body,
      key === null ? {} : { 'idempotency-key': key },
    );
  }

  async function add(who: SignedIn, productId: string, quantity = 1, variantId?: string) {
    const response = await send(
      'POST',
      '/api/carts/items',
      who,
      { product_id: productId, product_variant_id: variantId, quantity },
      { 'idempotency-key': randomUUID() },
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  async function cartsOf(who: SignedIn) {
    return cartList.parse((await send('GET', '/api/carts', who)).json());
  }

  /** Puts the listing into the buyer's cart and checks that seller's cart out. */
  async function placeOrder(
    who: SignedIn,
    listing: ListingFixture,
    sellerId: string,
    quantity = 1,
  ): Promise<Order> {
    await add(who, listing.id, quantity);
    const response = await checkout(who, sellerId, newKey());
    expect(response.statusCode, response.body).toBe(201);
    return orderSchema.parse(response.json());
  }

  async function setStatus(who: SignedIn, id: string, status: string, reason?: string) {
    return send('PATCH', `/api/orders/${id}/status`, who, { status, reason });
  }

  async function notificationsOf(who: SignedIn) {
    const response = await send('GET', '/api/notifications/me', who);
    expect(response.statusCode, response.body).toBe(200);
    return notificationList.parse(response.json());
  }

  const mailAbout = (to: string, text: string) =>
    eventually(() => {
      const mail = catcher.mailsTo(to).find((candidate) => readable(candidate).includes(text));
      return mail && readable(mail);
    });

  async function ordersOfBuyer(buyerId: string) {
    const [row] = await app()
      .db.select({ value: count() })
      .from(orders)
      .where(eq(orders.buyerId, buyerId));
    return row!.value;
  }

  return {
    app,
    send,
    mailCatcher,
    checkout,
    add,
    cartsOf,
    placeOrder,
    setStatus,
    notificationsOf,
    mailAbout,
    ordersOfBuyer,
  };
}
