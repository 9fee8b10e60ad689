// What the owner's editor calls share (saving, copying, pausing, deleting): who may edit what,
// the owner's view of a listing, the change guards, the editor's events and the prepared form.
import {
  mayEditListingsOf,
  type ListingInput,
  type ListingParameterField,
  type MarketplaceSection,
  type OwnerListing,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { ListingRow } from '../../db/schema/listings';
import { ForbiddenError } from '../../errors';
import { moneyOf } from '../../lib/money';
import {
  locationOf,
  parametersOf,
  sectionAttributes,
  toListingDocument,
  toMediaItem,
} from './listing-dto';
import { withPropertyOffer } from './listing-input';
import {
  listingNotFound,
  type Actor,
  type ListingChangeGuard,
  type ListingsServiceDependencies,
} from './listing-service-context';
import type { ListingQueries } from './listings.repository';

const notYours = () =>
  new ForbiddenError(
    'FORBIDDEN',
    'This listing belongs to another seller. Only its seller can change it.',
  );

export const isPublishedRow = (row: Pick<ListingRow, 'status' | 'draftState'>) =>
  row.status === 'active' && row.draftState === 'sent';

export function assertMayEdit(actor: Actor, section: MarketplaceSection) {
  if (!mayEditListingsOf(section, actor.type)) {
    throw new ForbiddenError('FORBIDDEN', "You can't add or edit listings in this division.");
  }
}

/** The actor's own listing of this division; another owner's listing is a 403. */
export async function ownListing(
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
export async function toOwnerListing(
  queries: ListingQueries,
  row: ListingRow,
): Promise<OwnerListing> {
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

/** What the registered guards say about this change (ADR 0058); they throw to refuse. */
export async function guardChange(
  changeGuards: readonly ListingChangeGuard[],
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

/** The events a save in the editor publishes, and their delivery once it committed. */
export function editorEvents(events: ListingsServiceDependencies['events']) {
  return {
    /**
     * `listing.published` when this save published the listing for the first time (a draft
     * sent): its seller's followers are told once, not on every later edit.
     */
    async published(
      tx: Queryable,
      before: ListingRow | undefined,
      after: ListingRow,
    ): Promise<string | undefined> {
      if (before?.publishedAt || !after.publishedAt) return undefined;
      return events.publish(
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
    },

    /** `listing.saved` after every save: the moderation rules look at it (ADR 0070). */
    saved(tx: Queryable, listing: ListingRow, created: boolean): Promise<string> {
      return events.publish(
        tx,
        'listing.saved',
        { listing_id: listing.id, owner_id: listing.ownerId, created },
        listing.updatedAt,
      );
    },

    async deliver(eventIds: (string | undefined)[]): Promise<void> {
      const published = eventIds.filter((id): id is string => id !== undefined);
      if (published.length > 0) await events.deliver(...published);
    },
  };
}

/**
 * A listing saved without coordinates gets those of its postal code, so the radius filter and
 * the distance sort find it; coordinates sent with the form win.
 */
export async function withCoordinates(
  deps: Pick<ListingsServiceDependencies, 'coordinatesOfZipCode'>,
  input: ListingInput,
): Promise<ListingInput> {
  const location = input.location;
  if (!location || !deps.coordinatesOfZipCode) return input;
  if (location.latitude != null && location.longitude != null) return input;
  const point = await deps.coordinatesOfZipCode(location.zip_code);
  return point ? { ...input, location: { ...location, ...point } } : input;
}

/**
 * The edit form as it is saved (located, with its Property offer) and the parameters its node
 * asks for, read before the save's transaction: the catalog reads through its own connection,
 * which must not wait on that transaction.
 */
export async function preparedForm(
  deps: Pick<ListingsServiceDependencies, 'coordinatesOfZipCode' | 'listingParametersOf'>,
  form: ListingInput,
): Promise<{ input: ListingInput; parameterFields: ListingParameterField[] }> {
  const located = await withCoordinates(deps, form);
  const parameterFields = located.catalog_node_id
    ? await deps.listingParametersOf(located.catalog_node_id)
    : [];
  return { input: withPropertyOffer(located, parameterFields), parameterFields };
}
