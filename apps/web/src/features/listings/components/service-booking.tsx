'use client';

import Card from '@mui/material/Card';
import { useTranslations } from 'use-intl';
import { lazyLoad } from '@/components/lazy-load';
import { ListingSection } from './listing-section';
import { type ListingPageData } from '../lib/listing-page-data';
import type { AvailabilityViewer } from './service-availability';

// The calendar's code loads only on Services item pages, when shown (ADR 0037).
const ServiceAvailability = lazyLoad(() => import('./service-availability'), {
  placeholderSx: { minHeight: 320 },
});

/** A Services listing's "Book a time" part of the item page; other divisions have none. */
export function ServiceBooking({
  listing,
  viewer,
}: {
  listing: ListingPageData;
  viewer: AvailabilityViewer;
}) {
  const t = useTranslations('bookings');
  if (listing.section !== 'services') return null;
  return (
    // Under the summary on phones too (the item page's reading order puts the summary second).
    <Card sx={{ p: { xs: 2, md: 2.5 }, order: { xs: 2, md: 0 }, minWidth: 0 }}>
      <ListingSection title={t('bookTitle')}>
        <ServiceAvailability listingId={listing.id} viewer={viewer} price={listing.price} />
      </ListingSection>
    </Card>
  );
}
