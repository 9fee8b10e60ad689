import {
  mayEditListingsOf,
  type ListingInput,
  type ListingParameterField,
  type ListingPrefill,
  type MarketplaceSection,
  type OwnerListing,
  type OwnerListingPage,
  type OwnerListingsQuery,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { ListingRow } from '../../db/schema/listings';
import { ForbiddenError } from '../../errors';
import { assertMayPublish } from '../../lib/account-status';
import { decodeCursor } from '../../lib/keyset-cursor';
import { moneyOf } from '../../lib/money';
import {
  locationOf,
  parametersOf,
  sectionAttributes,
  toListingDocument,
  toMediaItem,
  toOwnerListingRow,
} from './listing-dto';
import { pausedStatus, unpausedStatus } from './listing-status';
import type { ListingQueries } from './listings.repository';
import {
  checkListingInput,
  listingRowValues,
  saveListingRelations,
  withPropertyOffer,
} from './listing-input';
import { listingNotFound, type Actor, type ListingServiceContext } from './listing-service-context';

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

const notYours = () =>
  new ForbiddenError(
    'FORBIDDEN',
    'This listing belongs to another seller. Only its seller can change it.',
  );

/** The owner's editor: their listings of a division, saving, copying, pausing and deleting. */
export function createListingEditor({
  deps,
  repository,
  clock,
  pageOfOwnerRows,
  changeGuards,
}: ListingServiceContext) {
  /** What the registered guards say about this change (ADR 0058); they throw to refuse. */
  async function guardChange(
    actor: Actor,
    queries: ListingQueries,
    tx: Queryable,
    publishesOne: boolean,
  ) {
    for (const guard of changeGuards) {
      await guard.check(
        actor,
        { publishesOne, publishedCount: () => queries.countPublishedOf(actor.id) },
        tx,
      );
    }
  }

  const isPublishedRow = (row: Pick<ListingRow, 'status' | 'draftState'>) =>
    row.status === 'active' && row.draftState === 'sent';

  function assertMayEdit(actor: Actor, section: MarketplaceSection) {
    if (!mayEditListingsOf(section, actor.type)) {
      throw new ForbiddenError('FORBIDDEN', "You can't add or edit listings in this division.");
    }
  }

  /**
   * `listing.published` when this save published the listing for the first time (a draft sent):
   * its seller's followers are told once, not on every later edit.
   */
  async function publishedEvent(
    tx: Queryable,
    before: ListingRow | undefined,
    after: ListingRow,
  ): Promise<string | undefined> {
    if (before?.publishedAt || !after.publishedAt) return undefined;
    return deps.events.publish(
      tx,
      'listing.published',
      {
        listing_id: after.id,
        seller_id: after.ownerId,
        section: after.section,
        title: after.title,
      },
      after.publishedAt,
    );
  }

  /** `listing.saved` after every save in the editor: the moderation rules look at it (ADR 0070). */
  function savedEvent(tx: Queryable, listing: ListingRow, created: boolean): Promise<string> {
    return deps.events.publish(
      tx,
      'listing.saved',
      { listing_id: listing.id, owner_id: listing.ownerId, created },
      listing.updatedAt,
    );
  }

  async function deliver(eventIds: (string | undefined)[]): Promise<void> {
    const published = eventIds.filter((id): id is string => id !== undefined);
    if (published.length > 0) await deps.events.deliver(...published);
  }

  /** The actor's own listing of this division; another owner's listing is a 403. */
  async function ownListing(
    queries: ListingQueries,
    actor: Actor,
    section: MarketplaceSection,
    id: string,
  ): Promise<ListingRow> {
    assertMayEdit(actor, section);
    const row = await queries.findById(id);
    if (!row) throw listingNotFound();
    if (row.ownerId !== actor.id) throw notYours();
    if (row.section !== section) throw listingNotFound();
    return row;
  }

  /**
   * The owner's view of a listing. `queries` is often a transaction, one database connection:
   * its queries run one after the other (node-postgres refuses to send one while another runs).
   */
  async function toOwnerListing(queries: ListingQueries, row: ListingRow): Promise<OwnerListing> {
    const media = await queries.mediaOf(row.id);
    const documents = await queries.documentsOf(row.id);
    const variants = row.section === 'catalog' ? await queries.variantsOf(row.id) : [];
    return {
      ...sectionAttributes(row, variants),
      id: row.id,
      status: row.status,
      draft_state: row.draftState,
      blocked_reason: row.blockedReason,
      catalog_node_id: row.catalogNodeId,
      title: row.title,
      description: row.description,
      price: moneyOf(row.priceMinor, row.currency),
      negotiable: row.negotiable,
      quantity: row.quantity,
      location: locationOf(row),
      media: media.map(toMediaItem),
      documents: documents.map(toListingDocument),
      parameters: parametersOf(row),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      published_at: row.publishedAt?.toISOString() ?? null,
    } as OwnerListing;
  }

  /**
   * The parameters the listing's node asks for, read before the save's transaction: the catalog
   * reads through its own connection, which must not wait on that transaction.
   */
  async function parameterFieldsOf(input: ListingInput): Promise<ListingParameterField[]> {
    return input.catalog_node_id ? deps.listingParametersOf(input.catalog_node_id) : [];
  }

  /**
   * A listing saved without coordinates gets those of its postal code, so the radius filter and
   * the distance sort find it; coordinates sent with the form win.
   */
  async function withCoordinates(input: ListingInput): Promise<ListingInput> {
    const location = input.location;
    if (!location || !deps.coordinatesOfZipCode) return input;
    if (location.latitude != null && location.longitude != null) return input;
    const point = await deps.coordinatesOfZipCode(location.zip_code);
    return point ? { ...input, location: { ...location, ...point } } : input;
  }

  return {
    /** The actor's listings of one division, by status and title words, recently changed first. */
    async listOwn(
      actor: Actor,
      section: MarketplaceSection,
      query: OwnerListingsQuery,
    ): Promise<OwnerListingPage> {
      assertMayEdit(actor, section);
      const rows = await repository.listOwn({
        ownerId: actor.id,
        section,
        status: query.status,
        draftState: query.draft_state,
        search: query.search || undefined,
        limit: query.limit + 1,
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      });
      const { page, coverOf, nextCursor } = await pageOfOwnerRows(rows, query.limit);
      return {
        items: page.map((row) => toOwnerListingRow(row, coverOf.get(row.id))),
        next_cursor: nextCursor,
      };
    },

    async create(actor: Actor, form: ListingInput): Promise<OwnerListing> {
      assertMayEdit(actor, form.section);
      const located = await withCoordinates(form);
      const parameterFields = await parameterFieldsOf(located);
      const input = withPropertyOffer(located, parameterFields);
      const saved = await repository.transaction(async (queries, tx) => {
        await checkListingInput(queries, actor, input, undefined, parameterFields);
        await guardChange(actor, queries, tx, input.draft_state === 'sent');
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
            await publishedEvent(tx, undefined, listing),
            await savedEvent(tx, listing, true),
          ],
        };
      });
      await deliver(saved.eventIds);
      return saved.owned;
    },

    async getOwn(actor: Actor, section: MarketplaceSection, id: string): Promise<OwnerListing> {
      const row = await ownListing(repository, actor, section, id);
      return toOwnerListing(repository, row);
    },

    /** Saves the whole edit form: fields, variants, pictures and documents in their new order. */
    async update(actor: Actor, id: string, form: ListingInput): Promise<OwnerListing> {
      const located = await withCoordinates(form);
      const parameterFields = await parameterFieldsOf(located);
      const input = withPropertyOffer(located, parameterFields);
      const saved = await repository.transaction(async (queries, tx) => {
        const existing = await ownListing(queries, actor, input.section, id);
        await checkListingInput(queries, actor, input, existing, parameterFields);
        await guardChange(
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
            await publishedEvent(tx, existing, listing),
            await savedEvent(tx, listing, false),
          ],
        };
      });
      await deliver(saved.eventIds);
      return saved.owned;
    },

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
            : await withCoordinates(item.input);
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

    async remove(actor: Actor, section: MarketplaceSection, id: string): Promise<void> {
      await repository.transaction(async (queries) => {
        await ownListing(queries, actor, section, id);
        // Its pictures and documents become unattached and are purged a day later.
        await queries.deleteListing(id);
      });
    },

    /**
     * The copy call behind `similarProduct`: a new draft's form filled from one of the actor's
     * listings or from any public listing of the division. Pictures are copied so the new
     * listing owns its own; documents only come along from the actor's own listings.
     */
    async copy(actor: Actor, section: MarketplaceSection, id: string): Promise<ListingPrefill> {
      assertMayEdit(actor, section);
      const prefill = await repository.transaction(async (queries, tx) => {
        const source = await queries.findById(id);
        if (!source || source.section !== section) throw listingNotFound();
        await guardChange(actor, queries, tx, false);
        const own = source.ownerId === actor.id;
        if (!own && !(await queries.findPublic(id))) throw listingNotFound();

        const now = clock.now();
        // One after the other: a transaction is one connection.
        const media = await queries.mediaOf(id);
        const documents = own ? await queries.documentsOf(id) : [];
        const mediaCopies = await queries.insertMedia(
          media.map((m) => ({
            ownerId: actor.id,
            listingId: null,
            url: m.url,
            thumbnailUrl: m.thumbnailUrl,
            width: m.width,
            height: m.height,
            alt: m.alt,
            createdAt: now,
          })),
        );
        const documentCopies = await queries.insertDocuments(
          documents.map((d) => ({
            ownerId: actor.id,
            listingId: null,
            name: d.name,
            url: d.url,
            sizeBytes: d.sizeBytes,
            createdAt: now,
          })),
        );
        const current = await toOwnerListing(queries, source);
        const attributes =
          current.section === 'catalog'
            ? {
                ...current.attributes,
                variants: current.attributes.variants.map(({ id: _id, ...variant }) => variant),
              }
            : current.attributes;
        const listing = {
          section: current.section,
          attributes,
          draft_state: 'draft',
          catalog_node_id: current.catalog_node_id,
          title: current.title,
          description: current.description,
          price: current.price,
          negotiable: current.negotiable,
          quantity: current.quantity,
          location: current.location,
          media_ids: mediaCopies.map((m) => m.id),
          document_ids: documentCopies.map((d) => d.id),
          parameters: current.parameters,
        } as ListingInput;
        return {
          copied_from: source.id,
          listing,
          media: mediaCopies.map(toMediaItem),
          documents: documentCopies.map(toListingDocument),
        };
      });
      // A copy starts with only the details its category asks for, so it can be saved as it is.
      const nodeId = prefill.listing.catalog_node_id;
      const asked = new Set(
        nodeId ? (await deps.listingParametersOf(nodeId)).map((field) => field.key) : [],
      );
      const parameters = Object.fromEntries(
        Object.entries(prefill.listing.parameters).filter(([key]) => asked.has(key)),
      );
      return { ...prefill, listing: { ...prefill.listing, parameters } };
    },

    async pause(actor: Actor, section: MarketplaceSection, id: string): Promise<OwnerListing> {
      return repository.transaction(async (queries) => {
        const row = await ownListing(queries, actor, section, id);
        const status = pausedStatus(row.status);
        const updated =
          status === row.status
            ? row
            : await queries.updateListing(id, { status, updatedAt: clock.now() });
        return toOwnerListing(queries, updated);
      });
    },

    async unpause(actor: Actor, section: MarketplaceSection, id: string): Promise<OwnerListing> {
      return repository.transaction(async (queries, tx) => {
        const row = await ownListing(queries, actor, section, id);
        const status = unpausedStatus(row.status);
        if (status === null) {
          const why = row.blockedReason ? `: ${row.blockedReason}` : '.';
          throw new ForbiddenError('FORBIDDEN', `An administrator blocked this listing${why}`);
        }
        if (status === 'active') assertMayPublish(actor);
        await guardChange(
          actor,
          queries,
          tx,
          status === 'active' && row.status !== 'active' && row.draftState === 'sent',
        );
        const updated =
          status === row.status
            ? row
            : await queries.updateListing(id, { status, updatedAt: clock.now() });
        return toOwnerListing(queries, updated);
      });
    },
  };
}
