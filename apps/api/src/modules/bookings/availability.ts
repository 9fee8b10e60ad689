import type { AvailabilityClientEvents, AvailabilityServerEvents } from '@bazaar/contracts';
import type { Namespace } from 'socket.io';
import { z } from 'zod';
import type { OutsideDomainEventSubscriber } from '../domain-events';

export type AvailabilityNamespace = Namespace<AvailabilityClientEvents, AvailabilityServerEvents>;

/** Every socket watching one service (all its viewers, on every api instance) is in this room. */
export const serviceRoom = (listingId: string) => `service:${listingId}`;

/** How many services one socket may watch at once (a page shows one; a list a few). */
const WATCHED_MAX = 50;

const watchMessage = z.object({ listing_id: z.uuid() });

/**
 * The public `/availability` namespace: slots are public, so a socket needs no token; it only
 * joins and leaves rooms of services. A malformed message is ignored, and a socket cannot watch
 * more than WATCHED_MAX services.
 */
export function serveAvailability(namespace: AvailabilityNamespace) {
  namespace.on('connection', (socket) => {
    socket.on('watch', (message) => {
      const parsed = watchMessage.safeParse(message);
      const rooms = [...socket.rooms].filter((room) => room.startsWith('service:'));
      if (!parsed.success || rooms.length >= WATCHED_MAX) return;
      void socket.join(serviceRoom(parsed.data.listing_id));
    });
    socket.on('unwatch', (message) => {
      const parsed = watchMessage.safeParse(message);
      if (parsed.success) void socket.leave(serviceRoom(parsed.data.listing_id));
    });
  });
}

/**
 * After commit (ADR 0045: store first, then push), the changed slot goes to the viewers of its
 * service. A push that reaches nobody is not retried: a page that was away asks for the slots.
 */
export function availabilitySubscriber(
  namespace: AvailabilityNamespace,
): OutsideDomainEventSubscriber<'service_slot.changed'> {
  return {
    name: 'bookings.push-slot',
    event: 'service_slot.changed',
    prepare: async (changed) => async () => {
      namespace.to(serviceRoom(changed.slot.listing_id)).emit('slot', changed.slot);
    },
  };
}

/** The same for many slots at once (a schedule saved, busy times imported): one push. */
export function availabilityBatchSubscriber(
  namespace: AvailabilityNamespace,
): OutsideDomainEventSubscriber<'service_slots.changed'> {
  return {
    name: 'bookings.push-slots',
    event: 'service_slots.changed',
    prepare: async (changed) => async () => {
      namespace.to(serviceRoom(changed.listing_id)).emit('slots', changed);
    },
  };
}
