import { randomUUID } from 'node:crypto';
import { conversation as conversationSchema, conversationPage } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { signUpBuyer, signUpSeller } from '../../test/accounts';
import { insertListing } from '../../test/cart-fixtures';
import { chatTestApp, clientId } from './chat.test-kit';

const { clock, app, send, conversationAboutProduct } = chatTestApp();

describe('conversations', () => {
  it('opens one conversation per pair and listing, and continues it when opened again', async () => {
    const { seller, buyer, listing, conversation } = await conversationAboutProduct();
    expect(conversation).toMatchObject({
      subject: { kind: 'listing', id: listing.id, title: listing.title, negotiable: false },
      other_party: { id: seller.userId, display_name: 'Harbour Goods GmbH' },
      last_message: null,
      unread_count: 0,
      can_write: true,
    });
    expect(conversation.subject.price).toEqual({ amount_minor: 12_000, currency: 'EUR' });
    expect(conversation.subject.link).toBe(`/shophub/item/${listing.id}`);

    const again = await send('POST', '/api/chat/conversations', buyer, {
      subject: { kind: 'listing', id: listing.id },
      text: 'Is it <b>still</b> available?',
      client_id: clientId(),
    });
    expect(again.statusCode, again.body).toBe(200);
    const continued = conversationSchema.parse(again.json());
    expect(continued.id).toBe(conversation.id);
    expect(continued.last_message?.text).toBe('Is it still available?');

    const sellersList = conversationPage.parse(
      (await send('GET', '/api/chat/conversations', seller)).json(),
    );
    expect(sellersList.items.map((item) => item.id)).toEqual([conversation.id]);
    expect(sellersList.items[0]).toMatchObject({
      other_party: { id: buyer.userId, display_name: 'Greta Lange' },
      unread_count: 1,
    });

    const own = await send('POST', '/api/chat/conversations', seller, {
      subject: { kind: 'listing', id: listing.id },
    });
    expect(own.statusCode).toBe(409);
  });

  it('pages the list newest activity first', async () => {
    const buyer = await signUpBuyer(app());
    const seller = await signUpSeller(app());
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const listing = await insertListing(app(), seller.userId);
      clock.advanceSeconds(10);
      const opened = await send('POST', '/api/chat/conversations', buyer, {
        subject: { kind: 'listing', id: listing.id },
      });
      ids.push(conversationSchema.parse(opened.json()).id);
    }
    const first = conversationPage.parse(
      (await send('GET', '/api/chat/conversations?limit=2', buyer)).json(),
    );
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const second = conversationPage.parse(
      (
        await send('GET', `/api/chat/conversations?limit=2&cursor=${first.next_cursor}`, buyer)
      ).json(),
    );
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[0] })], next_cursor: null });
  });

  it('opens a conversation about an order between its buyer and seller only', async () => {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    const stranger = await signUpBuyer(app());
    const listing = await insertListing(app(), seller.userId, { quantity: 3 });
    await send(
      'POST',
      '/api/carts/items',
      buyer,
      { product_id: listing.id, quantity: 1 },
      {
        'idempotency-key': randomUUID(),
      },
    );
    const ordered = await send(
      'POST',
      `/api/carts/${seller.userId}/checkout`,
      buyer,
      {
        contact: { name: 'Greta Lange', email: 'greta@example.test' },
        fulfilment: 'pickup',
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    const order = ordered.json() as { id: string; number: number };

    const bySeller = await send('POST', '/api/chat/conversations', seller, {
      subject: { kind: 'order', id: order.id },
    });
    expect(bySeller.statusCode, bySeller.body).toBe(201);
    expect(conversationSchema.parse(bySeller.json())).toMatchObject({
      subject: { kind: 'order', title: `Order #${order.number}` },
      other_party: { id: buyer.userId },
    });
    const byStranger = await send('POST', '/api/chat/conversations', stranger, {
      subject: { kind: 'order', id: order.id },
    });
    expect(byStranger.statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('describes the chat routes', async () => {
    const document = (await app().inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/chat/conversations',
        '/api/chat/conversations/{id}/messages',
        '/api/chat/conversations/{id}/pictures',
        '/api/chat/messages/{id}/proposal',
        '/api/admin/chat/reports',
      ]),
    );
  });
});
