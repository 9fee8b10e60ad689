import { createListingEditor } from './listings-editor.service';
import { createListingModeration } from './listings-moderation.service';
import { createPublicListings } from './listings-public.service';
import { createListingUploads } from './listings-uploads.service';
import { listingServiceContext, type ListingsServiceDependencies } from './listing-service-context';

export type { Actor, ListingsServiceDependencies } from './listing-service-context';
export { UNATTACHED_UPLOAD_TTL_MS } from './listings-uploads.service';

/**
 * The listings service, composed of its parts: public pages, the owner's editor, uploads and
 * moderation. Other modules and the routes use this one object.
 */
export function createListingsService(deps: ListingsServiceDependencies) {
  const context = listingServiceContext(deps);
  return {
    /**
     * The first picture of each listing (none for listings without one): the cover that cards
     * drawn by other modules (comparison, favorites) show.
     */
    coverPictures: context.covers,

    ...createPublicListings(context),
    ...createListingUploads(context),
    ...createListingEditor(context),
    ...createListingModeration(context),
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
