import {
  listingParameterIssues,
  listingPublishIssues,
  offerOfRentalPeriod,
  PROPERTY_OFFER_PARAMETER,
  propertyOfferIssues,
  roundedDegrees,
  validationMessages,
  type FieldError,
  type ListingInput,
  type ListingParameterField,
} from '@bazaar/contracts';
import type { ListingRow, NewListingRow } from '../../db/schema/listings';
import { ValidationError } from '../../errors';
import { assertMayPublish } from '../../lib/account-status';
import { parametersOf } from './listing-dto';
import type { ListingQueries } from './listings.repository';
import type { Actor } from './listing-service-context';

/** Attributes as stored in the jsonb column: without variants and rental period, without empties. */
function storedAttributes(input: ListingInput): Record<string, unknown> {
  const entries = Object.entries(input.attributes).filter(
    ([key, value]) =>
      value !== null &&
      value !== undefined &&
      !(input.section === 'catalog' && key === 'variants') &&
      !(input.section === 'property' && key === 'rental_period'),
  );
  return Object.fromEntries(entries);
}

/**
 * A Property listing saved without an offer gets the one its rental period stands for, so the
 * division's "Offer" filter finds it whichever client saved it (one that only knows the rental
 * period, say). Only where its category asks for the offer: elsewhere the detail is refused.
 */
export function withPropertyOffer(
  input: ListingInput,
  parameterFields: readonly ListingParameterField[],
): ListingInput {
  if (input.section !== 'property' || PROPERTY_OFFER_PARAMETER in input.parameters) return input;
  if (!parameterFields.some((field) => field.key === PROPERTY_OFFER_PARAMETER)) return input;
  const offer = offerOfRentalPeriod(input.attributes.rental_period);
  return { ...input, parameters: { ...input.parameters, [PROPERTY_OFFER_PARAMETER]: offer } };
}

/** Refuses a save that cannot stand: missing fields on publish, foreign files, wrong nodes. */
export async function checkListingInput(
  queries: ListingQueries,
  actor: Actor,
  input: ListingInput,
  existing: ListingRow | undefined,
  parameterFields: readonly ListingParameterField[],
) {
  if (input.draft_state === 'sent') {
    // Publishing needs an active account; re-saving what is already out is not publishing.
    if (existing?.draftState !== 'sent') assertMayPublish(actor);
    const issues = listingPublishIssues(input);
    if (issues.length > 0) throw new ValidationError(issues, validationMessages.itemNotSaved);
  }

  // A sale with a rental period, or a rent without one: the listing would say both.
  const fields: FieldError[] = propertyOfferIssues(input);
  if (input.catalog_node_id) {
    const node = await queries.findCatalogNode(input.catalog_node_id);
    if (!node || node.section !== input.section) {
      fields.push({ field: 'catalog_node_id', message: 'Choose a category of this division' });
    } else {
      const savedKeys = Object.keys(existing ? parametersOf(existing) : {});
      fields.push(...listingParameterIssues(input.parameters, parameterFields, savedKeys));
    }
  }
  const attachable = (row: { ownerId: string; listingId: string | null }) =>
    row.ownerId === actor.id && (row.listingId === null || row.listingId === existing?.id);
  const media = await queries.mediaByIds(input.media_ids);
  if (media.length !== input.media_ids.length || !media.every(attachable)) {
    fields.push({
      field: 'media_ids',
      message: 'A picture is no longer available. Upload it again, please',
    });
  }
  const documents = await queries.documentsByIds(input.document_ids);
  if (documents.length !== input.document_ids.length || !documents.every(attachable)) {
    fields.push({
      field: 'document_ids',
      message: 'A document is no longer available. Upload it again, please',
    });
  }
  if (input.section === 'catalog') {
    const currency = input.price?.currency ?? input.attributes.variants[0]?.price.currency;
    input.attributes.variants.forEach((variant, index) => {
      if (variant.price.currency !== currency) {
        fields.push({
          field: `attributes.variants.${index}.price.currency`,
          message: 'Use the same currency as the product',
        });
      }
    });
  }
  if (fields.length > 0) throw new ValidationError(fields, validationMessages.itemNotSaved);
}

/** The listing row a form input stands for. */
const nullableDegrees = (degrees: number | null | undefined) =>
  degrees == null ? null : roundedDegrees(degrees);

export function listingRowValues(input: ListingInput, existing: ListingRow | undefined, now: Date) {
  let priceMinor = input.price?.amount_minor ?? null;
  let currency = input.price?.currency ?? null;
  let quantity = input.quantity;
  if (input.section === 'catalog' && input.attributes.variants.length > 0) {
    // With variants, cards show the lowest variant price, and stock is their sum.
    const variants = input.attributes.variants;
    const cheapest = variants.reduce((low, v) =>
      v.price.amount_minor < low.price.amount_minor ? v : low,
    );
    priceMinor = cheapest.price.amount_minor;
    currency = cheapest.price.currency;
    quantity = variants.reduce((sum, v) => sum + v.quantity, 0);
  }
  const publishing = input.draft_state === 'sent';
  return {
    catalogNodeId: input.catalog_node_id ?? null,
    title: input.title,
    description: input.description,
    priceMinor,
    currency,
    negotiable: input.negotiable,
    quantity,
    rentalPeriod: input.section === 'property' ? input.attributes.rental_period : null,
    zipCode: input.location?.zip_code ?? null,
    city: input.location?.city ?? null,
    // Rounded like /geo/point's: the database refuses the tiniest (subnormal) doubles.
    latitude: nullableDegrees(input.location?.latitude),
    longitude: nullableDegrees(input.location?.longitude),
    attributes: storedAttributes(input),
    parameters: input.parameters,
    draftState: input.draft_state,
    publishedAt: existing?.publishedAt ?? (publishing ? now : null),
    updatedAt: now,
  } satisfies Partial<NewListingRow>;
}

export async function saveListingRelations(
  queries: ListingQueries,
  listing: ListingRow,
  input: ListingInput,
  now: Date,
) {
  if (input.section === 'catalog') {
    const known = new Set((await queries.variantsOf(listing.id)).map((v) => v.id));
    await queries.setVariants(
      listing.id,
      input.attributes.variants.map((variant) => ({
        // An id of another listing's variant (a copy, a stale form) makes a new variant.
        id: variant.id && known.has(variant.id) ? variant.id : undefined,
        name: variant.name,
        sku: variant.sku ?? null,
        priceMinor: variant.price.amount_minor,
        currency: variant.price.currency,
        quantity: variant.quantity,
      })),
      now,
    );
  }
  await queries.setMedia(listing.id, input.media_ids, input.title);
  await queries.setDocuments(listing.id, input.document_ids);
}
