// The form as a listing body for the api, checked with the contract the api uses.
import {
  type DraftState,
  type FieldError,
  type ListingInput,
  type MarketplaceSection,
  listingInput,
  listingPublishIssues,
  PROPERTY_OFFER_PARAMETER,
  propertyOfferIssues,
} from '@bazaar/contracts';
import {
  majorToMinor,
  parseDecimal,
  parseWholeNumber,
  type TypedNumber,
} from '@/lib/forms/numbers';
import { withParameter } from './parameter-values';
import type { ListingFormValues } from './listing-form-model';
import { inputFields, variantField } from './listing-form-fields';

/** What kind of number a field wanted, when its text was not one. */
export type NumberProblem = 'price' | 'wholeNumber' | 'number';

export interface NumberIssue {
  field: string;
  problem: NumberProblem;
}

/** The listing body as the form has it, before the contract checks it. */
export type ListingBodyDraft = Record<string, unknown>;

/**
 * The form as a listing body for the api (`listingInput`). Text that should be a number and is
 * not comes back as a number issue; empty number fields are left out, so the contract's own
 * rules (required, defaults) speak for them.
 */
export function listingBodyOf(
  section: MarketplaceSection,
  values: ListingFormValues,
  draftState: DraftState,
): { body: ListingBodyDraft; numberIssues: NumberIssue[] } {
  const numberIssues: NumberIssue[] = [];
  const read = (
    typed: string,
    field: string,
    parse: (raw: string) => TypedNumber,
    problem: NumberProblem,
  ): number | undefined => {
    const value = parse(typed);
    if (value === 'invalid') numberIssues.push({ field, problem });
    return typeof value === 'number' ? value : undefined;
  };
  const price = (typed: string, field: string) => {
    const amount = read(typed, field, majorToMinor, 'price');
    return amount === undefined ? undefined : { amount_minor: amount, currency: values.currency };
  };
  // Attributes a draft may leave empty are sent as null.
  const optional = <T>(value: T | '' | undefined): T | null =>
    value === '' || value === undefined ? null : value;

  const hasVariants = section === 'catalog' && values.variants.length > 0;
  const located = values.zipCode.trim() !== '' || values.city.trim() !== '';
  const body: ListingBodyDraft = {
    section,
    draft_state: draftState,
    catalog_node_id: values.catalogNodeId || null,
    title: values.title,
    description: values.description,
    // With variants the api takes the lowest variant price and the sum of their stock.
    price: hasVariants ? null : (price(values.price, inputFields.price) ?? null),
    negotiable: values.negotiable,
    quantity: hasVariants
      ? undefined
      : read(values.quantity, inputFields.quantity, parseWholeNumber, 'wholeNumber'),
    location: located
      ? {
          zip_code: values.zipCode,
          city: values.city,
          latitude: values.coordinates?.latitude ?? null,
          longitude: values.coordinates?.longitude ?? null,
        }
      : null,
    media_ids: values.media.map((item) => item.id),
    document_ids: values.documents.map((item) => item.id),
    parameters: values.parameters,
  };

  const whole = (typed: string, field: string) =>
    optional(read(typed, field, parseWholeNumber, 'wholeNumber'));
  const decimal = (typed: string, field: string) =>
    optional(read(typed, field, parseDecimal, 'number'));

  switch (section) {
    case 'catalog':
      body.attributes = {
        brand: optional(values.brand),
        sku: optional(values.sku),
        variants: values.variants.map((variant, index) => ({
          ...(variant.id ? { id: variant.id } : {}),
          name: variant.name,
          sku: optional(variant.sku),
          price: price(variant.price, variantField(index, 'price')),
          quantity: read(
            variant.quantity,
            variantField(index, 'quantity'),
            parseWholeNumber,
            'wholeNumber',
          ),
        })),
      };
      break;
    case 'flea-market':
      body.attributes = { condition: optional(values.condition) };
      break;
    case 'services': {
      const hasArea = values.serviceAreaZip.trim() !== '' || values.serviceAreaRadiusKm !== '';
      const radius = read(
        values.serviceAreaRadiusKm,
        inputFields.serviceAreaRadiusKm,
        parseWholeNumber,
        'wholeNumber',
      );
      body.attributes = {
        duration_minutes: whole(values.durationMinutes, inputFields.durationMinutes),
        service_area: hasArea ? { zip_code: values.serviceAreaZip, radius_km: radius } : null,
      };
      break;
    }
    case 'food':
      body.attributes = {
        unit: optional(values.unit),
        weight_or_volume: decimal(values.weightOrVolume, inputFields.weightOrVolume),
        allergens: values.allergens,
      };
      break;
    case 'automarket':
      body.attributes = {
        make: optional(values.make),
        model: optional(values.model),
        year: whole(values.year, inputFields.year),
        mileage_km: whole(values.mileageKm, inputFields.mileageKm),
        fuel: optional(values.fuel),
        transmission: optional(values.transmission),
      };
      break;
    case 'property':
      body.parameters = withParameter(values.parameters, PROPERTY_OFFER_PARAMETER, values.offer);
      body.attributes = {
        rental_period: values.offer === 'rent' ? optional(values.rentalPeriod) : null,
        rooms: decimal(values.rooms, inputFields.rooms),
        area_m2: decimal(values.areaM2, inputFields.areaM2),
        property_type: optional(values.propertyType),
      };
      break;
  }
  return { body, numberIssues };
}

/**
 * Checks a body with the same contract the api uses: the saved shape always, and when
 * publishing everything a published listing needs. Answers the checked listing or the problems.
 */
export function checkListingBody(
  body: ListingBodyDraft,
): { listing: ListingInput; fields: [] } | { listing: null; fields: FieldError[] } {
  const parsed = listingInput.safeParse(body);
  if (!parsed.success) {
    return {
      listing: null,
      fields: parsed.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    };
  }
  const fields = [
    ...(parsed.data.draft_state === 'sent' ? listingPublishIssues(parsed.data) : []),
    ...propertyOfferIssues(parsed.data),
  ];
  return fields.length > 0 ? { listing: null, fields } : { listing: parsed.data, fields: [] };
}
