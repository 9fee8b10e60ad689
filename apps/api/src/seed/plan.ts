import { divisionOf, type MarketplaceSection } from '@bazaar/contracts';
import { catalogPathKey } from '../modules/catalog';
import type {
  NewListingMediaRow,
  NewListingRow,
  NewListingVariantRow,
  NewSellerProfileRow,
  NewUserRow,
} from '../db/schema';
import { demoCatalog, type DivisionSeed, type ItemSeed } from './catalog-data';
import { LISTING_PICTURE_SIZE, listingPictureSvg, tileSvg } from '../lib/svg-pictures';
import { demoPeople, type DemoPerson } from './people';
import { builders, type Leaf } from './listing-drafts';
import { places } from './places';
import { createRandom, type Random } from './random';

export const DEMO_CURRENCY = 'EUR';
const SEED = 20_260_101;
const DAY_MS = 86_400_000;
/** Listings are spread over this many days before the seed time. */
const LISTING_AGE_DAYS = 60;

/** A generated picture: where it goes under the uploads folder, and its SVG text. */
export interface PlannedFile {
  relativePath: string;
  content: string;
}

type WithId<T> = T & { id: string };

export interface DemoPlan {
  users: WithId<NewUserRow>[];
  sellerProfiles: NewSellerProfileRow[];
  listings: WithId<NewListingRow>[];
  /** Variants of some Shop Hub products, each with its own price and stock. */
  variants: NewListingVariantRow[];
  media: NewListingMediaRow[];
  files: PlannedFile[];
}

/** The ids of the plan's accounts by their email's local part (`seller1`, `buyer2`). */
export const demoAccountIds = (plan: DemoPlan) =>
  new Map(plan.users.map((user) => [user.email.split('@')[0]!, user.id]));

const MEDIA_URL_PREFIX = '/api/media/';

/** Who lists what: Shop Hub by sellers, Flea Market by buyers, the rest by both. */
function ownerPool(section: MarketplaceSection, sectionIndex: number): string[] {
  const sellers = ['seller1', 'seller2', 'seller3', 'seller4'];
  const buyers = ['buyer1', 'buyer2', 'buyer3', 'buyer4'];
  switch (section) {
    case 'catalog':
      return [sellers[sectionIndex % 3]!];
    case 'flea-market':
      return buyers;
    case 'services':
      return ['seller4', 'seller2', ...buyers];
    case 'food':
      return ['seller2', 'seller2', 'buyer1', 'buyer3', 'buyer4'];
    case 'automarket':
      return ['seller4', 'seller4', 'seller4', 'buyer2', 'buyer4'];
    case 'property':
      return ['seller4', 'seller2', 'buyer1', 'buyer3'];
  }
}

interface PlanOptions {
  /** The time the seed runs; listings are dated within the 60 days before it. */
  now: Date;
  /** argon2id hash per demo email. */
  passwordHashes: ReadonlyMap<string, string>;
  /** Ids of the installed catalog nodes by `catalogPathKey`; every demo subcategory needs one. */
  catalogNodeIds: ReadonlyMap<string, string>;
}

function planPeople(random: Random, options: PlanOptions, files: PlannedFile[]) {
  const users: WithId<NewUserRow>[] = [];
  const sellerProfiles: NewSellerProfileRow[] = [];
  const userIdByLocalPart = new Map<string, string>();
  const joinedAt = new Date(options.now.getTime() - (LISTING_AGE_DAYS + 30) * DAY_MS);
  demoPeople.forEach((person: DemoPerson, index) => {
    const id = random.uuid();
    const passwordHash = options.passwordHashes.get(person.email);
    if (!passwordHash) throw new Error(`No password hash for ${person.email}`);
    userIdByLocalPart.set(person.email.split('@')[0]!, id);
    users.push({
      id,
      email: person.email.toLowerCase(),
      passwordHash,
      accountType: person.accountType,
      status: person.blockedReason ? 'blocked' : 'active',
      blockedReason: person.blockedReason ?? null,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      pickupAddress: person.pickupAddress ?? person.address ?? null,
      emailVerifiedAt: joinedAt,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
    if (person.seller) {
      const logoPath = `seed/logos/${person.seller.accountName}.svg`;
      files.push({
        relativePath: logoPath,
        content: tileSvg({ text: person.seller.businessName, hue: 200 + index * 47 }),
      });
      sellerProfiles.push({
        userId: id,
        accountName: person.seller.accountName,
        businessName: person.seller.businessName,
        businessNameAsAccountName: person.seller.businessNameAsAccountName,
        logoUrl: `${MEDIA_URL_PREFIX}${logoPath}`,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      });
    }
  });
  return { users, sellerProfiles, userIdByLocalPart };
}

/** The demo subcategories of a division, each with its installed catalog node. */
function leavesOf(division: DivisionSeed, catalogNodeIds: ReadonlyMap<string, string>): Leaf[] {
  return division.sections.flatMap((section) =>
    section.categories.flatMap((category, categoryIndex) =>
      category.subcategories.map((subcategory, subcategoryIndex) => {
        const key = catalogPathKey(division.section, [
          section.name,
          category.name,
          subcategory.name,
        ]);
        const nodeId = catalogNodeIds.get(key);
        if (!nodeId) throw new Error(`The catalog structure has no node ${key}`);
        return {
          section,
          hue: section.hue + categoryIndex * 14 + subcategoryIndex * 6,
          category: category.name,
          subcategory,
          nodeId,
        };
      }),
    ),
  );
}

/**
 * The whole demo marketplace, computed without touching the database: the same seed and time
 * always give the same rows and pictures.
 */
export function planDemoMarketplace(options: PlanOptions): DemoPlan {
  const random = createRandom(SEED);
  const files: PlannedFile[] = [];
  const { users, sellerProfiles, userIdByLocalPart } = planPeople(random, options, files);
  const listings: WithId<NewListingRow>[] = [];
  const variants: NewListingVariantRow[] = [];
  const media: NewListingMediaRow[] = [];

  for (const division of demoCatalog) {
    const leaves = leavesOf(division, options.catalogNodeIds);
    const occurrences = new Map<ItemSeed, number>();
    const divisionName = divisionOf(division.section).name;
    for (let index = 0; index < division.listingCount; index += 1) {
      const leafIndex = index % leaves.length;
      const leaf = leaves[leafIndex]!;
      // Each round over the leaves takes the next item of each, so a leaf lists all its items.
      const round = Math.floor(index / leaves.length);
      const item = leaf.subcategory.items[(round + leafIndex) % leaf.subcategory.items.length]!;
      const occurrence = occurrences.get(item) ?? 0;
      occurrences.set(item, occurrence + 1);
      const place = random.pick(places);
      const draft = builders[division.section]({ random, item, occurrence, leaf, place });
      const sectionIndex = division.sections.indexOf(leaf.section);
      const ownerKey = random.pick(ownerPool(division.section, sectionIndex));
      const ownerId = userIdByLocalPart.get(ownerKey);
      if (!ownerId) throw new Error(`Unknown demo owner ${ownerKey}`);
      const createdAt = new Date(
        options.now.getTime() - Math.floor(random.next() * LISTING_AGE_DAYS * DAY_MS) - 60_000,
      );
      const id = random.uuid();
      // The rental period has its own column; the jsonb keeps the rest of the attributes.
      const { rental_period: _rentalPeriod, ...attributes } = draft.attributes;
      listings.push({
        id,
        ownerId,
        section: division.section,
        catalogNodeId: leaf.nodeId,
        title: draft.title,
        description: draft.description,
        priceMinor: draft.priceMinor,
        currency: DEMO_CURRENCY,
        negotiable: draft.negotiable,
        rentalPeriod: draft.rentalPeriod,
        quantity: draft.quantity,
        zipCode: place.zipCode,
        city: place.city,
        latitude: place.latitude,
        longitude: place.longitude,
        attributes,
        parameters: draft.parameters,
        status: 'active',
        draftState: 'sent',
        createdAt,
        updatedAt: createdAt,
        publishedAt: createdAt,
      });
      for (const [position, variant] of (draft.variants ?? []).entries()) {
        variants.push({
          id: random.uuid(),
          listingId: id,
          position,
          name: variant.name,
          sku: variant.sku,
          priceMinor: variant.priceMinor,
          currency: DEMO_CURRENCY,
          quantity: variant.quantity,
          createdAt,
          updatedAt: createdAt,
        });
      }
      const pictureCount = random.int(1, 3);
      for (let position = 0; position < pictureCount; position += 1) {
        const relativePath = `seed/listings/${division.section}/${id}-${position + 1}.svg`;
        files.push({
          relativePath,
          content: listingPictureSvg({
            title: draft.title,
            label: `${divisionName} · ${leaf.subcategory.name}`,
            icon: division.section,
            hue: leaf.hue,
            variant: position,
          }),
        });
        media.push({
          ownerId,
          listingId: id,
          position,
          url: `${MEDIA_URL_PREFIX}${relativePath}`,
          // SVG scales without loss, so the picture is its own thumbnail.
          thumbnailUrl: `${MEDIA_URL_PREFIX}${relativePath}`,
          alt:
            pictureCount === 1
              ? draft.title
              : `${draft.title} (picture ${position + 1} of ${pictureCount})`,
          width: LISTING_PICTURE_SIZE.width,
          height: LISTING_PICTURE_SIZE.height,
          createdAt,
        });
      }
    }
  }

  return { users, sellerProfiles, listings, variants, media, files };
}
