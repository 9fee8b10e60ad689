// What the add and edit form holds: its values, typed as text, and a new form's values.
import {
  type EuAllergen,
  type FoodUnit,
  type FuelType,
  type ItemCondition,
  type ListingDocument,
  type ListingMediaItem,
  type ListingParameters,
  type PropertyOffer,
  type PropertyType,
  type RentalPricePeriod,
  type Transmission,
} from '@bazaar/contracts';

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
