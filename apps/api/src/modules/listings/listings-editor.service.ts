import { createListingCopying } from './copy-listing';
import { createListingDeletion } from './delete-listing';
import type { ListingServiceContext } from './listing-service-context';
import { createOwnListings } from './own-listings';
import { createListingPausing } from './pause-listing';
import { createListingSaving } from './save-listing';
import { createBulkListingSaving } from './save-listings-in-bulk';

/**
 * The owner's editor: their listings of a division, saving, copying, pausing and deleting, one
 * file per use case sharing `listing-editing.ts`.
 */
export function createListingEditor(context: ListingServiceContext) {
  return {
    ...createOwnListings(context),
    ...createListingSaving(context),
    ...createBulkListingSaving(context),
    ...createListingDeletion(context),
    ...createListingCopying(context),
    ...createListingPausing(context),
  };
}
