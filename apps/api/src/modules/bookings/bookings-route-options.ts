import type { BookingsService } from './bookings.service';

/** What each group of the bookings routes is registered with. */
export interface BookingsRoutesOptions {
  service: BookingsService;
}

export const SIGNED_IN = { access: 'signed-in' } as const;
export const tags = ['bookings'];
