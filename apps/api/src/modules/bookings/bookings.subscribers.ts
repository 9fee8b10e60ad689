import {
  notificationCodes,
  reservationPagePath,
  type DomainEventPayload,
  type ReservationRole,
} from '@bazaar/contracts';
import type { DomainEventSubscriber } from '../domain-events';
import type { NotificationsService } from '../notifications';
import type { BookingsService } from './bookings.service';
import { serviceLink } from './reservation-view';
import { localDateTime } from './slot-expansion';

/*
 * What bookings' events make happen (ADR 0042): the other side is notified, the customer told
 * of the booking and reminded, a waiting account offered a seat. The notifications module mails
 * each notification whose category the account wants by mail, in one path for every mail.
 */

/** The page that opens on the event's reservation, on the reader's side. */
const reservationLink = (
  role: ReservationRole,
  reservation: { reservation_id: string; listing_id: string },
) =>
  reservationPagePath({
    role,
    reservationId: reservation.reservation_id,
    listingId: reservation.listing_id,
  });

type BookingEvent =
  | 'reservation.created'
  | 'reservation.status_changed'
  | 'reservation.moved'
  | 'reservation.reminder_due'
  | 'waitlist.seat_offered';

/** Who is told of an event, and what. */
interface BookingMessage {
  userId: string;
  code: string;
  title: string;
  body: string;
  link: string;
  metadata: Record<string, unknown>;
}

const when = (event: { starts_at: string; time_zone: string }) =>
  localDateTime(new Date(event.starts_at), event.time_zone);

const seatsText = (seats: number) => (seats === 1 ? '1 seat' : `${seats} seats`);

const statusWords: Record<string, string> = {
  confirmed: 'was accepted',
  cancelled: 'was cancelled',
  completed: 'was marked completed',
  no_show: 'was marked a no-show',
};

/**
 * The messages of each event, one function per event as the subscribers look it up: the
 * provider is told of a new booking, and its customer gets the booking's confirmation.
 */
export const bookingMessages: {
  [N in BookingEvent]: (event: DomainEventPayload<N>) => BookingMessage[];
} = {
  'reservation.created': (made) => [
    {
      userId: made.provider_id,
      code: notificationCodes.reservationCreated,
      title: `${made.status === 'requested' ? 'Booking request' : 'New booking'} #${made.reservation_number}`,
      body: `${made.customer_name} booked ${seatsText(made.seats)} of “${made.title}” on ${when(made)}.${made.status === 'requested' ? ' Accept or decline it.' : ''}`,
      link: reservationLink('provider', made),
      metadata: {
        reservation_id: made.reservation_id,
        reservation_number: made.reservation_number,
      },
    },
    {
      userId: made.customer_id,
      code: notificationCodes.reservationBooked,
      title:
        made.status === 'requested'
          ? `Booking request #${made.reservation_number} sent`
          : `Booking #${made.reservation_number} confirmed`,
      body: `${seatsText(made.seats)} of “${made.title}” on ${when(made)}.${made.status === 'requested' ? ' The provider accepts or declines it; you will be told.' : ''}`,
      link: reservationLink('customer', made),
      metadata: {
        reservation_id: made.reservation_id,
        reservation_number: made.reservation_number,
        status: made.status,
      },
    },
  ],
  'reservation.status_changed': (changed) => {
    const side = changed.changed_by === 'provider' ? 'customer' : 'provider';
    return [
      {
        userId: side === 'customer' ? changed.customer_id : changed.provider_id,
        code: notificationCodes.reservationStatusChanged,
        title: `Booking #${changed.reservation_number} ${statusWords[changed.status] ?? changed.status} by the ${changed.changed_by}`,
        body: `“${changed.title}” on ${when(changed)}.${changed.status_reason ? ` ${changed.status_reason}` : ''}`,
        link: reservationLink(side, changed),
        metadata: {
          reservation_id: changed.reservation_id,
          reservation_number: changed.reservation_number,
          status: changed.status,
        },
      },
    ];
  },
  'reservation.moved': (moved) => [
    {
      userId: moved.customer_id,
      code: notificationCodes.reservationMoved,
      title: `Booking #${moved.reservation_number} moved to ${when(moved)}`,
      body: `The provider moved “${moved.title}” from ${when({ starts_at: moved.previous_starts_at, time_zone: moved.time_zone })} to ${when(moved)}. If the new time does not suit you, you can cancel.`,
      link: reservationLink('customer', moved),
      metadata: { reservation_id: moved.reservation_id, starts_at: moved.starts_at },
    },
  ],
  'reservation.reminder_due': (due) => [
    {
      userId: due.customer_id,
      code: notificationCodes.reservationReminder,
      title: `Reminder: “${due.title}” ${due.before === 'day' ? 'tomorrow' : 'in an hour'}`,
      body: `Your booking #${due.reservation_number} (${seatsText(due.seats)}) starts ${when(due)}.`,
      link: reservationLink('customer', due),
      metadata: { reservation_id: due.reservation_id, before: due.before },
    },
  ],
  'waitlist.seat_offered': (offer) => [
    {
      userId: offer.user_id,
      code: notificationCodes.waitlistSeatOffered,
      title: `A seat is free: “${offer.title}”`,
      body: `${seatsText(offer.seats)} on ${when(offer)} ${offer.seats === 1 ? 'is' : 'are'} held for you until ${when({ starts_at: offer.offered_until, time_zone: offer.time_zone })}. Book now to take ${offer.seats === 1 ? 'it' : 'them'}.`,
      link: serviceLink(offer.listing_id),
      metadata: { slot_id: offer.slot_id, offered_until: offer.offered_until },
    },
  ],
};

const bookingEvents = Object.keys(bookingMessages) as BookingEvent[];

/** A notification for each booking event, stored with its delivery. */
export function bookingNotificationSubscribers(
  notifications: Pick<NotificationsService, 'notify'>,
) {
  return bookingEvents.map(<N extends BookingEvent>(event: N): DomainEventSubscriber<N> => ({
    name: `bookings.${event}-notification`,
    event,
    handle: async (payload, { occurredAt, tx }) => {
      for (const message of bookingMessages[event](payload)) {
        await notifications.notify(
          message.userId,
          {
            type: 'request',
            code: message.code,
            title: message.title,
            body: message.body,
            link: message.link,
            metadata: message.metadata,
            at: occurredAt,
          },
          tx,
        );
      }
    },
  }));
}

/** A closed account's future reservations are cancelled and it leaves the waiting lists. */
export function bookingAccountSubscribers(bookings: Pick<BookingsService, 'closeAccount'>) {
  const cancelOnClose: DomainEventSubscriber<'account.closed'> = {
    name: 'bookings.cancel-on-close',
    event: 'account.closed',
    handle: ({ user_id }, { occurredAt, tx }) => bookings.closeAccount(user_id, tx, occurredAt),
  };
  return [cancelOnClose];
}
