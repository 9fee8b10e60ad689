import {
  foodUnits,
  fuelTypes,
  itemConditions,
  PROPERTY_OFFER_PARAMETER,
  slugify,
  propertyOffers,
  propertyTypes,
  transmissions,
  VEHICLE_MIN_YEAR,
  type CatalogParameterType,
  type MarketplaceSection,
} from '@bazaar/contracts';
import type { ParameterSource, ParameterValueKind } from '../../db/schema/catalog-parameters';

export { slugify };

/**
 * The catalog every Bazaar installation starts with (ADR 0021): six divisions, each with its
 * sections, categories and subcategories, and the parameters their filters offer. Installed once
 * on start; administrators edit it afterwards. A parameter maps to a listing field: `attributes`
 * (the division's fields, e.g. fuel) or `parameters` (the node's extras, e.g. colour).
 */

export interface ParameterDefinition {
  key: string;
  name: string;
  type: CatalogParameterType;
  source: ParameterSource;
  valueKind: ParameterValueKind;
  options?: readonly { value: string; label: string }[];
  unit?: string;
  min?: number;
  max?: number;
  /** Its values tell a product's SKUs apart (see `catalog_parameters.defines_sku`). */
  definesSku?: boolean;
}

export interface StructureNode {
  name: string;
  /** Hue (0–360) of the node's picture; children take their parent's when they have none. */
  hue?: number;
  parameters?: readonly ParameterDefinition[];
  children?: readonly StructureNode[];
}

export interface DivisionStructure {
  section: MarketplaceSection;
  /** Parameters of the whole division (every node inherits them). */
  parameters: readonly ParameterDefinition[];
  sections: readonly StructureNode[];
}

/** Bumped when the structure gains nodes or parameters; each version installs once. */
export const CATALOG_STRUCTURE_VERSION = 1;

/** The key of a node by its names from the division's section down: "catalog/electronics/phones". */
export function catalogPathKey(section: MarketplaceSection, names: readonly string[]): string {
  return [section, ...names.map(slugify)].join('/');
}

const labelOf = (value: string) => {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Options whose stored value is also what people read. */
const named = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
/** Options of an enumeration: stored as the code, read as words ("like_new" → "Like new"). */
const coded = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? labelOf(value) }));

const multi = (
  key: string,
  name: string,
  source: ParameterSource,
  options: readonly { value: string; label: string }[],
  valueKind: ParameterValueKind = 'text',
): ParameterDefinition => ({ key, name, type: 'm', source, valueKind, options });
const single = (
  key: string,
  name: string,
  source: ParameterSource,
  options: readonly { value: string; label: string }[],
  valueKind: ParameterValueKind = 'text',
): ParameterDefinition => ({ key, name, type: 's', source, valueKind, options });
const checkbox = (key: string, name: string): ParameterDefinition => ({
  key,
  name,
  type: 'c',
  source: 'parameters',
  valueKind: 'boolean',
});
const range = (
  key: string,
  name: string,
  source: ParameterSource,
  bounds: { unit?: string; min?: number; max?: number },
): ParameterDefinition => ({ key, name, type: 'range', source, valueKind: 'number', ...bounds });

const brand = (names: readonly string[]) => [multi('brand', 'Brand', 'attributes', named(names))];
const leaves = (...names: string[]): StructureNode[] => names.map((name) => ({ name }));

export const catalogStructure: readonly DivisionStructure[] = [
  {
    section: 'catalog',
    parameters: [
      {
        ...multi(
          'colour',
          'Colour',
          'parameters',
          named(['Black', 'White', 'Silver', 'Graphite', 'Blue', 'Sage green', 'Red']),
        ),
        definesSku: true,
      },
      single(
        'warranty_months',
        'Warranty (months)',
        'parameters',
        named(['12', '24', '36']),
        'number',
      ),
    ],
    sections: [
      {
        name: 'Electronics',
        hue: 215,
        children: [
          {
            name: 'Phones',
            parameters: brand([
              'Apple',
              'Samsung',
              'Google',
              'Fairphone',
              'Xiaomi',
              'Anker',
              'Spigen',
              'Belkin',
            ]),
            children: leaves('Smartphones', 'Phone accessories'),
          },
          {
            name: 'Computers',
            parameters: brand(['Lenovo', 'Apple', 'Dell', 'ASUS', 'HP', 'Acer', 'LG', 'Samsung']),
            children: leaves('Laptops', 'Monitors'),
          },
          {
            name: 'Audio',
            parameters: brand(['Sony', 'Bose', 'Sennheiser', 'JBL', 'Sonos', 'Marshall']),
            children: leaves('Headphones', 'Speakers'),
          },
        ],
      },
      {
        name: 'Home & Garden',
        hue: 28,
        children: [
          {
            name: 'Kitchen',
            parameters: brand([
              "De'Longhi",
              'Sage',
              'Jura',
              'Siemens',
              'WMF',
              'Le Creuset',
              'Fissler',
            ]),
            children: leaves('Coffee machines', 'Cookware'),
          },
          {
            name: 'Furniture',
            parameters: brand(['Flexispot', 'Casa Mira', 'IKEA', 'Philips Hue', 'Artemide']),
            children: leaves('Desks', 'Lighting'),
          },
          {
            name: 'Garden',
            parameters: brand(['Weber', 'Gardena', 'Bosch', 'Fiskars', 'Stihl']),
            children: leaves('Grills', 'Garden tools'),
          },
        ],
      },
      {
        name: 'Sports & Outdoors',
        hue: 140,
        children: [
          {
            name: 'Bicycles',
            parameters: [
              ...brand(['Cube', 'Riese & Müller', 'Canyon', 'Abus', 'Uvex']),
              multi('size', 'Size', 'parameters', named(['S', 'M', 'L', 'XL']), 'text_list'),
            ],
            children: leaves('E-bikes', 'Helmets'),
          },
          {
            name: 'Camping',
            parameters: brand(['Vaude', 'MSR', 'Deuter', 'Osprey', 'Jack Wolfskin']),
            children: leaves('Tents', 'Backpacks'),
          },
        ],
      },
    ],
  },
  {
    section: 'flea-market',
    parameters: [
      multi(
        'condition',
        'Condition',
        'attributes',
        coded(itemConditions, { for_parts: 'For parts' }),
      ),
      checkbox('pickup', 'Pick-up'),
      checkbox('shipping', 'Shipping'),
    ],
    sections: [
      {
        name: 'Home & Living',
        hue: 340,
        children: [
          { name: 'Furniture', children: leaves('Sofas & armchairs', 'Shelves') },
          { name: 'Decor', children: leaves('Lamps', 'Mirrors & frames') },
        ],
      },
      {
        name: 'Kids & Baby',
        hue: 45,
        children: [
          { name: 'Toys', children: leaves('Building sets', 'Board games') },
          { name: 'Strollers & car seats', children: leaves('Strollers') },
        ],
      },
      {
        name: 'Media & Hobbies',
        hue: 265,
        children: [
          { name: 'Books', children: leaves('Novels') },
          { name: 'Music', children: leaves('Vinyl records', 'Instruments') },
          { name: 'Bikes', children: leaves('City bikes') },
        ],
      },
    ],
  },
  {
    section: 'services',
    parameters: [
      checkbox('invoice_available', 'Invoice available'),
      range('years_of_experience', 'Years of experience', 'parameters', {
        unit: 'years',
        min: 0,
        max: 50,
      }),
      range('duration_minutes', 'Duration', 'attributes', { unit: 'min', min: 5, max: 10_080 }),
    ],
    sections: [
      {
        name: 'Home services',
        hue: 190,
        children: [
          { name: 'Cleaning', children: leaves('Apartment cleaning', 'Window cleaning') },
          {
            name: 'Repairs',
            children: leaves('Plumbing', 'Electrical work', 'Furniture assembly'),
          },
        ],
      },
      {
        name: 'Lessons & Coaching',
        hue: 100,
        children: [
          { name: 'Music lessons', children: leaves('Guitar lessons', 'Piano lessons') },
          { name: 'Languages', children: leaves('German lessons', 'English tutoring') },
        ],
      },
      {
        name: 'Beauty & Events',
        hue: 310,
        children: [
          { name: 'Wellness', children: leaves('Massage', 'Hairdressing') },
          { name: 'Events', children: leaves('Photography', 'DJ & music') },
        ],
      },
    ],
  },
  {
    section: 'food',
    parameters: [
      checkbox('organic', 'Organic'),
      checkbox('local_delivery', 'Local delivery'),
      multi(
        'unit',
        'Sold by',
        'attributes',
        coded(foodUnits, { kg: 'kg', g: 'g', l: 'l', ml: 'ml' }),
      ),
    ],
    sections: [
      {
        name: 'Fresh produce',
        hue: 95,
        children: [
          { name: 'Fruit', children: leaves('Apples & pears', 'Berries') },
          { name: 'Vegetables', children: leaves('Potatoes', 'Tomatoes') },
        ],
      },
      {
        name: 'Bakery & Pantry',
        hue: 35,
        children: [
          { name: 'Bread & cakes', children: leaves('Bread', 'Cakes') },
          { name: 'Pantry', children: leaves('Honey', 'Jams & preserves') },
        ],
      },
      {
        name: 'Dairy & eggs',
        hue: 55,
        children: [{ name: 'Farm products', children: leaves('Eggs', 'Cheese') }],
      },
    ],
  },
  {
    section: 'automarket',
    parameters: [
      multi('fuel', 'Fuel', 'attributes', coded(fuelTypes, { lpg: 'LPG', cng: 'CNG' })),
      single('transmission', 'Transmission', 'attributes', coded(transmissions)),
      range('year', 'Year', 'attributes', { min: VEHICLE_MIN_YEAR }),
      range('mileage_km', 'Mileage', 'attributes', { unit: 'km', min: 0, max: 500_000 }),
      multi(
        'colour',
        'Colour',
        'parameters',
        coded(['black', 'white', 'grey', 'silver', 'dark blue', 'red', 'blue', 'green']),
      ),
    ],
    sections: [
      {
        name: 'Cars',
        hue: 0,
        parameters: [
          multi(
            'make',
            'Make',
            'attributes',
            named([
              'Audi',
              'BMW',
              'Ford',
              'Mercedes-Benz',
              'Opel',
              'Renault',
              'Skoda',
              'Tesla',
              'Toyota',
              'Volkswagen',
              'Volvo',
            ]),
          ),
          multi(
            'body_type',
            'Body type',
            'parameters',
            coded(['sedan', 'hatchback', 'suv', 'estate'], { suv: 'SUV' }),
          ),
        ],
        children: [
          {
            name: 'Passenger cars',
            children: leaves('Sedans', 'Hatchbacks', 'SUVs', 'Estate cars'),
          },
        ],
      },
      {
        name: 'Motorcycles',
        hue: 20,
        parameters: [
          multi(
            'make',
            'Make',
            'attributes',
            named(['BMW', 'Ducati', 'Honda', 'Kawasaki', 'KTM', 'Vespa', 'Yamaha']),
          ),
          multi(
            'body_type',
            'Body type',
            'parameters',
            coded(['naked', 'scooter', 'touring', 'enduro']),
          ),
        ],
        children: [{ name: 'Motorbikes', children: leaves('Naked bikes', 'Scooters') }],
      },
    ],
  },
  {
    section: 'property',
    parameters: [
      // Sale or rent; a rent's period is the listing's rental_period (property-offer.ts).
      single(
        PROPERTY_OFFER_PARAMETER,
        'Offer',
        'parameters',
        coded(propertyOffers, { sale: 'For sale', rent: 'For rent' }),
      ),
      multi('property_type', 'Property type', 'attributes', coded(propertyTypes)),
      range('rooms', 'Rooms', 'attributes', { min: 0, max: 20 }),
      range('area_m2', 'Living area', 'attributes', { unit: 'm²', min: 0, max: 10_000 }),
      range('year_built', 'Year built', 'parameters', { min: 1800 }),
    ],
    sections: [
      {
        name: 'Residential',
        hue: 160,
        children: [
          {
            name: 'Apartments',
            parameters: [
              range('floor', 'Floor', 'parameters', { min: 0, max: 50 }),
              checkbox('balcony', 'Balcony'),
              checkbox('furnished', 'Furnished'),
            ],
            children: leaves('Apartments for rent', 'Apartments for sale'),
          },
          {
            name: 'Houses',
            parameters: [range('plot_m2', 'Plot', 'parameters', { unit: 'm²', min: 0 })],
            children: leaves('Houses for sale', 'Houses for rent'),
          },
        ],
      },
      {
        name: 'Short stays & Commercial',
        hue: 240,
        children: [
          {
            name: 'Holiday rentals',
            parameters: [checkbox('balcony', 'Balcony'), checkbox('furnished', 'Furnished')],
            children: leaves('Holiday apartments'),
          },
          { name: 'Commercial', children: leaves('Offices for rent', 'Parking spaces') },
        ],
      },
    ],
  },
];
