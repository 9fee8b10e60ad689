import { expect, type APIRequestContext } from '@playwright/test';
import { feedback, type Feedback } from '@bazaar/contracts';
import { type Account } from './accounts';
import { bearer } from './api';
import { publishListing } from './listings';
import { placeOrder } from './orders';

/**
 * The buyer's review of the seller, made through the api as it happens in the app: the buyer
 * orders a Shop Hub product of the seller's, the seller accepts and fulfils the order, and the
 * buyer reviews it with `rating` stars and `text`. Answers the review.
 */
export async function reviewOfSeller(
  request: APIRequestContext,
  buyer: Pick<Account, 'token' | 'email'>,
  seller: Pick<Account, 'token' | 'userId'>,
  review: { rating: number; text: string },
): Promise<Feedback> {
  const product = await publishListing(request, seller, 'catalog', {
    title: `Reviewed lantern ${Date.now().toString(36)}`,
  });
  const order = await placeOrder(request, buyer, seller, product);
  for (const status of ['accepted', 'fulfilled']) {
    const moved = await request.patch(`/api/orders/${order.id}/status`, {
      headers: bearer(seller.token),
      data: { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const created = await request.post('/api/feedbacks', {
    headers: bearer(buyer.token),
    data: { order_id: order.id, ...review },
  });
  expect(created.status(), await created.text()).toBe(201);
  return feedback.parse(await created.json());
}
