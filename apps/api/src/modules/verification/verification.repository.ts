import type { VerificationChannel } from '@bazaar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { verificationCodes, type VerificationCodeRow } from '../../db/schema/verification';

export type VerificationCodeFields = Omit<VerificationCodeRow, 'id' | 'createdAt'>;

export function createVerificationRepository(db: Queryable) {
  return {
    async find(userId: string, channel: VerificationChannel) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.channel, channel)));
      return row;
    },

    /** Replaces the account's code for the channel (one row per account and channel). */
    async save(fields: VerificationCodeFields, now: Date) {
      const [row] = await db
        .insert(verificationCodes)
        .values({ ...fields, createdAt: now })
        .onConflictDoUpdate({
          target: [verificationCodes.userId, verificationCodes.channel],
          set: fields,
        })
        .returning();
      return row!;
    },

    /** Counts a wrong code in one statement; returns the new count. */
    async countWrongAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id))
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },

    async markVerified(id: string, at: Date) {
      await db
        .update(verificationCodes)
        .set({ verifiedAt: at })
        .where(eq(verificationCodes.id, id));
    },

    async removeAllOf(userId: string) {
      await db.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
