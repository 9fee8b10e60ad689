import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  sellerProfiles,
  users,
  type NewSellerProfileRow,
  type NewUserRow,
  type SellerProfileRow,
  type UserRow,
} from '../../db/schema/users';

export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'createdAt'>>;
export type SellerProfilePatch = Partial<Omit<NewSellerProfileRow, 'userId' | 'createdAt'>>;

function userQueries(db: Queryable) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** An account that can still sign in: closed accounts are never found by email. */
    async findOpenByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)));
      return row;
    },

    /** What the auth plugin needs on every request: one indexed lookup. */
    async findAccess(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          accountType: users.accountType,
          status: users.status,
          blockedReason: users.blockedReason,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async insertUser(row: NewUserRow): Promise<UserRow> {
      const [inserted] = await db.insert(users).values(row).returning();
      return inserted!;
    },

    async insertSellerProfile(row: NewSellerProfileRow): Promise<SellerProfileRow> {
      const [inserted] = await db.insert(sellerProfiles).values(row).returning();
      return inserted!;
    },

    async findSellerProfile(userId: string): Promise<SellerProfileRow | undefined> {
      const [row] = await db.select().from(sellerProfiles).where(eq(sellerProfiles.userId, userId));
      return row;
    },

    async updateUser(id: string, patch: UserPatch): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    },

    async updateSellerProfile(
      userId: string,
      patch: SellerProfilePatch,
    ): Promise<SellerProfileRow | undefined> {
      const [row] = await db
        .update(sellerProfiles)
        .set(patch)
        .where(eq(sellerProfiles.userId, userId))
        .returning();
      return row;
    },
  };
}

/** The queries of one transaction (what `transaction` hands to its work). */
export type UsersQueries = ReturnType<typeof userQueries>;

export function createUsersRepository(db: Database) {
  return {
    ...userQueries(db),
    /**
     * Runs `work` in one transaction, with the queries bound to it and the transaction itself
     * (for the domain events the change writes).
     */
    transaction<T>(work: (queries: UsersQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(userQueries(tx), tx));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
