import {
  listingInputBySection,
  validationMessages,
  type ListingInput,
  type ListingPatch,
  type MarketplaceSection,
  type OwnerListing,
} from '@bazaar/contracts';
import { ValidationError } from '../../errors';

/** The edit form of a saved listing, as a client would send it whole. */
function formOf(saved: OwnerListing): Record<string, unknown> {
  return {
    section: saved.section,
    draft_state: saved.draft_state,
    catalog_node_id: saved.catalog_node_id,
    title: saved.title,
    description: saved.description,
    price: saved.price,
    negotiable: saved.negotiable,
    quantity: saved.quantity,
    location: saved.location,
    media_ids: saved.media.map((item) => item.id),
    document_ids: saved.documents.map((item) => item.id),
    parameters: saved.parameters,
    attributes: saved.attributes,
  };
}

/**
 * The whole form a PATCH stands for: the saved listing with the fields the PATCH sent (and the
 * attributes it sent, key by key) in place of their values; what it left out stays as saved.
 */
export function patchedListingForm(
  section: MarketplaceSection,
  saved: OwnerListing,
  patch: ListingPatch,
): ListingInput {
  const current = formOf(saved);
  const merged = {
    ...current,
    ...patch,
    section,
    attributes: { ...(current.attributes as object), ...patch.attributes },
  };
  const parsed = listingInputBySection[section].safeParse(merged);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.'),
        message: issue.message,
      })),
      validationMessages.itemNotSaved,
    );
  }
  return parsed.data;
}
