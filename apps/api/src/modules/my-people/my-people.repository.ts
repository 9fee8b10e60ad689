import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sellerFollows } from '../../db/schema/follows';
import { findPublicOwner, ownerNamesOf, sellerRatingsOf } from '../users/read-model';

export function createMyPeopleRepository(db: Queryable) {
  return {
    /** An owner visitors may see (active, open), as public pages name them; else undefined. */
    publicOwner: (id: string) => findPublicOwner(db, id),

    /** Follows a seller; following again keeps the first time. */
    async follow(followerId: string, sellerId: string, at: Date) {
      await db
        .insert(sellerFollows)
        .values({ followerId, sellerId, createdAt: at })
        .onConflictDoNothing();
    },

    async unfollow(followerId: string, sellerId: string) {
      await db
        .delete(sellerFollows)
        .where(and(eq(sellerFollows.followerId, followerId), eq(sellerFollows.sellerId, sellerId)));
    },

    async isFollowing(followerId: string, sellerId: string): Promise<boolean> {
      const [row] = await db
        .select({ sellerId: sellerFollows.sellerId })
        .from(sellerFollows)
        .where(and(eq(sellerFollows.followerId, followerId), eq(sellerFollows.sellerId, sellerId)));
      return row !== undefined;
    },

    /** The sellers the account follows, newest followed first, with their names and ratings. */
    async followed(followerId: string, limit: number) {
      const follows = await db
        .select({ sellerId: sellerFollows.sellerId, followedAt: sellerFollows.createdAt })
        .from(sellerFollows)
        .where(eq(sellerFollows.followerId, followerId))
        .orderBy(desc(sellerFollows.createdAt), desc(sellerFollows.sellerId))
        .limit(limit);
      const ids = follows.map((row) => row.sellerId);
      const names = new Map((await ownerNamesOf(db, ids)).map((row) => [row.owner.id, row]));
      const ratings = await sellerRatingsOf(db, ids);
      return follows.flatMap((row) => {
        const owner = names.get(row.sellerId);
        return owner ? [{ ...row, names: owner, rating: ratings.get(row.sellerId) ?? null }] : [];
      });
    },

    /** A batch of the seller's followers, by id after `afterFollowerId`. */
    async followersOf(sellerId: string, afterFollowerId: string | undefined, limit: number) {
      const rows = await db
        .select({ id: sellerFollows.followerId })
        .from(sellerFollows)
        .where(
          and(
            eq(sellerFollows.sellerId, sellerId),
            afterFollowerId === undefined
              ? undefined
              : gt(sellerFollows.followerId, afterFollowerId),
          ),
        )
        .orderBy(asc(sellerFollows.followerId))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type MyPeopleRepository = ReturnType<typeof createMyPeopleRepository>;
