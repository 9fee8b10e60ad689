import type { OneTimeTokenPurpose } from '@bazaar/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { oneTimeTokens } from '../../db/schema/auth';

/** The mailed one-time tokens (direct sign-in, restore password). */
export function createAuthRepository(db: Queryable) {
  return {
    async insertOneTimeToken(row: {
      userId: string;
      purpose: OneTimeTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      createdAt: Date;
    }) {
      await db.insert(oneTimeTokens).values(row);
    },

    async findOneTimeToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Uses a token up in one statement, so two requests racing with the same link cannot both
     * succeed; returns the row only when it was still unused and unexpired.
     */
    async consumeOneTimeToken(tokenHash: string, purpose: OneTimeTokenPurpose, now: Date) {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Uses up every open token of a user (all purposes when none is given). */
    async useUpOneTimeTokensOf(userId: string, now: Date, purpose?: OneTimeTokenPurpose) {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            isNull(oneTimeTokens.usedAt),
            purpose ? eq(oneTimeTokens.purpose, purpose) : undefined,
          ),
        );
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
