import { randomUUID } from 'node:crypto';
import { order as orderSchema } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings, orders } from '../../db/schema';
import { signUpAdmin, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import {
  insertListing,
  listingStock,
  variantStock,
  type ListingFixture,
} from '../../test/cart-fixtures';
import { newKey, ordersTestApp, PUBLIC_URL } from './orders.test-kit';

const { app, send, checkout, add, placeOrder, setStatus, notificationsOf, mailAbout } =
  ordersTestApp();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signUpAdmin(app());
});

describe('order status', () => {
  let seller: SignedIn;
  let buyer: SignedIn;
  let stranger: SignedIn;
  let lantern: ListingFixture;
  let boots: ListingFixture;

  beforeAll(async () => {
    seller = await signUpSeller(app());
    buyer = await signUpBuyer(app());
    stranger = await signUpBuyer(app());
    lantern = await insertListing(app(), seller.userId, { title: 'Storm lantern', quantity: 10 });
    boots = await insertListing(app(), seller.userId, {
      title: 'Sea boots',
      variants: [
        { name: 'Size 40', priceMinor: 5_000, quantity: 4 },
        { name: 'Size 42', priceMinor: 5_000, quantity: 4 },
      ],
    });
  });

  it('goes placed → accepted → fulfilled by the seller, telling the buyer each time', async () => {
    const placed = await placeOrder(buyer, lantern, seller.userId, 2);
    const contact = `greta-${placed.number}@example.test`;
    await app().db.update(orders).set({ contactEmail: contact }).where(eq(orders.id, placed.id));

    const accepted = await setStatus(seller, placed.id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const acceptedOrder = orderSchema.parse(accepted.json());
    expect(acceptedOrder).toMatchObject({
      status: 'accepted',
      next_statuses: ['fulfilled', 'cancelled'],
    });
    const [told] = await notificationsOf(buyer);
    expect(told).toMatchObject({
      code: 'order_status_changed',
      title: `Order #${placed.number} was accepted`,
      link: `/profile/cart-history?role=buyer&number=${placed.number}`,
      metadata: { order_id: placed.id, status: 'accepted' },
      created_at: acceptedOrder.updated_at,
    });
    const mail = await mailAbout(contact, 'was accepted');
    expect(mail).toContain(`${PUBLIC_URL}/profile/cart-history?role=buyer&number=${placed.number}`);

    const lateCancel = await setStatus(buyer, placed.id, 'cancelled');
    expect(lateCancel.statusCode).toBe(409);
    expect(lateCancel.json()).toMatchObject({
      error_code: 'CONFLICT',
      user_message: 'The seller has already accepted this order. Ask the seller to cancel it.',
    });

    const fulfilled = await setStatus(seller, placed.id, 'fulfilled');
    expect(orderSchema.parse(fulfilled.json())).toMatchObject({
      status: 'fulfilled',
      next_statuses: [],
    });
    const again = await setStatus(seller, placed.id, 'cancelled');
    expect(again.statusCode).toBe(409);
    expect(again.json().user_message).toBe('This order is already fulfilled.');
    // Fulfilled orders keep their stock taken.
    expect(await listingStock(app(), lantern.id)).toBe(8);

    const seen = await send('GET', `/api/orders/${placed.id}`, buyer);
    expect(orderSchema.parse(seen.json())).toMatchObject({
      status: 'fulfilled',
      next_statuses: [],
    });
  });

  it('puts the stock back when the seller declines, with the reason', async () => {
    const before = await listingStock(app(), lantern.id);
    const placed = await placeOrder(buyer, lantern, seller.userId, 3);
    expect(await listingStock(app(), lantern.id)).toBe(before! - 3);
    const forbidden = await setStatus(seller, placed.id, 'fulfilled');
    expect(forbidden.json().user_message).toBe('Accept this order before marking it fulfilled.');
    const declined = await setStatus(seller, placed.id, 'declined', 'We are closed this week');
    expect(orderSchema.parse(declined.json())).toMatchObject({
      status: 'declined',
      status_reason: 'We are closed this week',
      next_statuses: [],
    });
    expect(await listingStock(app(), lantern.id)).toBe(before);
  });

  it('lets the buyer cancel a placed order, giving back variant stock and telling the seller', async () => {
    await add(buyer, boots.id, 2, boots.variantIds[1]);
    const response = await checkout(buyer, seller.userId, newKey());
    const placed = orderSchema.parse(response.json());
    expect(await variantStock(app(), boots.variantIds[1]!)).toBe(2);
    expect(await listingStock(app(), boots.id)).toBe(6);

    const cancelled = await setStatus(buyer, placed.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(orderSchema.parse(cancelled.json())).toMatchObject({
      status: 'cancelled',
      status_reason: 'Cancelled by the buyer.',
    });
    expect(await variantStock(app(), boots.variantIds[1]!)).toBe(4);
    expect(await listingStock(app(), boots.id)).toBe(8);
    const [told] = await notificationsOf(seller);
    expect(told).toMatchObject({
      code: 'order_status_changed',
      title: `Order #${placed.number} was cancelled by the buyer`,
    });
    await mailAbout(seller.email, `Order #${placed.number} was cancelled by the buyer`);
  });

  it('declines an order whose listing was deleted since', async () => {
    const gone = await insertListing(app(), seller.userId, { quantity: 2 });
    const placed = await placeOrder(buyer, gone, seller.userId);
    await app().db.delete(listings).where(eq(listings.id, gone.id));
    const cancelled = await setStatus(seller, placed.id, 'declined');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(orderSchema.parse(cancelled.json()).items[0]).toMatchObject({
      product_id: null,
      title: gone.title,
    });
  });

  it('is hidden from strangers and only looked at by administrators', async () => {
    const placed = await placeOrder(buyer, lantern, seller.userId);
    for (const response of [
      await send('GET', `/api/orders/${placed.id}`, stranger),
      await setStatus(stranger, placed.id, 'cancelled'),
      await send('GET', `/api/orders/${randomUUID()}`, buyer),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error_code).toBe('NOT_FOUND');
    }
    expect((await send('GET', `/api/orders/${placed.id}`)).statusCode).toBe(401);

    const asAdmin = await send('GET', `/api/orders/${placed.id}`, admin);
    expect(orderSchema.parse(asAdmin.json())).toMatchObject({ id: placed.id, next_statuses: [] });
    const adminChange = await setStatus(admin, placed.id, 'accepted');
    expect(adminChange.statusCode).toBe(409);
    expect(adminChange.json().user_message).toBe(
      'Only the buyer and the seller can change an order.',
    );
    const bySeller = await send('GET', `/api/orders/${placed.id}`, seller);
    expect(orderSchema.parse(bySeller.json()).next_statuses).toEqual(['accepted', 'declined']);
    const [row] = await app().db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row!.status).toBe('placed');
  });
});
