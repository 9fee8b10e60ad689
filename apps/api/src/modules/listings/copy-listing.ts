import type { ListingInput, ListingPrefill, MarketplaceSection } from '@bazaar/contracts';
import { toListingDocument, toMediaItem } from './listing-dto';
import { assertMayEdit, guardChange, toOwnerListing } from './listing-editing';
import { listingNotFound, type Actor, type ListingServiceContext } from './listing-service-context';

/** A new listing's form filled from an existing one (the editor's "similar product"). */
export function createListingCopying({
  deps,
  repository,
  clock,
  changeGuards,
}: ListingServiceContext) {
  return {
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
        await guardChange(changeGuards, actor, queries, tx, false);
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
  };
}
