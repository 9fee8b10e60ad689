import { type createTranslator } from 'use-intl/core';
import {
  automarketAttributes,
  catalogAttributes,
  fleaMarketAttributes,
  foodAttributes,
  formatMoney,
  propertyAttributes,
  servicesAttributes,
  type ComparisonItem,
  type ListingParameters,
} from '@bazaar/contracts';
import { type z } from 'zod';
import { type Messages } from '@/lib/i18n/config';
import {
  listingAttributeRows,
  type AttributedListing,
  type AttributeRow,
} from '@/lib/listings/listing-attributes';
import { type ListingPageTranslator } from '@/lib/listings/listing-page-translator';

/** The comparison's texts (`comparison` messages), in a component or in a test. */
export type ComparisonTranslator = ReturnType<typeof createTranslator<Messages, 'comparison'>>;

/** One line of the table: a label and each listing's value, lined up. */
export interface ComparisonRow {
  key: string;
  label: string;
  /** One per column; null where the listing has no such detail. */
  values: (string | null)[];
  /** The listings do not all say the same. */
  differs: boolean;
}

/** Reads stored attributes with the division's schema; what does not fit is left out. */
function read<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : schema.parse({});
}

/** Variants have their own table on the item page; the comparison lines up the product. */
const catalogDetails = catalogAttributes.omit({ variants: true });

function readParameters(value: Record<string, unknown>): ListingParameters {
  const parameters: ListingParameters = {};
  for (const [key, entry] of Object.entries(value)) {
    if (
      typeof entry === 'string' ||
      typeof entry === 'boolean' ||
      (typeof entry === 'number' && Number.isFinite(entry)) ||
      (Array.isArray(entry) && entry.every((part) => typeof part === 'string'))
    ) {
      parameters[key] = entry;
    }
  }
  return parameters;
}

/** A compared listing's stored attributes and parameters, typed as the item page has them. */
export function attributedListingOf(item: ComparisonItem): AttributedListing {
  const parameters = readParameters(item.parameters);
  switch (item.section) {
    case 'catalog':
      return {
        section: item.section,
        attributes: read(catalogDetails, item.attributes),
        parameters,
      };
    case 'flea-market':
      return {
        section: item.section,
        attributes: read(fleaMarketAttributes, item.attributes),
        parameters,
      };
    case 'services':
      return {
        section: item.section,
        attributes: read(servicesAttributes, item.attributes),
        parameters,
      };
    case 'food':
      return {
        section: item.section,
        attributes: read(foodAttributes, item.attributes),
        parameters,
      };
    case 'automarket':
      return {
        section: item.section,
        attributes: read(automarketAttributes, item.attributes),
        parameters,
      };
    case 'property':
      return {
        section: item.section,
        attributes: read(propertyAttributes, item.attributes),
        parameters,
      };
  }
}

/** Price (with its rental period), availability, place and seller: what every listing has. */
export function commonRows(
  item: ComparisonItem,
  t: ComparisonTranslator,
  locale: string,
): AttributeRow[] {
  let price = item.price ? formatMoney(item.price, locale) : t('priceNotSet');
  if (item.price && item.rental_period) {
    price = `${price} ${item.rental_period === 'per_day' ? t('perDay') : t('perMonth')}`;
  }
  if (item.negotiable) price = `${price} · ${t('negotiable')}`;
  const availability = !item.available
    ? t('unavailable')
    : item.quantity === 0
      ? t('soldOut')
      : t('inStock', { count: item.quantity });
  const rows: AttributeRow[] = [
    { key: 'price', label: t('price'), value: price },
    { key: 'availability', label: t('availability'), value: availability },
  ];
  if (item.location) {
    rows.push({
      key: 'location',
      label: t('location'),
      value: `${item.location.zip_code} ${item.location.city}`,
    });
  }
  rows.push({ key: 'seller', label: t('seller'), value: item.seller.display_name });
  return rows;
}

/** A column of the table: the common rows, then the division's details and the parameters. */
export function comparisonColumn(
  item: ComparisonItem,
  t: ComparisonTranslator,
  tListing: ListingPageTranslator,
  locale: string,
): AttributeRow[] {
  return [
    ...commonRows(item, t, locale),
    ...listingAttributeRows(attributedListingOf(item), tListing),
  ];
}

/** Whether listings differ in a detail: more than one column and not all the same value. */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  return values.length > 1 && new Set(values.map((value) => value ?? '')).size > 1;
}

/**
 * Lines up the columns: one row for every detail any listing has (the union of their keys, in
 * the order they first appear), each listing's value or null, and whether they differ.
 */
export function alignComparisonRows(columns: readonly AttributeRow[][]): ComparisonRow[] {
  const rows = new Map<string, ComparisonRow>();
  columns.forEach((column, at) => {
    for (const { key, label, value } of column) {
      let row = rows.get(key);
      if (!row) {
        row = { key, label, values: columns.map(() => null), differs: false };
        rows.set(key, row);
      }
      row.values[at] = value;
    }
  });
  return [...rows.values()].map((row) => ({ ...row, differs: valuesDiffer(row.values) }));
}
