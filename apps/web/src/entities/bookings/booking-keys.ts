/** Query keys of service bookings: every key starts with `['bookings']`. */
export const bookingKeys = {
  all: ['bookings'] as const,
  /** Every service's slots. */
  allSlots: () => [...bookingKeys.all, 'slots'] as const,
  slotsOf: (listingId: string) => [...bookingKeys.allSlots(), listingId] as const,
  /** A service's slots between two dates (`GET /services/:listingId/slots`). */
  slots: (listingId: string, from: string, to: string) =>
    [...bookingKeys.slotsOf(listingId), from, to] as const,
  /** The Slots badge's counts (`GET /products/me/services/slots/stats`). */
  stats: () => [...bookingKeys.all, 'stats'] as const,
  reservations: () => [...bookingKeys.all, 'reservations'] as const,
  reservationList: (role: 'customer' | 'provider', listingId: string | null) =>
    [...bookingKeys.reservations(), role, listingId] as const,
  schedule: (listingId: string) => [...bookingKeys.all, 'schedule', listingId] as const,
  calendarFeed: () => [...bookingKeys.all, 'calendar-feed'] as const,
};
