import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type ServiceSlot } from '@bazaar/contracts';
import { openAvailabilitySocket } from '@/lib/realtime-socket';
import { bookingKeys } from './booking-keys';
import { placeSlotInCache } from './service-slots';

/**
 * Watches services' rooms on the public availability namespace (issue 18): a slot whose seats
 * are taken or freed, moved, cancelled or added replaces its cached copy, so every viewer sees it
 * change without reloading. After each (re)connection the services' slots are fetched again, as a
 * change may have been missed meanwhile. `onSlot` hears each change too (the provider's page refreshes
 * its reservations and badge with it).
 */
export function useLiveAvailability(
  listingIds: readonly string[],
  onSlot?: (slot: ServiceSlot) => void,
): void {
  const queryClient = useQueryClient();
  const onSlotRef = useRef(onSlot);
  useEffect(() => {
    onSlotRef.current = onSlot;
  });
  // One socket for the same set of services, whatever array holds them.
  const watched = [...new Set(listingIds)].sort().join(',');

  useEffect(() => {
    if (watched === '') return;
    const ids = watched.split(',');
    let closed = false;
    const opened = openAvailabilitySocket().then((socket) => {
      if (closed) {
        socket.disconnect();
        return socket;
      }
      socket.on('connect', () => {
        // Rooms do not outlive a connection: every (re)connection watches again, then asks for
        // the slots once more, as a change may have come between the page's fetch (or the
        // outage) and the watch.
        for (const id of ids) {
          socket.emit('watch', { listing_id: id });
          void queryClient.invalidateQueries({ queryKey: bookingKeys.slotsOf(id) });
        }
      });
      socket.on('slot', (slot) => {
        placeSlotInCache(queryClient, slot);
        onSlotRef.current?.(slot);
      });
      return socket;
    });
    return () => {
      closed = true;
      void opened.then((socket) => socket.disconnect());
    };
  }, [watched, queryClient]);
}
