import {
  listingAttributesBySection,
  listingParameters,
  type AdminListingRow,
  type ListingCard,
  type ListingAttributesOf,
  type ListingDocument,
  type ListingMediaItem,
  type ListingOwner,
  type MarketplaceSection,
  type OwnerListingRow,
  type ProductVariant,
  type SellerRating,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type {
  ListingDocumentRow,
  ListingMediaRow,
  ListingRow,
  ListingVariantRow,
} from '../../db/schema/listings';
import { moneyOf } from '../../lib/money';
import { ownerDisplayName, type OwnerDisplayNames } from '../users';
import { toSellerRating } from '../users/read-model';
import type { AnyListingRow, BrowsedListingRow, OwnListingRow } from './listings.repository';

/** An owner as a listing's page shows it: names, picture and since when a member. */
export interface OwnerNames extends OwnerDisplayNames {
  owner: OwnerDisplayNames['owner'] & { avatarUrl: string | null; createdAt: Date };
  sellerProfile:
    (NonNullable<OwnerDisplayNames['sellerProfile']> & { logoUrl: string | null }) | null;
}

export function toListingOwner(names: OwnerNames, rating: SellerRating | null): ListingOwner {
  return {
    id: names.owner.id,
    account_type: names.owner.accountType,
    display_name: ownerDisplayName(names),
    logo: names.sellerProfile?.logoUrl ?? names.owner.avatarUrl,
    member_since: names.owner.createdAt.toISOString(),
    rating,
  };
}

/** What a card is drawn from: a browsed row, or a row of the same columns read elsewhere. */
export type ListingCardRow = Omit<BrowsedListingRow, 'createdAtText'>;

export function toListingCard(row: ListingCardRow, image: ListingCard['image']): ListingCard {
  return {
    id: row.id,
    section: row.section,
    title: row.title,
    // Public listings are published, and published listings always have a price.
    price: moneyOf(row.priceMinor, row.currency) ?? { amount_minor: 0, currency: 'EUR' },
    negotiable: row.negotiable,
    rental_period: row.rentalPeriod,
    quantity: row.quantity,
    image,
    location: row.zipCode && row.city ? { zip_code: row.zipCode, city: row.city } : null,
    seller: {
      id: row.owner.id,
      display_name: ownerDisplayName(row),
      rating: toSellerRating(row.sellerRating),
    },
    created_at: row.createdAt.toISOString(),
  };
}

export interface CoverPicture {
  url: string;
  thumbnailUrl: string;
  alt: string;
}

export function toOwnerListingRow(
  row: OwnListingRow | AnyListingRow,
  cover: CoverPicture | undefined,
): OwnerListingRow {
  return {
    id: row.id,
    section: row.section,
    title: row.title,
    price: moneyOf(row.priceMinor, row.currency),
    rental_period: row.rentalPeriod,
    quantity: row.quantity,
    status: row.status,
    draft_state: row.draftState,
    blocked_reason: row.blockedReason,
    image: cover ? { url: cover.url, thumbnail_url: cover.thumbnailUrl, alt: cover.alt } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

export function toAdminListingRow(
  row: AnyListingRow,
  cover: CoverPicture | undefined,
): AdminListingRow {
  return {
    ...toOwnerListingRow(row, cover),
    owner: {
      id: row.owner.id,
      display_name: ownerDisplayName(row),
      account_type: row.owner.accountType,
      status: row.owner.status,
    },
  };
}

export function toMediaItem(row: ListingMediaRow): ListingMediaItem {
  return {
    id: row.id,
    url: row.url,
    thumbnail_url: row.thumbnailUrl,
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}

export function toListingDocument(row: ListingDocumentRow): ListingDocument {
  return { id: row.id, name: row.name, url: row.url, size: row.sizeBytes };
}

export function toVariant(row: ListingVariantRow): ProductVariant {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    price: { amount_minor: row.priceMinor, currency: row.currency },
    quantity: row.quantity,
  };
}

/**
 * Stored attributes read back through the division's schema: unknown keys dropped, and every
 * known key present (null when not filled in yet), so an edit form gets all of its fields.
 */
function savedAttributes<S extends MarketplaceSection>(
  section: S,
  stored: Record<string, unknown>,
): ListingAttributesOf<S> {
  const schema = listingAttributesBySection[section];
  // Field by field, so one value of an older shape empties that field rather than all of them.
  const shape: Record<string, z.ZodType> = schema.shape;
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const parsed = field.safeParse(stored[key]);
      return [
        key,
        parsed.success ? (parsed.data ?? null) : (field.safeParse(undefined).data ?? null),
      ];
    }),
  ) as ListingAttributesOf<S>;
}

/**
 * The listing's division and attributes, as the discriminated union of the contracts wants
 * them: variants come from their table, the rental period from its column.
 */
export function sectionAttributes(row: ListingRow, variants: ListingVariantRow[]) {
  const stored = row.attributes;
  switch (row.section) {
    case 'catalog':
      return {
        section: row.section,
        attributes: { ...savedAttributes('catalog', stored), variants: variants.map(toVariant) },
      };
    case 'flea-market':
      return { section: row.section, attributes: savedAttributes('flea-market', stored) };
    case 'services':
      return { section: row.section, attributes: savedAttributes('services', stored) };
    case 'food':
      return { section: row.section, attributes: savedAttributes('food', stored) };
    case 'automarket':
      return { section: row.section, attributes: savedAttributes('automarket', stored) };
    case 'property':
      return {
        section: row.section,
        attributes: {
          ...savedAttributes('property', stored),
          rental_period: row.rentalPeriod,
        },
      };
  }
}

export function parametersOf(row: ListingRow) {
  const parsed = listingParameters.safeParse(row.parameters);
  return parsed.success ? parsed.data : {};
}

export function locationOf(row: ListingRow) {
  return row.zipCode && row.city
    ? { zip_code: row.zipCode, city: row.city, latitude: row.latitude, longitude: row.longitude }
    : null;
}
