import {
  offerOfRentalPeriod,
  PROPERTY_OFFER_PARAMETER,
  type FoodUnit,
  type MarketplaceSection,
  type PropertyType,
  type RentalPricePeriod,
} from '@bazaar/contracts';
import { slugify } from '../modules/catalog';
import type { ItemSeed, SectionSeed, SubcategorySeed } from './catalog-data';
import type { Place } from './places';
import type { Random } from './random';

/*
 * What each division's demo listing says and costs: titles, prices, stock, variants and the
 * division's attributes, decided from the catalogue's item and the seed's random numbers.
 */

interface VariantDraft {
  name: string;
  sku: string;
  priceMinor: number;
  quantity: number;
}

/** What a division-specific builder decides for one listing. */
export interface ListingDraft {
  title: string;
  description: string;
  priceMinor: number;
  negotiable: boolean;
  quantity: number;
  rentalPeriod: RentalPricePeriod | null;
  /** The division's attributes, as the contracts define them for a published listing. */
  attributes: Record<string, unknown>;
  /** Extra catalog-node parameters (colour, warranty, floor…). */
  parameters: Record<string, string | number | boolean | string[]>;
  variants?: VariantDraft[];
}

export interface Leaf {
  section: SectionSeed;
  /** Hue of this subcategory's pictures: near its section's hue. */
  hue: number;
  category: string;
  subcategory: SubcategorySeed;
  nodeId: string;
}

export interface BuildInput {
  random: Random;
  item: ItemSeed;
  /** How many listings of this item the division has before this one. */
  occurrence: number;
  leaf: Leaf;
  place: Place;
}
/** Whole euros in [min, max] as cents, ending in .00, .90 or .99 like shop prices. */
function shopPrice(random: Random, min: number, max: number): number {
  const euros = random.int(min, max);
  return euros * 100 - random.pick([0, 10, 1]);
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

const colours = ['Black', 'White', 'Silver', 'Graphite', 'Blue', 'Sage green'];

/** What the variants of a product in a subcategory differ in, and what each step adds to the price. */
function variantFamily(subcategory: string): { names: readonly string[]; stepEuros: number } {
  switch (subcategory) {
    case 'Smartphones':
      return { names: ['128 GB', '256 GB', '512 GB'], stepEuros: 110 };
    case 'Laptops':
      return { names: ['16 GB RAM', '32 GB RAM'], stepEuros: 200 };
    case 'Helmets':
      return { names: ['Size S', 'Size M', 'Size L'], stepEuros: 0 };
    case 'E-bikes':
      return { names: ['Frame S', 'Frame M', 'Frame L'], stepEuros: 0 };
    default:
      return { names: ['Black', 'White', 'Sage green'], stepEuros: 0 };
  }
}

function buildCatalogListing({ random, item, place, leaf }: BuildInput): ListingDraft {
  const brand = String(item.base['brand'] ?? 'Generic');
  const sku = `${slugify(brand).slice(0, 4).toUpperCase()}-${random.int(100_000, 999_999)}`;
  const family = variantFamily(leaf.subcategory.name);
  const withVariants = random.chance(0.4);
  const colour = !withVariants && random.chance(0.35) ? random.pick(colours) : null;
  const warranty = random.pick([24, 24, 36]);
  const title = colour ? `${item.name}, ${colour}` : item.name;
  const basePrice = shopPrice(random, item.min, item.max);
  const variants: VariantDraft[] = withVariants
    ? family.names.slice(0, random.int(2, family.names.length)).map((name, index) => ({
        name,
        sku: `${sku}-${index + 1}`,
        priceMinor: basePrice + index * family.stepEuros * 100,
        quantity: random.chance(0.15) ? 0 : random.int(1, 15),
      }))
    : [];
  // Helmets and e-bikes come in sizes: the sizes of their variants, or the one size in stock.
  const sizes = family.names[0]?.match(/^(Size|Frame) /)
    ? variants.length > 0
      ? variants.map((variant) => variant.name.split(' ').at(-1)!)
      : [random.pick(['S', 'M', 'L'])]
    : [];
  return {
    title,
    description: [
      `${title}. Brand new and sealed in the original packaging.`,
      `Comes with the ${warranty}-month manufacturer warranty and an invoice with VAT shown.`,
      `Ships within 1–2 working days from our warehouse in ${place.city}; free returns within 30 days.`,
      random.chance(0.5)
        ? 'Questions about compatibility? Send us a message, we answer within a day.'
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    // With variants, the product shows the lowest variant price and their stock together.
    priceMinor: basePrice,
    negotiable: random.chance(0.1),
    quantity:
      variants.length > 0
        ? variants.reduce((sum, v) => sum + v.quantity, 0)
        : random.chance(0.08)
          ? 0
          : random.int(1, 40),
    rentalPeriod: null,
    attributes: { brand, sku },
    parameters: {
      warranty_months: warranty,
      ...(colour ? { colour } : {}),
      ...(sizes.length > 0 ? { size: sizes } : {}),
    },
    variants,
  };
}

const fleaConditions = [
  { value: 'like_new', text: 'Like new, used only a handful of times.' },
  { value: 'good', text: 'In good condition with light signs of use.' },
  { value: 'good', text: 'In good condition with light signs of use.' },
  { value: 'fair', text: 'Used and shows its age, but everything works.' },
  { value: 'new', text: 'New and unused, still in its box.' },
  { value: 'for_parts', text: 'Sold as is for parts or repair; it does not work any more.' },
] as const;

function buildFleaListing({ random, item, occurrence, place }: BuildInput): ListingDraft {
  const condition = random.pick(fleaConditions);
  const detail = item.details?.[occurrence % item.details.length];
  const name = detail ? `${item.name}, ${detail}` : item.name;
  const reason = random.pick([
    'we are moving',
    'we no longer have space for it',
    'the kids have outgrown it',
    'I upgraded',
    'it was a duplicate gift',
  ]);
  return {
    title: condition.value === 'like_new' ? `${name} – like new` : name,
    description: [
      `Selling our ${name.charAt(0).toLowerCase()}${name.slice(1)} because ${reason}.`,
      condition.text,
      `Pick-up in ${place.city} (${place.zipCode}); shipping possible at the buyer's cost.`,
      'Smoke-free household. Private sale, no returns.',
    ].join(' '),
    priceMinor: roundTo(random.int(item.min, item.max), 5) * 100,
    negotiable: random.chance(0.6),
    quantity: random.chance(0.06) ? 0 : 1,
    rentalPeriod: null,
    attributes: { condition: condition.value },
    parameters: { pickup: true, shipping: random.chance(0.4) },
  };
}

function buildServiceListing({ random, item, leaf, place }: BuildInput): ListingDraft {
  const isEvent = leaf.section.name.includes('Events') || item.min >= 300;
  const duration = isEvent ? random.pick([240, 480, 600]) : random.pick([45, 60, 60, 90, 120]);
  const radius = random.pick([10, 15, 20, 30, 50]);
  const experience = random.int(3, 22);
  return {
    title: `${item.name} in ${place.city}`,
    description: [
      `${item.name} in ${place.city} and within ${radius} km.`,
      `${experience} years of experience, reliable and on time; materials are charged separately where needed.`,
      duration >= 240
        ? `The price covers about ${duration / 60} hours on site.`
        : `The price covers a ${duration}-minute appointment.`,
      'Evenings and Saturdays on request. Send a message with what you need and a preferred date.',
    ].join(' '),
    priceMinor: roundTo(random.int(item.min, item.max), 5) * 100,
    negotiable: random.chance(0.3),
    quantity: random.int(1, 12),
    rentalPeriod: null,
    attributes: {
      duration_minutes: duration,
      service_area: { zip_code: place.zipCode, radius_km: radius },
    },
    parameters: {
      years_of_experience: experience,
      invoice_available: random.chance(0.7),
    },
  };
}

/** "500 g jar" → 500 g; "1 kg" → 1 kg; "6 pieces", "1 loaf (1 kg)" → 6 pieces, 1 piece. */
function foodQuantity(unitText: string): { unit: FoodUnit; amount: number } {
  const measured = /^(\d+(?:\.\d+)?)\s*(kg|g|l|ml)\b/.exec(unitText);
  if (measured) return { unit: measured[2] as FoodUnit, amount: Number(measured[1]) };
  const counted = /^(\d+)\s/.exec(unitText);
  return { unit: 'piece', amount: counted ? Number(counted[1]) : 1 };
}

function buildFoodListing({ random, item, place }: BuildInput): ListingDraft {
  const unit = String(item.base['unit'] ?? '1 piece');
  const organic = item.name.startsWith('Organic') || random.chance(0.4);
  const allergens = Array.isArray(item.base['allergens']) ? item.base['allergens'] : [];
  const title =
    organic && !item.name.startsWith('Organic')
      ? `Organic ${item.name.charAt(0).toLowerCase()}${item.name.slice(1)}`
      : item.name;
  return {
    title: `${title}, ${unit}`,
    description: [
      `${title} from a small producer near ${place.city}.`,
      organic ? 'Certified organic (DE-ÖKO-006).' : 'Grown and made without shortcuts.',
      allergens.length > 0 ? `Contains: ${allergens.join(', ')}.` : 'No major allergens.',
      `Fresh every week; pick-up at the farm shop in ${place.zipCode} ${place.city} or local delivery on Fridays.`,
    ].join(' '),
    priceMinor: random.int(item.min, item.max) * 100 - random.pick([1, 51, 10]),
    negotiable: false,
    quantity: random.chance(0.08) ? 0 : random.int(3, 60),
    rentalPeriod: null,
    attributes: {
      unit: foodQuantity(unit).unit,
      weight_or_volume: foodQuantity(unit).amount,
      allergens,
    },
    parameters: { organic, local_delivery: random.chance(0.5) },
  };
}

function buildVehicleListing({ random, item }: BuildInput): ListingDraft {
  const make = String(item.base['make']);
  const model = String(item.base['model']);
  const body = String(item.base['body_type']);
  const isTwoWheeler = body === 'naked' || body === 'scooter';
  const year = random.int(2012, 2024);
  const age = 2026 - year;
  const mileage = roundTo(
    age * random.int(isTwoWheeler ? 2_000 : 9_000, isTwoWheeler ? 6_000 : 19_000) +
      random.int(0, 4_000),
    100,
  );
  const fuel =
    make === 'Tesla'
      ? 'electric'
      : /TDI|\d{3}d\b/.test(model)
        ? 'diesel'
        : isTwoWheeler
          ? 'petrol'
          : random.pick(['petrol', 'petrol', 'hybrid']);
  const transmission =
    isTwoWheeler && body === 'scooter'
      ? 'automatic'
      : isTwoWheeler
        ? 'manual'
        : random.pick(['manual', 'automatic', 'automatic']);
  const share = (year - 2012) / 12;
  const price = roundTo(
    (item.min + (item.max - item.min) * share) * (0.92 + random.next() * 0.16),
    50,
  );
  const owners = random.int(1, 3);
  const colour = random.pick(['black', 'white', 'grey', 'silver', 'dark blue', 'red']);
  return {
    title: `${make} ${model}, ${year}, ${(mileage / 1000).toFixed(0)}k km`,
    description: [
      `${year} ${make} ${model} in ${colour}, ${mileage.toLocaleString('en-US')} km, ${fuel}, ${transmission} transmission.`,
      `${owners === 1 ? 'First owner' : `${owners} previous owners`}, full service history, next inspection (TÜV) due ${2027 + random.int(0, 1)}.`,
      isTwoWheeler
        ? 'Always garaged; comes with two keys and the owner’s manual.'
        : 'Non-smoker vehicle with summer and winter tyres; test drive by appointment.',
    ].join(' '),
    priceMinor: price * 100,
    negotiable: random.chance(0.7),
    quantity: 1,
    rentalPeriod: null,
    attributes: { make, model, year, mileage_km: mileage, fuel, transmission },
    parameters: { body_type: body, colour, previous_owners: owners },
  };
}

/** The contracts' property type of a kind of property the demo catalog offers. */
export function propertyTypeOf(kind: string): PropertyType {
  if (kind === 'holiday apartment') return 'apartment';
  if (kind === 'parking space') return 'garage';
  if (kind === 'house' || kind === 'office' || kind === 'apartment') return kind;
  return 'other';
}

function buildPropertyListing({ random, item, place }: BuildInput): ListingDraft {
  const type = String(item.base['property_type']);
  const rental = item.rentalPeriod ?? null;
  let rooms: number;
  let area: number;
  let title: string;
  if (type === 'parking space') {
    rooms = 0;
    area = random.int(12, 18);
    title = `${random.chance(0.5) ? 'Underground' : 'Outdoor'} parking space in ${place.city}`;
  } else if (type === 'office') {
    rooms = random.int(2, 10);
    area = roundTo(rooms * random.int(18, 35), 5);
    title = `Office space in ${place.city}, ${area} m²`;
  } else if (type === 'house') {
    rooms = random.int(4, 8);
    area = roundTo(rooms * random.int(24, 34), 5);
    title = `${random.pick(['Detached', 'Semi-detached', 'Terraced'])} house with garden in ${place.city}, ${rooms} rooms`;
  } else if (type === 'holiday apartment') {
    rooms = random.int(1, 3);
    area = rooms * random.int(22, 30) + random.int(0, 12);
    title = `Holiday apartment in ${place.city} for up to ${rooms * 2} guests`;
  } else {
    rooms = random.int(1, 5);
    area = rooms * random.int(22, 30) + random.int(0, 15);
    title = `${rooms}-room apartment in ${place.city}, ${area} m²`;
  }
  const price =
    rental === null
      ? roundTo(random.int(item.min, item.max), 1000)
      : rental === 'per_day'
        ? random.int(item.min, item.max)
        : roundTo(random.int(item.min, item.max), 10);
  const yearBuilt = random.int(1905, 2023);
  const offer =
    rental === null
      ? 'For sale, available by arrangement. Energy certificate available for viewing.'
      : rental === 'per_day'
        ? `Price per night; minimum stay ${random.int(2, 5)} nights, bed linen and towels included.`
        : `Monthly rent excluding utilities; deposit three months' rent, available from ${random.pick(['the 1st of next month', 'immediately', 'by arrangement'])}.`;
  return {
    title,
    description: [
      `${title} (${place.zipCode} ${place.city}).`,
      rooms > 0
        ? `${rooms} rooms, ${area} m² in a building from ${yearBuilt}.`
        : `${area} m², easy access.`,
      random.chance(0.5) && type !== 'parking space'
        ? 'Bright, quiet, close to public transport and shops.'
        : '',
      offer,
    ]
      .filter(Boolean)
      .join(' '),
    priceMinor: price * 100,
    negotiable: rental === null ? random.chance(0.5) : random.chance(0.1),
    quantity: 1,
    rentalPeriod: rental,
    attributes: {
      property_type: propertyTypeOf(type),
      rental_period: rental,
      rooms,
      area_m2: area,
    },
    parameters: {
      kind: type,
      [PROPERTY_OFFER_PARAMETER]: offerOfRentalPeriod(rental),
      ...(type === 'parking space' ? {} : { year_built: yearBuilt }),
      ...(type === 'apartment' || type === 'holiday apartment'
        ? {
            floor: random.int(0, 6),
            balcony: random.chance(0.6),
            furnished: type !== 'apartment' || random.chance(0.2),
          }
        : {}),
      ...(type === 'house' ? { plot_m2: roundTo(area * random.int(2, 5), 10) } : {}),
    },
  };
}

export const builders: Record<MarketplaceSection, (input: BuildInput) => ListingDraft> = {
  catalog: buildCatalogListing,
  'flea-market': buildFleaListing,
  services: buildServiceListing,
  food: buildFoodListing,
  automarket: buildVehicleListing,
  property: buildPropertyListing,
};
