import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client';
import {
  registerSubscriber,
  subscribersOf,
  type SubscriberRegistry,
} from './domain-event-subscribers';

const context = { eventId: 'event-1', occurredAt: new Date(0), tx: {} as Queryable };
const payload = {
  listing_id: '00000000-0000-4000-8000-000000000001',
  seller_id: '00000000-0000-4000-8000-000000000002',
  quantity: 1,
};

describe('domain event subscribers', () => {
  it('names the subscribers of each event, in the order they subscribed', () => {
    const subscribers: SubscriberRegistry = new Map();
    const handle = async () => {};
    registerSubscriber(subscribers, { name: 'a', event: 'cart.item_added', handle });
    registerSubscriber(subscribers, { name: 'b', event: 'feedback.created', handle });
    registerSubscriber(subscribers, {
      name: 'c',
      event: 'cart.item_added',
      prepare: async () => null,
    });
    expect(subscribersOf(subscribers, 'cart.item_added')).toEqual(['a', 'c']);
    expect(subscribers.get('c')?.outside).toBe(true);
    expect(subscribers.get('a')?.outside).toBe(false);
  });

  it('refuses a second subscriber of the same name', () => {
    const subscribers: SubscriberRegistry = new Map();
    const subscriber = { name: 'a', event: 'cart.item_added' as const, handle: async () => {} };
    registerSubscriber(subscribers, subscriber);
    expect(() => registerSubscriber(subscribers, subscriber)).toThrow(
      'A domain event subscriber named a exists already.',
    );
  });

  it('hands a subscriber only a payload its contract allows', async () => {
    const subscribers: SubscriberRegistry = new Map();
    const seen: unknown[] = [];
    registerSubscriber(subscribers, {
      name: 'a',
      event: 'cart.item_added',
      handle: async (received) => {
        seen.push(received);
      },
    });
    const registered = subscribers.get('a');
    if (registered?.outside !== false) throw new Error('expected a subscriber in the database');
    await registered.handle(payload, context);
    expect(seen).toEqual([payload]);
    // Checked before the handler is called: a bad payload never reaches it.
    expect(() => registered.handle({ ...payload, quantity: 0 }, context)).toThrow();
    expect(seen).toHaveLength(1);
  });
});
