import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelectQueryBuilder, SelectedFields } from 'drizzle-orm/pg-core';
import type { MarketplaceSection } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import { utcPeriodOf, withinUtcDays, type PeriodWindow } from '../../db/utc-periods';
import { listingMedia, listings, listingVariants } from '../../db/schema/listings';
import {
  displayNameColumns,
  isActiveAccount,
  joinOwner,
  sellerRatingColumn,
} from '../users/read-model';

/*
 * The public listing card, as listings publish it for other modules' queries (ADR 0041): the
 * columns a card shows, the predicate of what visitors may see, and the joins that bring a
 * listing and its owner into a query of the caller's own table (favorites, comparison, carts).
 * Read only: listings change through the listings service, stock through its stock port.
 */

/**
 * Published and active: the predicate of the partial indexes on public listings. Its values are
 * written into the SQL rather than sent as parameters, so that a plan prepared once for any
 * values (a generic plan of a prepared statement) can still prove that those indexes apply.
 */
export const isPublished = sql`(${listings.status} = 'active' and ${listings.draftState} = 'sent')`;

/**
 * Published, active listings of active accounts: what visitors may see. Every public read
 * (browse, item pages, result pages, search) joins the owner's account and applies this.
 */
export const isPublic = and(isPublished, isActiveAccount);

/**
 * The listing's full-text document (ADR 0020), for a caller that matches its own rows' listings
 * against a search (`to_tsquery('bazaar_search', …)`): the advertising slots of search results.
 */
export const listingSearchVector = listings.searchVector;

/** Columns of a listing that other modules read beside its card. */
export const listingColumns = {
  id: listings.id,
  ownerId: listings.ownerId,
  section: listings.section,
  title: listings.title,
  priceMinor: listings.priceMinor,
  currency: listings.currency,
  negotiable: listings.negotiable,
  quantity: listings.quantity,
  status: listings.status,
  draftState: listings.draftState,
  attributes: listings.attributes,
  parameters: listings.parameters,
  catalogNodeId: listings.catalogNodeId,
  createdAt: listings.createdAt,
  publishedAt: listings.publishedAt,
};

/**
 * What a listing card shows of a listing and its seller: select it with `joinListingCard`, or with
 * `selectListings` and the owner's `joinOwner`. Only the columns of the display name: result pages read them for every card.
 */
export const listingCardColumns = {
  id: listings.id,
  section: listings.section,
  title: listings.title,
  priceMinor: listings.priceMinor,
  currency: listings.currency,
  negotiable: listings.negotiable,
  rentalPeriod: listings.rentalPeriod,
  quantity: listings.quantity,
  zipCode: listings.zipCode,
  city: listings.city,
  ...displayNameColumns,
  /** The seller's rating (users' read model): one lookup by primary key per card. */
  sellerRating: sellerRatingColumn(listings.ownerId),
};

/** Joins the listing of `listingId` (inner) with its owner: what a card needs. */
export function joinListingCard<T extends PgSelectQueryBuilder>(query: T, listingId: AnyPgColumn) {
  return joinOwner(query.innerJoin(listings, eq(listings.id, listingId)), listings.ownerId);
}

/** Joins the listing of `listingId` (inner), without its owner. */
export function joinListing<T extends PgSelectQueryBuilder>(query: T, listingId: AnyPgColumn) {
  return query.innerJoin(listings, eq(listings.id, listingId));
}

/**
 * What another module checks of a listing before it acts on it (bookings, chat, advertising):
 * its owner, division, title and price, and whether visitors see it.
 */
export interface ListingSummary {
  id: string;
  ownerId: string;
  section: MarketplaceSection;
  title: string;
  priceMinor: number | null;
  currency: string | null;
  negotiable: boolean;
  /** Visitors may see it (published, active, its owner's account open). */
  isPublic: boolean;
}

const { id, ownerId, section, title, priceMinor, currency, negotiable } = listingColumns;
const selectListingSummaries = (db: Queryable) =>
  joinOwner(
    selectListings(db, {
      ...{ id, ownerId, section, title, priceMinor, currency, negotiable },
      isPublic: sql<boolean>`coalesce(${isPublic}, false)`,
    }),
    listings.ownerId,
  );

/** The summary of the listing of `listingId`, if there is one (in any state). */
export async function findListingSummary(
  db: Queryable,
  listingId: string,
): Promise<ListingSummary | undefined> {
  const [row] = await selectListingSummaries(db).where(eq(listings.id, listingId));
  return row;
}

/** The summaries of those of these listings that exist (in any state). */
export async function listingSummariesOf(
  db: Queryable,
  listingIds: readonly string[],
): Promise<ListingSummary[]> {
  if (listingIds.length === 0) return [];
  return selectListingSummaries(db).where(inArray(listings.id, [...listingIds]));
}

/** Selects `fields` from listings; join the owner with `joinOwner` (users' read model). */
export function selectListings<TFields extends SelectedFields>(db: Queryable, fields: TFields) {
  return db.select(fields).from(listings).$dynamic();
}

/** The ids of an owner's listings, as a subquery. */
export function listingIdsOfOwner(db: Queryable, ownerId: string) {
  return db.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, ownerId));
}

/** The variants of these listings, in their order. */
export async function variantsOf(db: Queryable, listingIds: readonly string[]) {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(listingVariants)
    .where(inArray(listingVariants.listingId, [...listingIds]))
    .orderBy(asc(listingVariants.position), asc(listingVariants.id));
}

/** The stock of each of these listings that exists (any state), by id. */
export async function stockOf(
  db: Queryable,
  listingIds: readonly string[],
): Promise<Map<string, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: listings.id, quantity: listings.quantity })
    .from(listings)
    .where(inArray(listings.id, [...listingIds]));
  return new Map(rows.map((row) => [row.id, row.quantity]));
}

/** The first picture (lowest position) of each of the given listings: their cover. */
export async function firstMediaOf(db: Queryable, listingIds: readonly string[]) {
  if (listingIds.length === 0) return [];
  return db
    .selectDistinctOn([listingMedia.listingId], {
      listingId: listingMedia.listingId,
      url: listingMedia.url,
      thumbnailUrl: listingMedia.thumbnailUrl,
      alt: listingMedia.alt,
    })
    .from(listingMedia)
    .where(inArray(listingMedia.listingId, [...listingIds]))
    .orderBy(listingMedia.listingId, listingMedia.position, listingMedia.id);
}

/** Whether the account of `ownerId` has a listing in `section`, as a subquery of the row. */
export const sellsIn = (section: MarketplaceSection, ownerId: AnyPgColumn) =>
  sql`exists (select 1 from ${listings} where ${listings.ownerId} = ${ownerId} and ${listings.section} = ${section})`;

/**
 * What the moderation rules read of a listing saved in the editor (ADR 0070): its texts and
 * price, the median price of the other published listings of its catalog node in its currency
 * (with how many there are), and how many listings its owner created since `burstSince`.
 */
export async function listingModerationFacts(db: Queryable, listingId: string, burstSince: Date) {
  const [listing] = await db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      section: listings.section,
      title: listings.title,
      description: listings.description,
      priceMinor: listings.priceMinor,
      currency: listings.currency,
      catalogNodeId: listings.catalogNodeId,
      draftState: listings.draftState,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) return undefined;
  let median: { value: number | null; count: number } = { value: null, count: 0 };
  if (listing.catalogNodeId && listing.currency && listing.priceMinor !== null) {
    const [row] = await db
      .select({
        value: sql<
          string | null
        >`percentile_cont(0.5) within group (order by ${listings.priceMinor})`,
        count: sql<number>`count(*)::int`,
      })
      .from(listings)
      .where(
        and(
          eq(listings.catalogNodeId, listing.catalogNodeId),
          eq(listings.currency, listing.currency),
          isPublished,
          sql`${listings.id} <> ${listingId}`,
        ),
      );
    median = { value: row?.value == null ? null : Number(row.value), count: row?.count ?? 0 };
  }
  const [recent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(eq(listings.ownerId, listing.ownerId), gte(listings.createdAt, burstSince)));
  return { ...listing, median, ownerRecentCount: recent?.count ?? 0 };
}

/** Whether a listing exists and who owns it, with what the moderation queue shows of it. */
export async function listingForModeration(db: Queryable, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      section: listings.section,
      title: listings.title,
      status: listings.status,
      draftState: listings.draftState,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

/**
 * Listings created per period of the window and division, drafts included (administrators'
 * statistics): read from `listings_created_section_idx` alone.
 */
export async function newListingsPerPeriod(db: Queryable, window: PeriodWindow) {
  const period = utcPeriodOf(listings.createdAt, window.granularity);
  return db
    .select({ period, section: listings.section, count: sql<number>`count(*)::int` })
    .from(listings)
    .where(withinUtcDays(listings.createdAt, window))
    .groupBy(period, listings.section);
}
