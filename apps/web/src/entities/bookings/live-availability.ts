import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type ServiceSlot } from '@bazaar/contracts';
import { openAvailabilitySocket } from '@/lib/realtime-socket';
import { selectAuthToken } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { bookingKeys } from './booking-keys';
import { placeSlotsInCache } from './service-slots';

/**
 * Watches services' rooms on the public availability namespace (issue 18): a slot whose seats
 * are taken or freed, moved, cancelled or added replaces its cached copy, and a saved schedule's
 * batch of added, changed and removed slots goes in at once, so every viewer sees it change
 * without reloading. After each (re)connection the services' slots are fetched again, as a change
 * may have been missed meanwhile (a renewed token opens a new socket). `onChange` hears each
 * push's slots too (the provider's page refreshes its reservations and badge with it).
 *
 * Answers whether the rooms are watched (or the live channel cannot be reached): a page asks for
 * its slots from then on, so the first connection's fetch is the page's only one, not a second.
 */
export function useLiveAvailability(
  listingIds: readonly string[],
  onChange?: (slots: readonly ServiceSlot[]) => void,
): boolean {
  const queryClient = useQueryClient();
  // Signed in, the socket carries the token: an owner's draft service streams to it too.
  const token = useAppSelector(selectAuthToken);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // One socket for the same set of services, whatever array holds them.
  const watched = [...new Set(listingIds)].sort().join(',');
  const [ready, setReady] = useState<string | null>(null);

  useEffect(() => {
    if (watched === '') return;
    const ids = watched.split(',');
    let closed = false;
    const opened = openAvailabilitySocket(token).then((socket) => {
      if (closed) {
        socket.disconnect();
        return socket;
      }
      socket.on('connect', () => {
        // Rooms do not outlive a connection: every (re)connection watches again, then asks for
        // the slots once more, as a change may have come between the page's fetch (or the
        // outage) and the watch. Only once the api has answered the watch: it looks the service
        // up before joining its room, and a change pushed before the join would be missed by
        // both a fetch sent at once and the room.
        let waiting = ids.length;
        for (const id of ids) {
          socket.emit('watch', { listing_id: id }, () => {
            void queryClient.invalidateQueries({ queryKey: bookingKeys.slotsOf(id) });
            waiting -= 1;
            if (waiting === 0) setReady(watched);
          });
        }
      });
      // Without the live channel the slots still load, only without live changes.
      socket.on('connect_error', () => setReady(watched));
      // A viewer holding seats of a pushed slot (a waiting-list offer) asks for its own view:
      // the public push tells the slot as it is for everyone else.
      const place = (listingId: string, slots: readonly ServiceSlot[], removed?: string[]) => {
        if (placeSlotsInCache(queryClient, listingId, slots, { removed, pushed: true })) {
          void queryClient.invalidateQueries({ queryKey: bookingKeys.slotsOf(listingId) });
        }
        onChangeRef.current?.(slots);
      };
      socket.on('slot', (slot) => place(slot.listing_id, [slot]));
      socket.on('slots', (changed) => place(changed.listing_id, changed.slots, changed.removed));
      return socket;
    });
    return () => {
      closed = true;
      void opened.then((socket) => socket.disconnect());
    };
  }, [watched, queryClient, token]);
  return ready === watched;
}
