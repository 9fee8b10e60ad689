import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Notification } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { openNotificationsSocket } from '@/lib/realtime-socket';
import { selectAuthToken } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { selectRehydrated } from '@/lib/store/store';
import { bookingKeys } from '../bookings/booking-keys';
import { markViewedInCache, notificationKeys } from './notifications';

/** `GET /api/notifications/me?after=`: what was stored after that notification, newest first. */
export function getNotificationsAfter(id: string): Promise<Notification[]> {
  return apiRequest<Notification[]>('/notifications/me', { query: { after: id } });
}

/**
 * Puts a notification first in the cached lists, in place (spec §4): the full list, and the
 * unviewed one while it is unviewed. One already there is not added twice; a list never loaded
 * stays so (its query fetches it whole).
 */
export function placeFirstInCache(queryClient: QueryClient, notification: Notification): void {
  const placeFirst = (list: Notification[] | undefined) =>
    list && !list.some((item) => item.id === notification.id) ? [notification, ...list] : list;
  queryClient.setQueryData<Notification[]>(notificationKeys.list(false), placeFirst);
  if (!notification.viewed) {
    queryClient.setQueryData<Notification[]>(notificationKeys.list(true), placeFirst);
  }
}

/**
 * After the socket reconnects: asks for what came after the newest notification the cache holds
 * and places it first, oldest first, so nothing is lost and nothing doubles. Lists loaded empty
 * give nothing to anchor on: they are fetched again; lists never loaded fetch themselves whole.
 */
export async function catchUp(queryClient: QueryClient): Promise<void> {
  const lists = [notificationKeys.list(false), notificationKeys.list(true)].map((key) =>
    queryClient.getQueryData<Notification[]>(key),
  );
  const newest = lists
    .map((list) => list?.[0])
    .filter((item): item is Notification => item !== undefined)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
  if (!newest) {
    if (lists.some((list) => list !== undefined)) {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    }
    return;
  }
  const missed = await getNotificationsAfter(newest.id);
  for (const notification of missed.reverse()) placeFirstInCache(queryClient, notification);
}

/**
 * The notifications of reservations and the waiting list (codes `reservation_*`, `waitlist_*`),
 * told apart by prefix: the codes' table lives beside zod, out of the shell's bundle (ADR 0037).
 */
export function isAboutBookings(notification: Pick<Notification, 'code'>): boolean {
  return /^(reservation|waitlist)_/.test(notification.code ?? '');
}

/**
 * The live channel while a token exists (spec §4, §7): a new notification goes first into the
 * cached lists, one viewed in another tab leaves the unviewed list. A renewed token opens a new
 * socket with it.
 */
export function useLiveNotifications(): void {
  const token = useAppSelector(selectAuthToken);
  const rehydrated = useAppSelector(selectRehydrated);
  const queryClient = useQueryClient();
  // The first connection follows the page's own fetch of the lists; every later one (after an
  // outage, or with a renewed token) may have missed something.
  const connectedBefore = useRef(false);

  useEffect(() => {
    if (!rehydrated || !token) return;
    let closed = false;
    const opened = openNotificationsSocket(token).then((socket) => {
      if (closed) {
        socket.disconnect();
        return socket;
      }
      socket.on('connect', () => {
        // Best effort: what the catch-up misses now, the next reconnect or page load brings.
        if (connectedBefore.current) catchUp(queryClient).catch(() => undefined);
        connectedBefore.current = true;
      });
      socket.on('message', (notification) => {
        placeFirstInCache(queryClient, notification);
        if (isAboutBookings(notification)) {
          // A reservation made, accepted or cancelled by the other side: the Slots badge and
          // the reservation lists follow (issue 18).
          void queryClient.invalidateQueries({ queryKey: bookingKeys.stats() });
          void queryClient.invalidateQueries({ queryKey: bookingKeys.reservations() });
          // A seat held for this account (or no longer): the slots it sees are its own to ask.
          if (notification.code?.startsWith('waitlist_')) {
            void queryClient.invalidateQueries({ queryKey: bookingKeys.allSlots() });
          }
        }
      });
      socket.on('viewed', ({ ids }) => markViewedInCache(queryClient, new Set(ids)));
      return socket;
    });
    return () => {
      closed = true;
      void opened.then((socket) => socket.disconnect());
    };
  }, [rehydrated, token, queryClient]);
}
