import type { ListingPatch, MarketplaceSection, OwnerListing } from '@bazaar/contracts';
import { listingParameterValues } from './listing-parameter-values';
import { patchedListingForm } from './listing-patch';
import { createListingEditor } from './listings-editor.service';
import { createListingModeration } from './listings-moderation.service';
import { createPublicListings } from './listings-public.service';
import { createListingUploads } from './listings-uploads.service';
import {
  listingServiceContext,
  type Actor,
  type ListingChangeGuard,
  type ListingsServiceDependencies,
} from './listing-service-context';

export type {
  Actor,
  ListingChangeGuard,
  ListingsServiceDependencies,
} from './listing-service-context';
export { UNATTACHED_UPLOAD_TTL_MS } from './listings-uploads.service';

/**
 * The listings service, composed of its parts: public pages, the owner's editor, uploads and
 * moderation. Other modules and the routes use this one object.
 */
export function createListingsService(deps: ListingsServiceDependencies) {
  const context = listingServiceContext(deps);
  const editor = createListingEditor(context);
  return {
    /**
     * The first picture of each listing (none for listings without one): the cover that cards
     * drawn by other modules (comparison, favorites) show.
     */
    coverPictures: context.covers,

    /** Lets another module refuse listing changes (subscriptions: expiry and plan limits). */
    addChangeGuard(guard: ListingChangeGuard): void {
      context.changeGuards.push(guard);
    },

    /** How many published, active listings an owner has (what a plan's limit counts). */
    countPublishedOf: (ownerId: string) => context.repository.countPublishedOf(ownerId),

    /**
     * Pauses an owner's published listings beyond the first `keep` (oldest kept): a downgrade
     * to a smaller plan. Answers how many were paused; nothing is deleted.
     */
    pausePublishedBeyond: (ownerId: string, keep: number) =>
      context.repository.transaction((queries) =>
        queries.pausePublishedBeyond(ownerId, keep, context.clock.now()),
      ),

    /** What the filters manager's merges do to listings' values, on its transaction. */
    parameterValues: listingParameterValues,

    ...createPublicListings(context),
    ...createListingUploads(context),
    ...editor,

    /** `PATCH …/{id}`: the fields sent change; those left out keep their saved values. */
    async patch(
      actor: Actor,
      section: MarketplaceSection,
      id: string,
      patch: ListingPatch,
    ): Promise<OwnerListing> {
      const saved = await editor.getOwn(actor, section, id);
      return editor.update(actor, id, patchedListingForm(section, saved, patch));
    },
    ...createListingModeration(context),
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
