// The api field each input of the form stands for, and which inputs a division's form shows.
import {
  type ListingParameterField,
  type MarketplaceSection,
  PROPERTY_OFFER_PARAMETER,
} from '@bazaar/contracts';
import type { ListingFormValues } from './listing-form-model';

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
