// The form filled from a saved listing or from the copy call's prefill.
import {
  type ListingDocument,
  type ListingInput,
  type ListingMediaItem,
  type ListingParameters,
  type MoneyInput,
  offerOfRentalPeriod,
  PROPERTY_OFFER_PARAMETER,
  statedPropertyOffer,
} from '@bazaar/contracts';
import { minorToMajor, numberText } from '@/lib/forms/numbers';
import { withParameter } from './parameter-values';
import {
  DEFAULT_CURRENCY,
  emptyListingValues,
  newRowKey,
  type ListingFormValues,
} from './listing-form-model';

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
