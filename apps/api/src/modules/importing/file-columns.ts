import {
  euAllergens,
  foodUnits,
  fuelTypes,
  itemConditions,
  listingInputBySection,
  listingMediaRules,
  listingPublishIssues,
  productImportCommonColumns,
  propertyTypes,
  rentalPricePeriods,
  transmissions,
  type FieldError,
  type ListingInput,
  type MarketplaceSection,
} from '@bazaar/contracts';

/*
 * The columns of a product file (ADR 0063): the listing input contracts, flattened to one row per
 * listing. Every row is checked with those contracts (and, when it is to be published, with the
 * publishing rules) before anything is written.
 */

/** What each division adds to the common columns; the names follow the attributes' keys. */
export const divisionColumns = {
  catalog: ['brand'],
  'flea-market': ['condition'],
  services: ['duration_minutes', 'service_area_zip_code', 'service_area_radius_km'],
  food: ['unit', 'weight_or_volume', 'allergens'],
  automarket: ['make', 'model', 'year', 'mileage_km', 'fuel', 'transmission'],
  property: ['rental_period', 'rooms', 'area_m2', 'property_type'],
} as const satisfies Record<MarketplaceSection, readonly string[]>;

export function templateColumns(section: MarketplaceSection): string[] {
  return [...productImportCommonColumns, ...divisionColumns[section]];
}

/** The allowed values of a column, said in the template's second row and in errors. */
const choices: Record<string, readonly string[]> = {
  condition: itemConditions,
  unit: foodUnits,
  allergens: euAllergens,
  fuel: fuelTypes,
  transmission: transmissions,
  rental_period: rentalPricePeriods,
  property_type: propertyTypes,
};

/** One example row per division, so a seller sees what goes where. */
const examples: Record<MarketplaceSection, Record<string, string>> = {
  catalog: { title: 'Linen shirt', brand: 'Nordwind', price: '49.90', quantity: '12' },
  'flea-market': { title: 'Old bicycle', condition: 'good', price: '80.00', quantity: '1' },
  services: {
    title: 'Piano lessons',
    price: '35.00',
    duration_minutes: '60',
    service_area_zip_code: '10115',
    service_area_radius_km: '15',
  },
  food: {
    title: 'Sourdough bread',
    price: '4.50',
    unit: 'piece',
    weight_or_volume: '750',
    allergens: 'gluten',
  },
  automarket: {
    title: 'VW Golf 1.5 TSI',
    price: '18900.00',
    make: 'Volkswagen',
    model: 'Golf',
    year: '2020',
    mileage_km: '42000',
    fuel: 'petrol',
    transmission: 'manual',
  },
  property: {
    title: 'Two-room flat near the park',
    price: '1250.00',
    rental_period: 'per_month',
    rooms: '2',
    area_m2: '58',
    property_type: 'apartment',
  },
};

/** The template's rows: the header, then one example. */
export function templateRows(section: MarketplaceSection): string[][] {
  const columns = templateColumns(section);
  const example: Record<string, string> = {
    sku: 'SKU-0001',
    description: 'What a buyer should know.',
    currency: 'EUR',
    negotiable: 'no',
    catalog_node_id: '',
    zip_code: '10115',
    city: 'Berlin',
    picture_urls: 'https://example.com/picture.jpg',
    publish: 'no',
    ...examples[section],
  };
  return [columns, columns.map((column) => example[column] ?? '')];
}

/** A short note per column, for the template's instructions. */
export function columnHint(column: string): string {
  const allowed = choices[column];
  if (allowed)
    return `One of: ${allowed.join(', ')}${column === 'allergens' ? ' (comma-separated)' : ''}`;
  const hints: Record<string, string> = {
    sku: 'Required. Your unique code: importing the same SKU again updates the listing',
    title: 'Required',
    price: 'Decimal amount, e.g. 12.50',
    currency: 'Three letters, e.g. EUR (EUR when empty)',
    quantity: 'Whole number in stock (1 when empty)',
    negotiable: 'yes or no',
    catalog_node_id: 'The category id (needed to publish)',
    picture_urls: 'Addresses of pictures, separated by spaces',
    publish: 'yes to publish, no to save as a draft (yes when empty)',
  };
  return hints[column] ?? '';
}

/** The file's cells of one row, by column name (trimmed; missing columns are ''). */
export type FileRowValues = Record<string, string>;

export interface CheckedFileRow {
  sku: string | null;
  title: string | null;
  /** The listing the row stands for, when it has no errors. */
  input: ListingInput | null;
  pictureUrls: string[];
  errors: FieldError[];
}

const yes = new Set(['yes', 'y', 'true', '1', 'ja', 'x']);
const no = new Set(['no', 'n', 'false', '0', 'nein', '']);

/** A decimal amount ("12.50", "12,5", "1 250.00") as minor units; undefined if it isn't one. */
export function minorUnitsOf(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0]/g, '');
  const normalized = /^\d+,\d{1,2}$/.test(compact) ? compact.replace(',', '.') : compact;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return undefined;
  const [whole, fraction = ''] = normalized.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Field path of the contracts → the file's column. */
export function columnOf(field: string): string {
  if (field === 'price' || field.startsWith('price.amount_minor')) return 'price';
  if (field.startsWith('price.currency')) return 'currency';
  if (field === 'location') return 'zip_code';
  if (field.startsWith('location.')) return field.slice('location.'.length);
  if (field.startsWith('attributes.')) {
    const rest = field.slice('attributes.'.length);
    if (rest === 'sku') return 'sku';
    if (rest === 'service_area') return 'service_area_zip_code';
    return rest
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .join('_');
  }
  if (field === 'media_ids') return 'picture_urls';
  return field.split('.')[0] ?? field;
}

/**
 * Checks one row of a file of a division and builds the listing it stands for. `errors` lists
 * every problem (column → message); a row with any error imports nothing.
 */
export function checkFileRow(section: MarketplaceSection, values: FileRowValues): CheckedFileRow {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  const text = (column: string) => (values[column] ?? '').trim();
  const optional = (column: string) => text(column) || null;
  const number = (column: string): number | null | undefined => {
    const raw = text(column).replace(',', '.');
    if (raw === '') return null;
    const value = Number(raw);
    if (!Number.isFinite(value)) {
      add(column, 'Enter a number');
      return undefined;
    }
    return value;
  };
  const flag = (column: string, fallback: boolean): boolean => {
    const raw = text(column).toLowerCase();
    if (raw === '') return fallback;
    if (yes.has(raw)) return true;
    if (no.has(raw)) return false;
    add(column, 'Use yes or no');
    return fallback;
  };
  const choice = (column: string) => {
    const raw = text(column)
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    return raw === '' ? null : raw;
  };

  const sku = optional('sku');
  const title = optional('title');
  if (!sku) add('sku', 'Enter the SKU: it keys the row, so importing again updates the listing');
  else if (sku.length > 64) add('sku', 'Use at most 64 characters');

  const priceText = text('price');
  const amount = priceText === '' ? null : minorUnitsOf(priceText);
  if (amount === undefined) add('price', 'Enter an amount such as 12.50');
  const currency = (text('currency') || 'EUR').toUpperCase();
  const quantityText = text('quantity');
  const quantity = quantityText === '' ? 1 : Number(quantityText);
  if (quantityText !== '' && !Number.isInteger(quantity)) add('quantity', 'Enter a whole number');

  const pictureUrls = text('picture_urls')
    .split(/[\s|]+/)
    .filter(Boolean);
  for (const url of pictureUrls) {
    let ok = false;
    try {
      ok = ['http:', 'https:'].includes(new URL(url).protocol);
    } catch {
      ok = false;
    }
    if (!ok) add('picture_urls', `Not a web address: ${url.slice(0, 80)}`);
  }
  if (pictureUrls.length > listingMediaRules.maxPerListing) {
    add('picture_urls', `Use at most ${listingMediaRules.maxPerListing} pictures`);
  }

  const zip = optional('zip_code');
  const city = optional('city');
  const attributes: Record<string, unknown> = {};
  switch (section) {
    case 'catalog':
      attributes.brand = optional('brand');
      attributes.sku = sku;
      break;
    case 'flea-market':
      attributes.condition = choice('condition');
      break;
    case 'services': {
      attributes.duration_minutes = number('duration_minutes');
      const areaZip = optional('service_area_zip_code');
      const radius = number('service_area_radius_km');
      attributes.service_area =
        areaZip || radius != null ? { zip_code: areaZip ?? '', radius_km: radius } : null;
      break;
    }
    case 'food':
      attributes.unit = choice('unit');
      attributes.weight_or_volume = number('weight_or_volume');
      attributes.allergens = text('allergens')
        .split(/[,;]/)
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean);
      break;
    case 'automarket':
      attributes.make = optional('make');
      attributes.model = optional('model');
      attributes.year = number('year');
      attributes.mileage_km = number('mileage_km');
      attributes.fuel = choice('fuel');
      attributes.transmission = choice('transmission');
      break;
    case 'property':
      attributes.rental_period = choice('rental_period');
      attributes.rooms = number('rooms');
      attributes.area_m2 = number('area_m2');
      attributes.property_type = choice('property_type');
      break;
  }

  const body = {
    section,
    draft_state: flag('publish', true) ? 'sent' : 'draft',
    catalog_node_id: optional('catalog_node_id'),
    title: title ?? '',
    description: text('description'),
    price: amount == null ? null : { amount_minor: amount, currency },
    negotiable: flag('negotiable', false),
    quantity: Number.isInteger(quantity) ? quantity : 1,
    location: zip || city ? { zip_code: zip ?? '', city: city ?? '' } : null,
    media_ids: [],
    document_ids: [],
    parameters: {},
    attributes,
  };
  const parsed = listingInputBySection[section].safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = columnOf(issue.path.map(String).join('.'));
      const allowed = choices[column];
      add(column, allowed ? `Use one of: ${allowed.join(', ')}` : issue.message);
    }
    return { sku, title, input: null, pictureUrls, errors };
  }
  const input = parsed.data as ListingInput;
  if (input.draft_state === 'sent') {
    for (const issue of listingPublishIssues(input)) {
      const column = columnOf(issue.field);
      const allowed = choices[column];
      add(
        column,
        allowed && issue.message !== 'Complete this field, please'
          ? `Use one of: ${allowed.join(', ')}`
          : issue.message,
      );
    }
  }
  return { sku, title, input: errors.length > 0 ? null : input, pictureUrls, errors };
}
