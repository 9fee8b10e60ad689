import type { Database, Queryable } from '../../db/client';
import { calendarFeedQueries } from './calendar-feed.queries';
import { reservationListQueries } from './reservation-lists.queries';
import { reservationQueries } from './reservation.queries';
import { scheduleQueries } from './schedule.queries';
import { serviceListingQueries } from './service-listing.queries';
import { slotQueries } from './slot.queries';
import { waitlistQueries } from './waitlist.queries';

/** Every query of bookings, on the database or in a transaction; one file per group. */
function bookingQueries(db: Queryable) {
  return {
    ...serviceListingQueries(db),
    ...scheduleQueries(db),
    ...slotQueries(db),
    ...reservationQueries(db),
    ...reservationListQueries(db),
    ...waitlistQueries(db),
    ...calendarFeedQueries(db),
  };
}

export type BookingQueries = ReturnType<typeof bookingQueries>;

export function createBookingsRepository(db: Database) {
  return {
    ...bookingQueries(db),
    transaction<T>(work: (queries: BookingQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(bookingQueries(tx), tx));
    },
    within(tx: Queryable): BookingQueries {
      return bookingQueries(tx);
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
