import { QueryClient } from '@tanstack/react-query';
import { ESHOP_REMOVED_BY_PLATFORM, notificationCodes, type Notification } from '@bazaar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtimeSocketOptions } from '@/lib/realtime-socket';
import { catchUp, isAboutBookings, placeFirstInCache } from './live-notifications';
import { markViewedInCache, notificationKeys, removedByPlatformNotice } from './notifications';

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

const idsIn = (client: QueryClient, onlyUnviewed: boolean) =>
  client.getQueryData<Notification[]>(notificationKeys.list(onlyUnviewed))?.map((n) => n.id);

describe('placeFirstInCache', () => {
  it('puts a pushed notification first in both lists, once', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(false), [notification('a'), notification('b', true)]);
    client.setQueryData(notificationKeys.list(true), [notification('a')]);

    placeFirstInCache(client, notification('c'));
    placeFirstInCache(client, notification('c'));

    expect(idsIn(client, false)).toEqual(['c', 'a', 'b']);
    expect(idsIn(client, true)).toEqual(['c', 'a']);
  });

  it('keeps a viewed one out of the unviewed list and leaves lists never loaded alone', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(true), [notification('a')]);

    placeFirstInCache(client, notification('d', true));

    expect(idsIn(client, true)).toEqual(['a']);
    expect(idsIn(client, false)).toBeUndefined();
  });
});

describe('removedByPlatformNotice', () => {
  const notice = (id: string): Notification => ({
    ...notification(id),
    type: 'eshop_integration',
    code: null,
    subtype: ESHOP_REMOVED_BY_PLATFORM,
    metadata: { eshop_id: `shop-${id}` },
  });
  const noticeIn = (client: QueryClient) =>
    removedByPlatformNotice(client.getQueryData(notificationKeys.list(true)))?.id ?? null;

  it('opens for one pushed live and closes when another tab marks it viewed', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(true), [notification('a')]);
    expect(noticeIn(client)).toBeNull();

    placeFirstInCache(client, notice('n'));
    expect(noticeIn(client)).toBe('n');

    markViewedInCache(client, new Set(['n']));
    expect(noticeIn(client)).toBeNull();
  });

  it('shows the oldest of several first, and ignores other e-shop notices', () => {
    const other = { ...notice('x'), subtype: null };
    expect(removedByPlatformNotice([notice('new'), other, notice('old')])?.id).toBe('old');
    expect(removedByPlatformNotice([other])).toBeNull();
    expect(removedByPlatformNotice(undefined)).toBeNull();
  });
});

describe('catchUp', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for what came after the newest cached notification and places it first', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return Response.json([notification('d'), notification('c', true)]);
    });
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(false), [notification('b'), notification('a')]);
    client.setQueryData(notificationKeys.list(true), [notification('b')]);

    await catchUp(client);

    expect(fetched).toHaveLength(1);
    expect(new URL(fetched[0]!, 'http://web.test').searchParams.get('after')).toBe('b');
    expect(idsIn(client, false)).toEqual(['d', 'c', 'b', 'a']);
    expect(idsIn(client, true)).toEqual(['d', 'b']);
  });

  it('asks for nothing when no list was loaded', async () => {
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    await catchUp(new QueryClient());
    expect(fetched).not.toHaveBeenCalled();
  });
});

describe('the notifications socket', () => {
  it('connects as spec §7 and §9 say: websocket only, 1 s to 5 s, randomization 0.5, 20 s', () => {
    expect(realtimeSocketOptions('token')).toEqual({
      path: '/ws',
      transports: ['websocket'],
      auth: { token: 'token' },
      reconnection: true,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      randomizationFactor: 0.5,
      timeout: 20_000,
    });
  });
});

describe('isAboutBookings', () => {
  it('knows the codes of reservations and of the waiting list', () => {
    expect(isAboutBookings({ code: notificationCodes.reservationCreated })).toBe(true);
    expect(isAboutBookings({ code: notificationCodes.reservationStatusChanged })).toBe(true);
    expect(isAboutBookings({ code: notificationCodes.waitlistSeatOffered })).toBe(true);
    expect(isAboutBookings({ code: notificationCodes.orderPlaced })).toBe(false);
    expect(isAboutBookings({ code: null })).toBe(false);
  });
});
