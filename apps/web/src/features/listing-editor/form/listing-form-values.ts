import {
  type DraftState,
  type EuAllergen,
  type FieldError,
  type FoodUnit,
  type FuelType,
  type ItemCondition,
  type ListingDocument,
  type ListingInput,
  type ListingMediaItem,
  type ListingParameterField,
  type ListingParameters,
  type MarketplaceSection,
  type MoneyInput,
  type PropertyOffer,
  type PropertyType,
  type RentalPricePeriod,
  type Transmission,
  listingInput,
  listingPublishIssues,
  offerOfRentalPeriod,
  PROPERTY_OFFER_PARAMETER,
  propertyOfferIssues,
  statedPropertyOffer,
} from '@bazaar/contracts';
import {
  majorToMinor,
  minorToMajor,
  numberText,
  parseDecimal,
  parseWholeNumber,
  type TypedNumber,
} from './numbers';
import { withParameter } from './parameter-values';

/** The currency a new listing starts with: Bazaar's marketplaces are in the euro area. */
export const DEFAULT_CURRENCY = 'EUR';

/** One row of the Shop Hub variants table, as typed. */
export interface VariantValues {
  /** Tells rows apart while they are added and removed; never sent. */
  key: string;
  /** The saved variant this row edits; new rows have none. */
  id?: string;
  name: string;
  sku: string;
  price: string;
  quantity: string;
}

/**
 * Everything the listing form holds, as typed. Numbers stay text until saving, so nothing the
 * user typed is ever rewritten; each division reads only its own attribute fields.
 */
export interface ListingFormValues {
  /** The deepest chosen node (section, category or subcategory); '' when none. */
  catalogNodeId: string;
  title: string;
  description: string;
  /** In major units, as typed ("12.50"). */
  price: string;
  currency: string;
  negotiable: boolean;
  quantity: string;
  zipCode: string;
  city: string;
  /** Coordinates the saved location came with; they go when the postal code or city change. */
  coordinates: { latitude: number | null; longitude: number | null } | null;
  media: ListingMediaItem[];
  documents: ListingDocument[];
  /** The catalog node's extra parameters, kept as they were loaded (without Property's offer). */
  parameters: ListingParameters;
  brand: string;
  sku: string;
  variants: VariantValues[];
  condition: ItemCondition | '';
  durationMinutes: string;
  serviceAreaZip: string;
  serviceAreaRadiusKm: string;
  unit: FoodUnit | '';
  weightOrVolume: string;
  allergens: EuAllergen[];
  make: string;
  model: string;
  year: string;
  mileageKm: string;
  fuel: FuelType | '';
  transmission: Transmission | '';
  /** Property: for sale or for rent (the `offer` parameter the division's filter reads). */
  offer: PropertyOffer;
  /** What the rent is per; kept while the offer is a sale, but sent only with a rent. */
  rentalPeriod: RentalPricePeriod | '';
  rooms: string;
  areaM2: string;
  propertyType: PropertyType | '';
}

/** The api field (path of the listing body) each input stands for: errors are keyed by it. */
export const inputFields = {
  catalogNodeId: 'catalog_node_id',
  title: 'title',
  description: 'description',
  price: 'price.amount_minor',
  // Not under `price`: a missing price is the amount's problem, not the currency's.
  currency: 'currency',
  negotiable: 'negotiable',
  quantity: 'quantity',
  zipCode: 'location.zip_code',
  city: 'location.city',
  media: 'media_ids',
  documents: 'document_ids',
  brand: 'attributes.brand',
  sku: 'attributes.sku',
  variants: 'attributes.variants',
  condition: 'attributes.condition',
  durationMinutes: 'attributes.duration_minutes',
  serviceAreaZip: 'attributes.service_area.zip_code',
  serviceAreaRadiusKm: 'attributes.service_area.radius_km',
  unit: 'attributes.unit',
  weightOrVolume: 'attributes.weight_or_volume',
  allergens: 'attributes.allergens',
  make: 'attributes.make',
  model: 'attributes.model',
  year: 'attributes.year',
  mileageKm: 'attributes.mileage_km',
  fuel: 'attributes.fuel',
  transmission: 'attributes.transmission',
  offer: `parameters.${PROPERTY_OFFER_PARAMETER}`,
  rentalPeriod: 'attributes.rental_period',
  rooms: 'attributes.rooms',
  areaM2: 'attributes.area_m2',
  propertyType: 'attributes.property_type',
} as const satisfies Partial<Record<keyof ListingFormValues, string>>;

export type InputName = keyof typeof inputFields;

export const variantFields = ['name', 'sku', 'price', 'quantity'] as const;
export type VariantField = (typeof variantFields)[number];

/** The api field of one cell of the variants table. */
export function variantField(index: number, field: VariantField): string {
  const path = field === 'price' ? 'price.amount_minor' : field;
  return `${inputFields.variants}.${index}.${path}`;
}

/** The inputs each division adds to the core. */
export const divisionInputs = {
  catalog: ['brand', 'sku', 'variants'],
  'flea-market': ['condition'],
  services: ['durationMinutes', 'serviceAreaZip', 'serviceAreaRadiusKm'],
  food: ['unit', 'weightOrVolume', 'allergens'],
  automarket: ['make', 'model', 'year', 'mileageKm', 'fuel', 'transmission'],
  property: ['offer', 'rentalPeriod', 'propertyType', 'rooms', 'areaM2'],
} as const satisfies Record<MarketplaceSection, readonly InputName[]>;

/** Catalog parameters a division's own card asks, so "More details" does not ask them again. */
const divisionParameterKeys: Partial<Record<MarketplaceSection, readonly string[]>> = {
  property: [PROPERTY_OFFER_PARAMETER],
};

/** The node's parameters "More details" asks: all but those the division's card asks. */
export function moreDetailsFields(
  section: MarketplaceSection,
  fields: readonly ListingParameterField[],
): ListingParameterField[] {
  const own = divisionParameterKeys[section] ?? [];
  return fields.filter((field) => !own.includes(field.key));
}

/** The api field of a catalog node parameter's input: `parameters.<key>`. */
export function parameterInput(key: string): string {
  return `parameters.${key}`;
}

/**
 * Every api field the form of a division shows an input for, in the order of the form: the
 * first one with a problem is where a failed save takes the user.
 */
export function formFields(section: MarketplaceSection, values: ListingFormValues): string[] {
  const names = (list: readonly InputName[]) => list.map((name) => inputFields[name]);
  const variantCells =
    section === 'catalog'
      ? values.variants.flatMap((_, index) =>
          variantFields.map((field) => variantField(index, field)),
        )
      : [];
  return [
    ...names(['media', 'title', 'catalogNodeId', 'description']),
    // The division's card comes before the price: a rental changes what the price means.
    ...names(
      divisionInputs[section].filter(
        (name) => name !== 'variants' && (name !== 'rentalPeriod' || values.offer === 'rent'),
      ),
    ),
    ...names(['price', 'currency', 'quantity', 'negotiable']),
    ...(section === 'catalog' ? [inputFields.variants, ...variantCells] : []),
    ...names(['zipCode', 'city', 'documents']),
  ];
}

let rowCounter = 0;
/** A key for a new variants row, unique in this page. */
export function newRowKey(): string {
  rowCounter += 1;
  return `row-${rowCounter}`;
}

export function emptyVariant(): VariantValues {
  return { key: newRowKey(), name: '', sku: '', price: '', quantity: '1' };
}

export function emptyListingValues(catalogNodeId = ''): ListingFormValues {
  return {
    catalogNodeId,
    title: '',
    description: '',
    price: '',
    currency: DEFAULT_CURRENCY,
    negotiable: false,
    quantity: '1',
    zipCode: '',
    city: '',
    coordinates: null,
    media: [],
    documents: [],
    parameters: {},
    brand: '',
    sku: '',
    variants: [],
    condition: '',
    durationMinutes: '',
    serviceAreaZip: '',
    serviceAreaRadiusKm: '',
    unit: '',
    weightOrVolume: '',
    allergens: [],
    make: '',
    model: '',
    year: '',
    mileageKm: '',
    fuel: '',
    transmission: '',
    // As the old form's first choice: a seller renting out says so.
    offer: 'sale',
    rentalPeriod: '',
    rooms: '',
    areaM2: '',
    propertyType: '',
  };
}

type SectionAttributes<T> = T extends { section: unknown; attributes: unknown }
  ? Pick<T, 'section' | 'attributes'>
  : never;

/** A listing the form starts from: a saved one (edit) or the copy call's prefill. */
export type ListingSource = SectionAttributes<ListingInput> & {
  catalog_node_id?: string | null;
  title: string;
  description: string;
  price?: MoneyInput | null;
  negotiable: boolean;
  quantity: number;
  location?: {
    zip_code: string;
    city: string;
    latitude?: number | null;
    longitude?: number | null;
  } | null;
  parameters: ListingParameters;
  media: ListingMediaItem[];
  documents: ListingDocument[];
};

const text = (value: string | null | undefined) => value ?? '';

/** The form filled from a saved listing or a prefill. */
export function valuesFromListing(source: ListingSource): ListingFormValues {
  const values: ListingFormValues = {
    ...emptyListingValues(source.catalog_node_id ?? ''),
    title: source.title,
    description: source.description,
    price: source.price ? minorToMajor(source.price.amount_minor) : '',
    currency: source.price?.currency ?? DEFAULT_CURRENCY,
    negotiable: source.negotiable,
    quantity: String(source.quantity),
    zipCode: text(source.location?.zip_code),
    city: text(source.location?.city),
    coordinates: source.location
      ? {
          latitude: source.location.latitude ?? null,
          longitude: source.location.longitude ?? null,
        }
      : null,
    media: source.media,
    documents: source.documents,
    parameters: source.parameters,
  };
  switch (source.section) {
    case 'catalog': {
      const { brand, sku, variants } = source.attributes;
      const currency = source.price?.currency ?? variants[0]?.price.currency;
      return {
        ...values,
        currency: currency ?? DEFAULT_CURRENCY,
        // With variants, the listing's price is only the lowest of theirs: the field stays empty.
        price: variants.length > 0 ? '' : values.price,
        brand: text(brand),
        sku: text(sku),
        variants: variants.map((variant) => ({
          key: newRowKey(),
          ...(variant.id ? { id: variant.id } : {}),
          name: variant.name,
          sku: text(variant.sku),
          price: minorToMajor(variant.price.amount_minor),
          quantity: String(variant.quantity),
        })),
      };
    }
    case 'flea-market':
      return { ...values, condition: source.attributes.condition ?? '' };
    case 'services': {
      const { duration_minutes, service_area } = source.attributes;
      return {
        ...values,
        durationMinutes: numberText(duration_minutes),
        serviceAreaZip: text(service_area?.zip_code),
        serviceAreaRadiusKm: numberText(service_area?.radius_km),
      };
    }
    case 'food': {
      const { unit, weight_or_volume, allergens } = source.attributes;
      return {
        ...values,
        unit: unit ?? '',
        weightOrVolume: numberText(weight_or_volume),
        allergens,
      };
    }
    case 'automarket': {
      const { make, model, year, mileage_km, fuel, transmission } = source.attributes;
      return {
        ...values,
        make: text(make),
        model: text(model),
        year: numberText(year),
        mileageKm: numberText(mileage_km),
        fuel: fuel ?? '',
        transmission: transmission ?? '',
      };
    }
    case 'property': {
      const { rental_period, rooms, area_m2, property_type } = source.attributes;
      return {
        ...values,
        // The offer has its own input; a copy without one says it through its rental period.
        parameters: withParameter(source.parameters, PROPERTY_OFFER_PARAMETER, undefined),
        offer: statedPropertyOffer(source.parameters) ?? offerOfRentalPeriod(rental_period),
        rentalPeriod: rental_period ?? '',
        rooms: numberText(rooms),
        areaM2: numberText(area_m2),
        propertyType: property_type ?? '',
      };
    }
  }
}

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
