import type { ListingInput, OwnerListing } from '@bazaar/contracts';
import {
  assertMayEdit,
  editorEvents,
  guardChange,
  isPublishedRow,
  ownListing,
  preparedForm,
  toOwnerListing,
} from './listing-editing';
import { checkListingInput, listingRowValues, saveListingRelations } from './listing-input';
import type { Actor, ListingServiceContext } from './listing-service-context';

/** Saving the editor's form: a new listing, or the whole form of one of the owner's. */
export function createListingSaving({
  deps,
  repository,
  clock,
  changeGuards,
}: ListingServiceContext) {
  const events = editorEvents(deps.events);
  return {
    async create(actor: Actor, form: ListingInput): Promise<OwnerListing> {
      assertMayEdit(actor, form.section);
      const { input, parameterFields } = await preparedForm(deps, form);
      const saved = await repository.transaction(async (queries, tx) => {
        await checkListingInput(queries, actor, input, undefined, parameterFields);
        await guardChange(changeGuards, actor, queries, tx, input.draft_state === 'sent');
        const now = clock.now();
        const listing = await queries.insertListing({
          ...listingRowValues(input, undefined, now),
          ownerId: actor.id,
          section: input.section,
          status: 'active',
          createdAt: now,
        });
        await saveListingRelations(queries, listing, input, now);
        return {
          owned: await toOwnerListing(queries, listing),
          eventIds: [
            await events.published(tx, undefined, listing),
            await events.saved(tx, listing, true),
          ],
        };
      });
      await events.deliver(saved.eventIds);
      return saved.owned;
    },

    /** Saves the whole edit form: fields, variants, pictures and documents in their new order. */
    async update(actor: Actor, id: string, form: ListingInput): Promise<OwnerListing> {
      const { input, parameterFields } = await preparedForm(deps, form);
      const saved = await repository.transaction(async (queries, tx) => {
        const existing = await ownListing(queries, actor, input.section, id);
        await checkListingInput(queries, actor, input, existing, parameterFields);
        await guardChange(
          changeGuards,
          actor,
          queries,
          tx,
          !isPublishedRow(existing) && existing.status === 'active' && input.draft_state === 'sent',
        );
        const now = clock.now();
        const listing = await queries.updateListing(id, listingRowValues(input, existing, now));
        await saveListingRelations(queries, listing, input, now);
        return {
          owned: await toOwnerListing(queries, listing),
          eventIds: [
            await events.published(tx, existing, listing),
            await events.saved(tx, listing, false),
          ],
        };
      });
      await events.deliver(saved.eventIds);
      return saved.owned;
    },
  };
}
