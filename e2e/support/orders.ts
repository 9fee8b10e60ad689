import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { type OwnerListing } from '@bazaar/contracts';
import { type Account } from './accounts';
import { bearer } from './api';

/** Puts one of a listing into the buyer's cart through the api, as its Add to Cart would. */
export async function putInCart(
  request: APIRequestContext,
  buyer: Pick<Account, 'token'>,
  listing: Pick<OwnerListing, 'id'>,
): Promise<void> {
  const added = await request.post('/api/carts/items', {
    headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
    data: { product_id: listing.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/**
 * The buyer orders one of the seller's listing through the api (into the cart, then the seller's
 * cart checked out for pickup); answers the order placed.
 */
export async function placeOrder(
  request: APIRequestContext,
  buyer: Pick<Account, 'token' | 'email'>,
  seller: Pick<Account, 'userId'>,
  listing: Pick<OwnerListing, 'id'>,
): Promise<{ id: string; number: number }> {
  await putInCart(request, buyer, listing);
  const checkout = await request.post(`/api/carts/${seller.userId}/checkout`, {
    headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
    data: {
      contact: { name: 'Lena Buyer', email: buyer.email },
      fulfilment: 'pickup',
      note: 'I will come on Saturday.',
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  return (await checkout.json()) as { id: string; number: number };
}
