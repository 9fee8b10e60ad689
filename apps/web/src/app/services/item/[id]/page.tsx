import type { ComponentProps } from 'react';
import { listingItemPage } from '@/features/listings/server/item-page';
import { ServiceBookingOnItemPage } from './service-booking-on-item-page';

/** `/services/item/:id`: the item page of a Services listing; `?view=preview` is the owner's preview. */
const page = listingItemPage('services');

export const generateMetadata = page.generateMetadata;

/** The item page, with the bookings feature's calendar to reserve a time. */
export default function ServiceItemPage(props: ComponentProps<typeof page.ItemPage>) {
  return (
    <ServiceBookingOnItemPage>
      <page.ItemPage {...props} />
    </ServiceBookingOnItemPage>
  );
}
