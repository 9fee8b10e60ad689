'use client';

import Card from '@mui/material/Card';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import type { Money } from '@bazaar/contracts';
import { type ListingPageData } from '../lib/listing-page-data';
import { ListingSection } from './listing-section';

/** What a booking calendar on the item page is told. */
export interface ListingBookingProps {
  listingId: string;
  /** A visitor reserves; the owner and the owner's preview see the same, without it. */
  viewer: 'visitor' | 'owner' | 'preview';
  /** The listing's price, for the slots that have none of their own. */
  price: Money | null;
}

/** Draws the calendar the route gives its item pages (the bookings feature's; app/ composes features). */
export type RenderBookingCalendar = (props: ListingBookingProps) => ReactNode;

const BookingCalendar = createContext<RenderBookingCalendar | null>(null);

export function ListingBookingProvider({
  renderCalendar,
  children,
}: {
  renderCalendar: RenderBookingCalendar;
  children: ReactNode;
}) {
  return <BookingCalendar.Provider value={renderCalendar}>{children}</BookingCalendar.Provider>;
}

/** A Services listing's "Book a time" part of the item page; other divisions have none. */
export function ListingBooking({
  listing,
  viewer,
}: {
  listing: ListingPageData;
  viewer: ListingBookingProps['viewer'];
}) {
  const t = useTranslations('bookings');
  const renderCalendar = useContext(BookingCalendar);
  if (listing.section !== 'services' || !renderCalendar) return null;
  return (
    // Under the summary on phones too (the item page's reading order puts the summary second).
    <Card sx={{ p: { xs: 2, md: 2.5 }, order: { xs: 2, md: 0 }, minWidth: 0 }}>
      <ListingSection title={t('bookTitle')}>
        {renderCalendar({ listingId: listing.id, viewer, price: listing.price })}
      </ListingSection>
    </Card>
  );
}
