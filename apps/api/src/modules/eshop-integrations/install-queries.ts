import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  eshopInstallClaims,
  eshopInstallStates,
  eshopWebhookDeliveries,
  type EshopInstallClaimRow,
  type EshopInstallStateRow,
} from '../../db/schema/eshop-integrations';

/** The queries of installs under way (states, claims) and of webhook deliveries seen. */
export function installQueries(db: Queryable) {
  return {
    /** Records a webhook delivery; false when it was recorded before (a repeat). */
    async recordDelivery(platform: string, deliveryId: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(eshopWebhookDeliveries)
        .values({ platform, deliveryId, receivedAt: at })
        .onConflictDoNothing()
        .returning({ id: eshopWebhookDeliveries.deliveryId });
      return inserted.length > 0;
    },

    async forgetDelivery(platform: string, deliveryId: string): Promise<void> {
      await db
        .delete(eshopWebhookDeliveries)
        .where(
          and(
            eq(eshopWebhookDeliveries.platform, platform),
            eq(eshopWebhookDeliveries.deliveryId, deliveryId),
          ),
        );
    },

    async insertState(row: typeof eshopInstallStates.$inferInsert): Promise<void> {
      await db.insert(eshopInstallStates).values(row);
    },

    /** A state not used yet and not expired. */
    async pendingState(stateHash: string, now: Date): Promise<EshopInstallStateRow | undefined> {
      const [row] = await db
        .select()
        .from(eshopInstallStates)
        .where(
          and(
            eq(eshopInstallStates.stateHash, stateHash),
            isNull(eshopInstallStates.usedAt),
            gt(eshopInstallStates.expiresAt, now),
          ),
        );
      return row;
    },

    /** Uses the state once: answers it when this call used it. */
    async useState(stateHash: string, now: Date): Promise<EshopInstallStateRow | undefined> {
      const [row] = await db
        .update(eshopInstallStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(eshopInstallStates.stateHash, stateHash),
            isNull(eshopInstallStates.usedAt),
            gt(eshopInstallStates.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async insertClaim(row: typeof eshopInstallClaims.$inferInsert): Promise<void> {
      await db.insert(eshopInstallClaims).values(row);
    },

    async lockPendingClaim(
      tokenHash: string,
      now: Date,
    ): Promise<EshopInstallClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(eshopInstallClaims)
        .where(
          and(
            eq(eshopInstallClaims.tokenHash, tokenHash),
            isNull(eshopInstallClaims.usedAt),
            gt(eshopInstallClaims.expiresAt, now),
          ),
        )
        .for('update');
      return row;
    },

    async useClaim(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(eshopInstallClaims)
        .set({
          usedAt: now,
          accessTokenSealed: '',
          refreshTokenSealed: null,
        })
        .where(eq(eshopInstallClaims.tokenHash, tokenHash));
    },

    /** shop/redact and the housekeeping: claims and states of the store, and expired ones, go. */
    async purgeInstallsOf(platform: string, storeKey: string): Promise<void> {
      await db
        .delete(eshopInstallClaims)
        .where(
          and(eq(eshopInstallClaims.platform, platform), eq(eshopInstallClaims.storeKey, storeKey)),
        );
      await db
        .delete(eshopInstallStates)
        .where(
          and(eq(eshopInstallStates.platform, platform), eq(eshopInstallStates.storeKey, storeKey)),
        );
    },

    async purgeExpired(before: Date, deliveriesBefore: Date): Promise<void> {
      await db.delete(eshopInstallClaims).where(lt(eshopInstallClaims.expiresAt, before));
      await db.delete(eshopInstallStates).where(lt(eshopInstallStates.expiresAt, before));
      await db
        .delete(eshopWebhookDeliveries)
        .where(lt(eshopWebhookDeliveries.receivedAt, deliveriesBefore));
    },
  };
}
