'use client';

import type { ReactNode } from 'react';
import { ServiceBooking } from '@/features/bookings/components/service-booking';
import { ListingBookingProvider } from '@/features/listings/components/listing-booking';

/** A Services item page books through the bookings feature's calendar. */
export function ServiceBookingOnItemPage({ children }: { children: ReactNode }) {
  return (
    <ListingBookingProvider renderCalendar={(props) => <ServiceBooking {...props} />}>
      {children}
    </ListingBookingProvider>
  );
}
