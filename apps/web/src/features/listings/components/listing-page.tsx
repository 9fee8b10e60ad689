'use client';

import { ListingItemActions } from '@/components/listing-item-actions';
import { useListing } from '../api/get-listing';
import { ListingView } from './listing-view';

/** The public item page of a listing; the server has fetched it already (and 404s without it). */
export function ListingPage({ id }: { id: string }) {
  const listing = useListing(id);
  return listing.data ? (
    <ListingView listing={listing.data} actions={<ListingItemActions listing={listing.data} />} />
  ) : null;
}
