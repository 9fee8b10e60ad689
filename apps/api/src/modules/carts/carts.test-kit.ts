import { randomUUID } from 'node:crypto';
import {
  cartList,
  errorEnvelopeSchema,
  IDEMPOTENCY_KEY_HEADER,
  type CartList,
  type CartProductInput,
} from '@bazaar/contracts';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { cartItems } from '../../db/schema/carts';
import { requestSender, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

export function conflict(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(409);
  const envelope = errorEnvelopeSchema.parse(response.json());
  expect(envelope.error_code).toBe('CONFLICT');
  return envelope.user_message;
}

/** Every line of every cart, as product id → quantity. */
export const quantities = (carts: CartList) =>
  Object.fromEntries(
    carts.flatMap((cart) =>
      cart.items.map((item) => [
        item.product.variant_id ? `${item.product.id}/${item.product.variant_id}` : item.product.id,
        item.quantity,
      ]),
    ),
  );

/**
 * The api a carts test file runs against, built in the file's `beforeAll`, with every cart
 * emptied before each case, and the steps of filling a cart (each file boots one app: the cases
 * of one use case share it).
 */
export function cartsTestApp() {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;
  const send = requestSender(app);

  beforeEach(async () => {
    await app().db.delete(cartItems);
  });

  async function cartsOf(who: SignedIn): Promise<CartList> {
    const response = await send('GET', '/api/carts', who);
    expect(response.statusCode, response.body).toBe(200);
    return cartList.parse(response.json());
  }

  /** `POST /api/carts/items`, with a new Idempotency-Key unless one is given. */
  const sendAdd = (who: SignedIn, item: CartProductInput, idempotencyKey: string = randomUUID()) =>
    send('POST', '/api/carts/items', who, item, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });

  async function add(who: SignedIn, item: CartProductInput): Promise<CartList> {
    const response = await sendAdd(who, item);
    expect(response.statusCode, response.body).toBe(200);
    return cartList.parse(response.json());
  }

  const reset = async (who: SignedIn) =>
    expect((await send('DELETE', '/api/carts', who)).statusCode).toBe(200);

  return { app, send, cartsOf, sendAdd, add, reset };
}
