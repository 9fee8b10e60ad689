import {
  sellerRatingOf,
  type AccountType,
  type ActivityStatus,
  type AdminAccountSort,
  type SellerRating,
} from '@bazaar/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { utcPeriodOf, withinUtcDays, type PeriodWindow } from '../../db/utc-periods';
import { sellerRatings } from '../../db/schema/seller-ratings';
import { sellerProfiles, users } from '../../db/schema/users';

/*
 * What other modules may read of accounts inside their own queries (ADR 0041): the account that
 * owns a listing or holds a cart, joined on its id, and the columns that name it. Read only:
 * accounts change through the users module's service.
 */

/** Open and active: an account whose listings the public may see. */
export const isActiveAccount = and(sql`${users.status} = 'active'`, isNull(users.deletedAt));

/** The owner columns every listing answer needs to name its owner. */
export const ownerColumns = {
  id: users.id,
  accountType: users.accountType,
  status: users.status,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  createdAt: users.createdAt,
};

/** The columns of the seller profile that name a seller (null for other accounts). */
export const sellerProfileColumns = {
  accountName: sellerProfiles.accountName,
  businessName: sellerProfiles.businessName,
  businessNameAsAccountName: sellerProfiles.businessNameAsAccountName,
  logoUrl: sellerProfiles.logoUrl,
};

/** Only the columns of a display name: result pages read them for every card. */
export const displayNameColumns = {
  owner: {
    id: users.id,
    accountType: users.accountType,
    firstName: users.firstName,
    lastName: users.lastName,
  },
  sellerProfile: {
    accountName: sellerProfiles.accountName,
    businessName: sellerProfiles.businessName,
    businessNameAsAccountName: sellerProfiles.businessNameAsAccountName,
  },
};

/** Further columns of an account that others read beside its name. */
export const accountColumns = {
  deletedAt: users.deletedAt,
  pickupAddress: users.pickupAddress,
};

/**
 * The rating of the seller of `sellerId` as [reviews, stars], null before the first: a subquery
 * of the row (one lookup by primary key per card).
 */
export const sellerRatingColumn = (sellerId: AnyPgColumn) =>
  sql<
    [number, number] | null
  >`(select array[kept.reviews, kept.stars] from ${sellerRatings} kept where kept.seller_id = ${sellerId})`;

/** A rating as `sellerRatingColumn` reads it, as answers show it. */
export function toSellerRating(column: readonly [number, number] | null): SellerRating | null {
  return column ? sellerRatingOf(Number(column[0]), Number(column[1])) : null;
}

/** The ratings of these sellers; a seller without reviews is missing from the map. */
export async function sellerRatingsOf(
  db: Queryable,
  sellerIds: readonly string[],
): Promise<Map<string, SellerRating>> {
  const ids = [...new Set(sellerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(sellerRatings).where(inArray(sellerRatings.sellerId, ids));
  return new Map(
    rows.flatMap((row) => {
      const rating = sellerRatingOf(row.reviews, row.stars);
      return rating ? [[row.sellerId, rating] as const] : [];
    }),
  );
}

/** Joins the account of `accountId` (inner). */
export function joinAccount<T extends PgSelectQueryBuilder>(query: T, accountId: AnyPgColumn) {
  return query.innerJoin(users, eq(users.id, accountId));
}

/** Joins the account of `ownerId` (inner) and its seller profile (left): what names an owner. */
export function joinOwner<T extends PgSelectQueryBuilder>(query: T, ownerId: AnyPgColumn) {
  return query
    .innerJoin(users, eq(users.id, ownerId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id));
}

/** The names of these accounts (buyers and sellers of orders): owner and seller profile rows. */
export async function ownerNamesOf(db: Queryable, accountIds: readonly string[]) {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return [];
  return db
    .select({ owner: ownerColumns, sellerProfile: sellerProfileColumns })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(inArray(users.id, ids));
}

/** The account's email address, if the account is open. */
export async function emailOfOpenAccount(db: Queryable, accountId: string) {
  const [row] = await db
    .select({ email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, accountId));
  return row && row.deletedAt === null ? row.email : undefined;
}

/** An open account's address, first name and whether the address is confirmed. */
export async function addressOfOpenAccount(db: Queryable, accountId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      emailVerifiedAt: users.emailVerifiedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, accountId));
  return row && row.deletedAt === null ? row : undefined;
}

/** The seller's pickup address now. */
export async function pickupAddressOf(db: Queryable, accountId: string) {
  const [row] = await db
    .select({ pickupAddress: users.pickupAddress })
    .from(users)
    .where(eq(users.id, accountId));
  return row?.pickupAddress ?? null;
}

/** An owner of public listings (buyer or seller) as public pages show them, if open and active. */
export async function findPublicOwner(db: Queryable, accountId: string) {
  const [row] = await db
    .select({ owner: ownerColumns, sellerProfile: sellerProfileColumns })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(
      and(
        eq(users.id, accountId),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        inArray(users.accountType, ['BUYER', 'SELLER']),
      ),
    );
  return row;
}

/**
 * Whether the account of `accountId` is open and active, as a subquery of the row: one lookup by
 * primary key per row, where a join would be hashed.
 */
export const accountIsOpen = (accountId: AnyPgColumn) =>
  sql`(select ${users.status} = 'active' and ${users.deletedAt} is null from ${users} where ${users.id} = ${accountId})`;

/** The columns an audience of accounts is chosen by (administrators' messages). */
export const audienceColumns = {
  id: users.id,
  email: users.email,
  accountType: users.accountType,
  status: users.status,
};

/** Open accounts matching `where`: their number. */
export async function countOpenAccounts(db: Queryable, where: SQL | undefined) {
  const [row] = await db
    .select({ accounts: count() })
    .from(users)
    .where(and(isNull(users.deletedAt), where));
  return row?.accounts ?? 0;
}

/** A page of the ids of open accounts matching `where`, in id order, after `afterId`. */
export async function openAccountIds(
  db: Queryable,
  where: SQL | undefined,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deletedAt), afterId ? gt(users.id, afterId) : undefined, where))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The user manager's filters on open accounts (administrators, issue 21). */
export interface AdministeredAccountsFilter {
  /** Matched, case-insensitively, in the email address, the names and the business names. */
  search?: string;
  type?: AccountType;
  status?: ActivityStatus;
  signedUpFrom?: Date;
  /** Exclusive. */
  signedUpBefore?: Date;
  /** A further condition on `audienceColumns.id` (e.g. sells in a division). */
  where?: SQL;
  sort: AdminAccountSort;
  /** The last row of the previous page: its sort key (as `sortKey` answered it) and id. */
  after?: { key: string; id: string };
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** created_at with microseconds, so a cursor reproduces it exactly. */
const createdAtText = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A page of open accounts with their seller profiles, in the filter's order. */
export async function administeredAccountsPage(db: Queryable, filter: AdministeredAccountsFilter) {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt), filter.where];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(sellerProfiles.accountName, pattern),
        ilike(sellerProfiles.businessName, pattern),
      ),
    );
  }
  if (filter.type) conditions.push(eq(users.accountType, filter.type));
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.signedUpFrom) conditions.push(gte(users.createdAt, filter.signedUpFrom));
  if (filter.signedUpBefore) conditions.push(lt(users.createdAt, filter.signedUpBefore));
  const { after } = filter;
  if (after) {
    if (filter.sort === 'email') {
      conditions.push(sql`(${users.email}, ${users.id}) > (${after.key}, ${after.id}::uuid)`);
    } else {
      const direction = filter.sort === 'newest' ? sql`<` : sql`>`;
      conditions.push(
        sql`(${users.createdAt}, ${users.id}) ${direction} (${after.key}::timestamptz, ${after.id}::uuid)`,
      );
    }
  }
  const order =
    filter.sort === 'email'
      ? [asc(users.email), asc(users.id)]
      : filter.sort === 'newest'
        ? [desc(users.createdAt), desc(users.id)]
        : [asc(users.createdAt), asc(users.id)];
  return db
    .select({
      owner: { ...ownerColumns, email: users.email },
      sellerProfile: sellerProfileColumns,
      sortKey: filter.sort === 'email' ? users.email : createdAtText,
    })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit);
}

/** Accounts created per period of the window and account type (administrators' statistics). */
export async function signUpsPerPeriod(db: Queryable, window: PeriodWindow) {
  const period = utcPeriodOf(users.createdAt, window.granularity);
  return db
    .select({ period, accountType: users.accountType, count: sql<number>`count(*)::int` })
    .from(users)
    .where(withinUtcDays(users.createdAt, window))
    .groupBy(period, users.accountType);
}
