'use client';

import { ListingItemActions } from '@/components/listing-item-actions';
import { useListingViewReport } from '@/lib/analytics/use-analytics';
import { useListing } from '../api/get-listing';
import { ListingView } from './listing-view';
import { ListingBooking } from './listing-booking';

/**
 * The public item page of a listing; the server has fetched it already (and 404s without it).
 * `editHref`: the owner's edit form, given by the server to the owner only.
 */
export function ListingPage({ id, editHref }: { id: string; editHref?: string }) {
  const listing = useListing(id);
  // The page may come from the cache: the view is counted from the browser's report.
  useListingViewReport(listing.data ? id : null);
  return listing.data ? (
    <ListingView
      listing={listing.data}
      actions={<ListingItemActions listing={listing.data} editHref={editHref} />}
      // The owner (the server gave the edit link to the owner only) sees the calendar unbookable.
      booking={<ListingBooking listing={listing.data} viewer={editHref ? 'owner' : 'visitor'} />}
    />
  ) : null;
}
