import type { ListingInput, ListingParameterField } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { ListingRow } from '../../db/schema/listings';
import { assertMayEdit, isPublishedRow, withCoordinates } from './listing-editing';
import {
  checkListingInput,
  listingRowValues,
  saveListingRelations,
  withPropertyOffer,
} from './listing-input';
import type { Actor, ListingServiceContext } from './listing-service-context';
import type { ListingQueries } from './listings.repository';

/** One listing of `saveMany`: a new one (listingId null) or the owner's listing to update. */
export interface BatchListingSave {
  listingId: string | null;
  input: ListingInput;
  /** On update: keep the listing's pictures (the source sent none, or the same ones). */
  keepMedia?: boolean;
  /**
   * On update: what the last import wrote. A description or catalog node the owner changed
   * since (it differs from these) is kept instead of the input's.
   */
  lastImported?: { description: string; catalogNodeId: string | null };
}

export type BatchSaveResult =
  { ok: true; listingId: string; created: boolean } | { ok: false; error: unknown };

/** The input of an update by `saveMany`: the owner's edits and what it keeps carried over. */
async function keptOnUpdate(
  queries: ListingQueries,
  existing: ListingRow,
  given: ListingInput,
  item: BatchListingSave,
): Promise<ListingInput> {
  let input: ListingInput = { ...given };
  if (item.lastImported) {
    if (existing.description !== item.lastImported.description) {
      input = { ...input, description: existing.description };
    }
    if (existing.catalogNodeId !== item.lastImported.catalogNodeId) {
      input = { ...input, catalog_node_id: existing.catalogNodeId };
    }
  }
  if (item.keepMedia) {
    input = { ...input, media_ids: (await queries.mediaOf(existing.id)).map((m) => m.id) };
  }
  if (input.section === 'catalog') {
    // Variants keep their ids (carts point at them) when their SKU or name matches.
    const known = await queries.variantsOf(existing.id);
    const variants = input.attributes.variants.map((variant) => {
      const same =
        known.find((k) => variant.sku && k.sku === variant.sku) ??
        known.find((k) => k.name === variant.name);
      return same ? { ...variant, id: same.id } : variant;
    });
    input = { ...input, attributes: { ...input.attributes, variants } };
  }
  return input;
}

/** Many listings of one owner saved at once, each on its own (the importer's batches). */
export function createBulkListingSaving({
  deps,
  repository,
  clock,
  changeGuards,
}: ListingServiceContext) {
  return {
    /**
     * Saves many of the actor's listings in one transaction, each with the checks of `create` and
     * `update` (guards included) on a savepoint of its own: a refused item is answered with its
     * error and the others go on (imports, ADR 0063). Answers in the items' order; nothing of
     * the owner view is read back, which is what makes it fast. A bulk save publishes no
     * `listing.published` events: followers are not sent one notification per imported listing.
     */
    async saveMany(
      actor: Actor,
      items: readonly BatchListingSave[],
      /** Runs last in the same transaction (the importer records its links and progress there). */
      onSaved?: (tx: Queryable, results: BatchSaveResult[]) => Promise<void>,
    ): Promise<BatchSaveResult[]> {
      const prepared: {
        item: BatchListingSave;
        input: ListingInput;
        fields: ListingParameterField[];
      }[] = [];
      const fieldsOfNode = new Map<string, Promise<ListingParameterField[]>>();
      // Many rows of one import share a postal code: each is looked up once.
      const pointOfZip = new Map<string, ListingInput['location']>();
      for (const item of items) {
        const zip = item.input.location?.zip_code;
        const known = zip !== undefined ? pointOfZip.get(zip) : undefined;
        const located =
          known && item.input.location?.latitude == null
            ? { ...item.input, location: { ...known, city: item.input.location!.city } }
            : await withCoordinates(deps, item.input);
        if (zip !== undefined && located.location) pointOfZip.set(zip, located.location);
        const nodeId = located.catalog_node_id;
        let fields: Promise<ListingParameterField[]> = Promise.resolve([]);
        if (nodeId) {
          fields = fieldsOfNode.get(nodeId) ?? deps.listingParametersOf(nodeId);
          fieldsOfNode.set(nodeId, fields);
        }
        const parameterFields = await fields.catch(() => []);
        prepared.push({
          item,
          input: withPropertyOffer(located, parameterFields),
          fields: parameterFields,
        });
      }
      return repository.transaction(async (chunkQueries, tx) => {
        const results: BatchSaveResult[] = [];
        // The guards ask how many listings are published; counted once per chunk and then kept
        // up to date here, not counted again for every item (a count over thousands of rows).
        let publishedBefore: number | undefined;
        let publishedHere = 0;
        const publishedCount = async () => {
          publishedBefore ??= await chunkQueries.countPublishedOf(actor.id);
          return publishedBefore + publishedHere;
        };
        for (const { item, input: given, fields } of prepared) {
          try {
            const saved = await tx.transaction(async (savepoint) => {
              const queries = repository.within(savepoint);
              assertMayEdit(actor, given.section);
              let input = given;
              let existing: ListingRow | undefined;
              if (item.listingId) {
                existing = await queries.findById(item.listingId);
                if (
                  !existing ||
                  existing.ownerId !== actor.id ||
                  existing.section !== given.section
                )
                  existing = undefined;
              }
              if (existing) {
                input = await keptOnUpdate(queries, existing, given, item);
              }
              await checkListingInput(queries, actor, input, existing, fields);
              const publishesOne = existing
                ? !isPublishedRow(existing) &&
                  existing.status === 'active' &&
                  input.draft_state === 'sent'
                : input.draft_state === 'sent';
              for (const guard of changeGuards) {
                await guard.check(actor, { publishesOne, publishedCount }, savepoint);
              }
              const now = clock.now();
              const listing = existing
                ? await queries.updateListing(existing.id, listingRowValues(input, existing, now))
                : await queries.insertListing({
                    ...listingRowValues(input, undefined, now),
                    ownerId: actor.id,
                    section: input.section,
                    status: 'active',
                    createdAt: now,
                  });
              await saveListingRelations(queries, listing, input, now);
              return { listing, created: !existing, publishesOne };
            });
            if (saved.publishesOne) publishedHere += 1;
            results.push({ ok: true, listingId: saved.listing.id, created: saved.created });
          } catch (error) {
            results.push({ ok: false, error });
          }
        }
        if (onSaved) await onSaved(tx, results);
        return results;
      });
    },
  };
}
