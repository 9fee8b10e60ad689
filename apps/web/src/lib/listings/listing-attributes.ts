import {
  type ListingAttributesOf,
  type ListingParameters,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { type ListingPageTranslator } from './listing-page-translator';

/** One line of an item page's details: a label and its value, both in the visitor's language. */
export interface AttributeRow {
  key: string;
  label: string;
  value: string;
}

/**
 * What the details are made of: the division's attributes and the catalog node's parameters. An
 * item page's listing is one; so is a compared listing once its attributes are read.
 */
export type AttributedListing = {
  [S in MarketplaceSection]: {
    section: S;
    attributes: Omit<ListingAttributesOf<S>, 'variants'>;
    parameters: ListingParameters;
  };
}[MarketplaceSection];

/** Catalog node parameters the item page has a label for; any other key is shown as it is named. */
const labelledParameters = [
  'colour',
  'warranty_months',
  'pickup',
  'shipping',
  'invoice_available',
  'years_of_experience',
  'organic',
  'local_delivery',
  'body_type',
  'previous_owners',
  'kind',
  'floor',
  'offer',
  'balcony',
  'furnished',
  'year_built',
  'plot_m2',
] as const;
type LabelledParameter = (typeof labelledParameters)[number];

function isLabelledParameter(key: string): key is LabelledParameter {
  return (labelledParameters as readonly string[]).includes(key);
}

/** `years_of_experience` → "Years of experience": a readable label for a parameter we do not know. */
export function parameterLabelFallback(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function durationText(minutes: number, t: ListingPageTranslator): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('values.minutes', { minutes: rest });
  if (rest === 0) return t('values.hours', { hours });
  return t('values.hoursMinutes', { hours, minutes: rest });
}

function parameterValue(value: ListingParameters[string], t: ListingPageTranslator): string {
  if (typeof value === 'boolean') return value ? t('values.yes') : t('values.no');
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * The division's attributes, then the catalog node's parameters, as an item page lists them:
 * enum values get their label in the visitor's language, numbers their unit, and fields a draft
 * left empty are left out.
 */
export function listingAttributeRows(
  listing: AttributedListing,
  t: ListingPageTranslator,
): AttributeRow[] {
  const rows: AttributeRow[] = [];
  const add = (key: string, label: string, value: string | null) => {
    if (value !== null && value !== '') rows.push({ key, label, value });
  };

  switch (listing.section) {
    case 'catalog': {
      const { brand, sku } = listing.attributes;
      add('brand', t('attributes.brand'), brand ?? null);
      add('sku', t('attributes.sku'), sku ?? null);
      break;
    }
    case 'flea-market': {
      const { condition } = listing.attributes;
      add(
        'condition',
        t('attributes.condition'),
        condition ? t(`values.condition.${condition}`) : null,
      );
      break;
    }
    case 'services': {
      const { duration_minutes: duration, service_area: area } = listing.attributes;
      add('duration', t('attributes.duration'), duration ? durationText(duration, t) : null);
      add(
        'service_area',
        t('attributes.serviceArea'),
        area ? t('values.serviceArea', { radius: area.radius_km, zipCode: area.zip_code }) : null,
      );
      break;
    }
    case 'food': {
      const { unit, weight_or_volume: amount, allergens } = listing.attributes;
      add(
        'sold_by',
        t('attributes.soldBy'),
        unit && amount != null ? t(`values.amount.${unit}`, { amount }) : null,
      );
      add(
        'allergens',
        t('attributes.allergens'),
        allergens.length > 0
          ? allergens.map((allergen) => t(`values.allergen.${allergen}`)).join(', ')
          : t('values.noAllergens'),
      );
      break;
    }
    case 'automarket': {
      const { make, model, year, mileage_km: km, fuel, transmission } = listing.attributes;
      add('make', t('attributes.make'), make ?? null);
      add('model', t('attributes.model'), model ?? null);
      // A year is not a quantity: never "2,024".
      add('year', t('attributes.year'), year != null ? String(year) : null);
      add('mileage', t('attributes.mileage'), km != null ? t('values.mileage', { km }) : null);
      add('fuel', t('attributes.fuel'), fuel ? t(`values.fuel.${fuel}`) : null);
      add(
        'transmission',
        t('attributes.transmission'),
        transmission ? t(`values.transmission.${transmission}`) : null,
      );
      break;
    }
    case 'property': {
      const { property_type: type, rooms, area_m2: area } = listing.attributes;
      add(
        'property_type',
        t('attributes.propertyType'),
        type ? t(`values.propertyType.${type}`) : null,
      );
      add(
        'rooms',
        t('attributes.rooms'),
        rooms != null ? t('values.number', { value: rooms }) : null,
      );
      add('area', t('attributes.area'), area != null ? t('values.area', { area }) : null);
      break;
    }
  }

  for (const [key, value] of Object.entries(listing.parameters)) {
    const label = isLabelledParameter(key) ? t(`parameters.${key}`) : parameterLabelFallback(key);
    add(`parameter.${key}`, label, parameterValue(value, t));
  }
  return rows;
}
