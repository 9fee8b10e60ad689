import { QueryClient } from '@tanstack/react-query';
import { type Notification } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { markViewedInCache, notificationKeys } from './notifications';

const notification = (id: string, viewed = false): Notification => ({
  id,
  type: 'request',
  code: 'order_placed',
  subtype: null,
  title: `Order ${id}`,
  body: '',
  link: null,
  metadata: {},
  viewed,
  created_at: '2026-11-22T10:00:00.000Z',
});

describe('markViewedInCache', () => {
  it('flips the flag in the full list and drops the ids from the unviewed list', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(false), [
      notification('a'),
      notification('b'),
      notification('c', true),
    ]);
    client.setQueryData(notificationKeys.list(true), [notification('a'), notification('b')]);

    markViewedInCache(client, new Set(['a']));

    expect(
      client.getQueryData<Notification[]>(notificationKeys.list(false))?.map((n) => n.viewed),
    ).toEqual([true, false, true]);
    expect(
      client.getQueryData<Notification[]>(notificationKeys.list(true))?.map((n) => n.id),
    ).toEqual(['b']);
  });

  it('leaves lists that were never loaded alone', () => {
    const client = new QueryClient();
    markViewedInCache(client, new Set(['a']));
    expect(client.getQueryData(notificationKeys.list(true))).toBeUndefined();
  });
});
