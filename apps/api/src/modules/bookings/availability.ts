import type {
  AvailabilityClientEvents,
  AvailabilityServerEvents,
  AvailabilityWatchAnswer,
} from '@bazaar/contracts';
import { decodeJwt } from 'jose';
import type { Namespace, Socket } from 'socket.io';
import { z } from 'zod';
import { NotFoundError, TooManyRequestsError, ValidationError, type AppError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { OutsideDomainEventSubscriber } from '../domain-events';
import type { BookingsRepository } from './bookings.repository';

export type AvailabilityNamespace = Namespace<AvailabilityClientEvents, AvailabilityServerEvents>;

/**
 * Every visitor's socket watching one published service (on every api instance) is in this
 * room; its pushes go out only while the service is published.
 */
export const serviceRoom = (listingId: string) => `service:${listingId}`;
/** The owner's sockets watching its service, published or not, are in this one. */
export const serviceOwnerRoom = (listingId: string) => `service-owner:${listingId}`;

/** The rooms a push of the service reaches: its visitors' only while visitors may see it. */
const roomsOf = (listing: { id: string; isPublic: boolean }) =>
  listing.isPublic
    ? [serviceRoom(listing.id), serviceOwnerRoom(listing.id)]
    : [serviceOwnerRoom(listing.id)];

/** How many services one socket may watch at once (a page shows one; a list a few). */
const WATCHED_MAX = 50;
/** How many watches one socket may have looked up (each reads the service): a page's few, reconnects make new sockets. */
const WATCH_LOOKUPS_MAX = 4 * WATCHED_MAX;

const watchMessage = z.object({ listing_id: z.uuid() });
const handshakeToken = z.object({ token: z.string().min(1).max(4096) });

export interface AvailabilityDependencies {
  repository: Pick<BookingsRepository, 'findListing'>;
  /** The account of an access token, or null (the auth module's). */
  authenticate: (token: string) => Promise<SignedInAccount | null>;
  /** Disconnects the socket when one of the account's sessions ends (the realtime module's). */
  endWithSessions: (socket: Socket, account: SignedInAccount) => Promise<void>;
}

const answerOf = (error: AppError): AvailabilityWatchAnswer => error.toEnvelope();
const notFound = () => answerOf(new NotFoundError('This service does not exist.'));

/**
 * The socket's signed-in account, from the handshake's optional token (checked once per socket),
 * with when the token expires; null for a visitor.
 */
function accountOf(socket: Socket, authenticate: AvailabilityDependencies['authenticate']) {
  const data = socket.data as {
    account?: Promise<{ account: SignedInAccount; id: string; expiresAt: number } | null>;
  };
  data.account ??= (async () => {
    const parsed = handshakeToken.safeParse(socket.handshake.auth);
    if (!parsed.success) return null;
    const account = await authenticate(parsed.data.token);
    if (!account) return null;
    return {
      account,
      id: account.id,
      expiresAt: (decodeJwt(parsed.data.token).exp ?? 0) * 1000,
    };
  })();
  return data.account;
}

/**
 * The public `/availability` namespace: slots of published services are public, so a socket
 * needs no token to watch one; the slots of a service visitors may not see (a draft, a paused
 * or blocked account's) stream only to its owner, whose socket carries its access token (until
 * the token expires), as `GET /services/{id}/slots` answers only the owner. A malformed message
 * is ignored, and a socket cannot watch more than WATCHED_MAX services. With an acknowledgement,
 * `watch` answers `{ ok: true }` or the envelope of its refusal.
 */
export function serveAvailability(
  namespace: AvailabilityNamespace,
  { repository, authenticate, endWithSessions }: AvailabilityDependencies,
) {
  namespace.on('connection', (socket) => {
    const watched = () =>
      [...socket.rooms].filter(
        (room) => room.startsWith('service:') || room.startsWith('service-owner:'),
      );
    let lookups = 0;
    // The owner's view of its services that visitors may not see ends with its token (a new
    // socket brings the next one).
    let ownerViewEnds: NodeJS.Timeout | undefined;
    socket.on('disconnect', () => clearTimeout(ownerViewEnds));
    const endOwnerView = () => {
      for (const room of watched()) {
        if (room.startsWith('service-owner:')) void socket.leave(room);
      }
    };
    socket.on('watch', (message, ack) => {
      const answer = (result: AvailabilityWatchAnswer) => {
        if (typeof ack === 'function') ack(result);
      };
      const parsed = watchMessage.safeParse(message);
      if (!parsed.success) {
        answer(answerOf(new ValidationError([{ field: 'listing_id', message: 'a service id' }])));
        return;
      }
      const listingId = parsed.data.listing_id;
      if (
        socket.rooms.has(serviceRoom(listingId)) ||
        socket.rooms.has(serviceOwnerRoom(listingId))
      ) {
        answer({ ok: true });
        return;
      }
      if (watched().length >= WATCHED_MAX) {
        answer(
          answerOf(
            new ValidationError([
              { field: 'listing_id', message: `at most ${WATCHED_MAX} services` },
            ]),
          ),
        );
        return;
      }
      lookups += 1;
      if (lookups > WATCH_LOOKUPS_MAX) {
        answer(answerOf(new TooManyRequestsError()));
        return;
      }
      void (async () => {
        const listing = await repository.findListing(listingId);
        if (!listing || listing.section !== 'services') return answer(notFound());
        const account = await accountOf(socket, authenticate);
        if (account && account.id === listing.ownerId && account.expiresAt > Date.now()) {
          // The owner's view ends with its token, and with its session (a sign-out, say).
          await endWithSessions(socket, account.account);
          await socket.join(serviceOwnerRoom(listingId));
          ownerViewEnds ??= setTimeout(
            endOwnerView,
            Math.min(account.expiresAt - Date.now(), 2 ** 31 - 1),
          );
          return answer({ ok: true });
        }
        if (!listing.isPublic) return answer(notFound());
        await socket.join(serviceRoom(listingId));
        return answer({ ok: true });
      })().catch(() => answer(notFound()));
    });
    socket.on('unwatch', (message) => {
      const parsed = watchMessage.safeParse(message);
      if (!parsed.success) return;
      void socket.leave(serviceRoom(parsed.data.listing_id));
      void socket.leave(serviceOwnerRoom(parsed.data.listing_id));
    });
  });
}

/**
 * After commit (ADR 0045: store first, then push), the changed slot goes to the viewers of its
 * service (its visitors only while it is published, checked at each push). A push that reaches nobody is not retried: a page that was away asks for the slots.
 */
export function availabilitySubscriber(
  namespace: AvailabilityNamespace,
  repository: Pick<BookingsRepository, 'within'>,
): OutsideDomainEventSubscriber<'service_slot.changed'> {
  return {
    name: 'bookings.push-slot',
    event: 'service_slot.changed',
    prepare: async (changed, { tx }) => {
      const listing = await repository.within(tx).findListing(changed.slot.listing_id);
      if (!listing) return null;
      return async () => {
        namespace.to(roomsOf(listing)).emit('slot', changed.slot);
      };
    },
  };
}

/** The same for many slots at once (a schedule saved, busy times imported): one push. */
export function availabilityBatchSubscriber(
  namespace: AvailabilityNamespace,
  repository: Pick<BookingsRepository, 'within'>,
): OutsideDomainEventSubscriber<'service_slots.changed'> {
  return {
    name: 'bookings.push-slots',
    event: 'service_slots.changed',
    prepare: async (changed, { tx }) => {
      const listing = await repository.within(tx).findListing(changed.listing_id);
      if (!listing) return null;
      return async () => {
        namespace.to(roomsOf(listing)).emit('slots', changed);
      };
    },
  };
}
