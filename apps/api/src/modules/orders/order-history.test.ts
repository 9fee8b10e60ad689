import { orderPage, type Order } from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { insertListing } from '../../test/cart-fixtures';
import { ordersTestApp } from './orders.test-kit';

const { app, send, placeOrder, setStatus } = ordersTestApp();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signUpAdmin(app());
});

describe('GET /api/orders/cart-history', () => {
  let shop: SignedIn;
  let maker: SignedIn;
  let collector: SignedIn;
  const bought: Order[] = [];
  let sold: Order;

  beforeAll(async () => {
    shop = await signUpSeller(app());
    // A buyer who also sells on the flea market: orders both ways.
    maker = await signUpBuyer(app());
    collector = await signUpBuyer(app());
    const rope = await insertListing(app(), shop.userId, { quantity: 50 });
    const chair = await insertListing(app(), maker.userId, { section: 'flea-market' });
    for (let i = 0; i < 3; i += 1) bought.push(await placeOrder(maker, rope, shop.userId));
    sold = await placeOrder(collector, chair, maker.userId);
    await setStatus(shop, bought[1]!.id, 'accepted');
  });

  async function history(who: SignedIn, query: Record<string, string> = {}) {
    const response = await send(
      'GET',
      `/api/orders/cart-history?${new URLSearchParams(query).toString()}`,
      who,
    );
    expect(response.statusCode, response.body).toBe(200);
    return orderPage.parse(response.json());
  }

  const ids = (page: { items: Order[] }) => page.items.map((item) => item.id);
  const newestFirst = (list: Order[]) => [...list].reverse().map((item) => item.id);

  it('shows a buyer what they bought and, on request, what they sold', async () => {
    expect(ids(await history(maker))).toEqual(newestFirst(bought));
    expect(ids(await history(maker, { role: 'seller' }))).toEqual([sold.id]);
    expect(ids(await history(collector))).toEqual([sold.id]);
    const seen = (await history(maker)).items[0]!;
    expect(seen.next_statuses).toEqual(['cancelled']);
  });

  it('shows a seller the orders received, filterable by status and number', async () => {
    expect(ids(await history(shop))).toEqual(newestFirst(bought));
    expect(ids(await history(shop, { status: 'accepted' }))).toEqual([bought[1]!.id]);
    expect(ids(await history(shop, { number: String(bought[2]!.number) }))).toEqual([
      bought[2]!.id,
    ]);
    expect(ids(await history(shop, { role: 'buyer' }))).toEqual([]);
  });

  it('pages newest first with a cursor', async () => {
    const first = await history(maker, { limit: '2' });
    expect(ids(first)).toEqual(newestFirst(bought).slice(0, 2));
    expect(first.next_cursor).not.toBeNull();
    const second = await history(maker, { limit: '2', cursor: first.next_cursor! });
    expect(ids(second)).toEqual(newestFirst(bought).slice(2));
    expect(second.next_cursor).toBeNull();
    const broken = await send('GET', '/api/orders/cart-history?cursor=nonsense', maker);
    expect(broken.statusCode).toBe(400);
  });

  it('lets administrators see all orders, by buyer and by seller', async () => {
    const all = await history(admin, { limit: '100' });
    expect(ids(all)).toEqual(expect.arrayContaining([...bought.map((o) => o.id), sold.id]));
    expect(all.items.every((item) => item.next_statuses.length === 0)).toBe(true);
    expect(ids(await history(admin, { seller_id: shop.userId }))).toEqual(newestFirst(bought));
    expect(ids(await history(admin, { buyer_id: collector.userId }))).toEqual([sold.id]);
    expect(
      ids(await history(admin, { role: 'all', buyer_id: maker.userId, status: 'accepted' })),
    ).toEqual([bought[1]!.id]);
    const mixed = await send(
      'GET',
      `/api/orders/cart-history?role=buyer&seller_id=${shop.userId}`,
      admin,
    );
    expect(mixed.statusCode).toBe(400);
  });

  it('keeps all orders and the account filters to administrators', async () => {
    for (const query of ['role=all', `buyer_id=${collector.userId}`, `seller_id=${shop.userId}`]) {
      for (const who of [maker, shop]) {
        const response = await send('GET', `/api/orders/cart-history?${query}`, who);
        expect(response.statusCode, query).toBe(403);
        expect(response.json().error_code).toBe('FORBIDDEN');
      }
    }
    expect((await send('GET', '/api/orders/cart-history')).statusCode).toBe(401);
  });
});
