import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  eshopCatalogMappings,
  eshopConnections,
  eshopInstallClaims,
  eshopInstallStates,
  eshopWebhookDeliveries,
  type EshopConnectionRow,
  type EshopInstallClaimRow,
  type EshopInstallStateRow,
} from '../../db/schema/eshop-integrations';

export type ConnectionInsert = typeof eshopConnections.$inferInsert;
export type ConnectionPatch = Partial<Omit<ConnectionInsert, 'id' | 'sellerId'>>;

function eshopQueries(db: Queryable) {
  return {
    async connection(id: string, lock = false): Promise<EshopConnectionRow | undefined> {
      const query = db.select().from(eshopConnections).where(eq(eshopConnections.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async connectionsOf(sellerId: string): Promise<EshopConnectionRow[]> {
      return db
        .select()
        .from(eshopConnections)
        .where(eq(eshopConnections.sellerId, sellerId))
        .orderBy(desc(eshopConnections.connectedAt), asc(eshopConnections.id));
    },

    /** The store's live connection, whoever it belongs to. */
    async liveConnection(
      platform: string,
      storeKey: string,
      lock = false,
    ): Promise<EshopConnectionRow | undefined> {
      const query = db
        .select()
        .from(eshopConnections)
        .where(
          and(
            eq(eshopConnections.platform, platform),
            eq(eshopConnections.storeKey, storeKey),
            eq(eshopConnections.state, 'connected'),
          ),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The seller's latest connection of the store that is no longer live (to connect again). */
    async formerConnection(
      sellerId: string,
      platform: string,
      storeKey: string,
    ): Promise<EshopConnectionRow | undefined> {
      const [row] = await db
        .select()
        .from(eshopConnections)
        .where(
          and(
            eq(eshopConnections.sellerId, sellerId),
            eq(eshopConnections.platform, platform),
            eq(eshopConnections.storeKey, storeKey),
            ne(eshopConnections.state, 'connected'),
          ),
        )
        .orderBy(desc(eshopConnections.stateChangedAt))
        .limit(1)
        .for('update');
      return row;
    },

    async countLiveOf(sellerId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(eshopConnections)
        .where(
          and(eq(eshopConnections.sellerId, sellerId), eq(eshopConnections.state, 'connected')),
        );
      return row?.count ?? 0;
    },

    livePlatformsOf: (sellerId: string) => livePlatformsOf(db, sellerId),

    async liveConnectionIds(): Promise<string[]> {
      const rows = await db
        .select({ id: eshopConnections.id })
        .from(eshopConnections)
        .where(eq(eshopConnections.state, 'connected'))
        .orderBy(asc(eshopConnections.id));
      return rows.map((row) => row.id);
    },

    /** Live connections whose access token expires before `before` and that can refresh. */
    async expiringConnectionIds(before: Date): Promise<string[]> {
      const rows = await db
        .select({ id: eshopConnections.id })
        .from(eshopConnections)
        .where(
          and(
            eq(eshopConnections.state, 'connected'),
            lt(eshopConnections.accessTokenExpiresAt, before),
          ),
        );
      return rows.map((row) => row.id);
    },

    async insertConnection(row: ConnectionInsert): Promise<EshopConnectionRow> {
      const [inserted] = await db.insert(eshopConnections).values(row).returning();
      return inserted!;
    },

    async updateConnection(id: string, patch: ConnectionPatch): Promise<EshopConnectionRow> {
      const [updated] = await db
        .update(eshopConnections)
        .set(patch)
        .where(eq(eshopConnections.id, id))
        .returning();
      return updated!;
    },

    /**
     * Moves a live connection to `state`, wiping its grant; answers the row when this call made
     * the change (a repeat, or a connection no longer live, answers undefined).
     */
    async endLive(
      id: string,
      state: 'removed_by_platform' | 'detached',
      at: Date,
    ): Promise<EshopConnectionRow | undefined> {
      const [row] = await db
        .update(eshopConnections)
        .set({
          state,
          stateChangedAt: at,
          accessTokenSealed: null,
          refreshTokenSealed: null,
          accessTokenExpiresAt: null,
          refreshTokenExpiresAt: null,
        })
        .where(and(eq(eshopConnections.id, id), eq(eshopConnections.state, 'connected')))
        .returning();
      return row;
    },

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

    /** Wipes every grant kept for the store (shop/redact): its rows stay as the seller's history. */
    async wipeGrantsOf(platform: string, storeKey: string, at: Date): Promise<void> {
      await db
        .update(eshopConnections)
        .set({
          state: sql`case when ${eshopConnections.state} = 'connected' then 'removed_by_platform' else ${eshopConnections.state} end`,
          stateChangedAt: at,
          accessTokenSealed: null,
          refreshTokenSealed: null,
          accessTokenExpiresAt: null,
          refreshTokenExpiresAt: null,
        })
        .where(
          and(
            eq(eshopConnections.platform, platform),
            eq(eshopConnections.storeKey, storeKey),
            or(
              isNotNull(eshopConnections.accessTokenSealed),
              eq(eshopConnections.state, 'connected'),
            ),
          ),
        );
    },

    async mapping(connectionId: string) {
      const [row] = await db
        .select()
        .from(eshopCatalogMappings)
        .where(eq(eshopCatalogMappings.connectionId, connectionId));
      return row;
    },

    async mappings(connectionIds: readonly string[]) {
      if (connectionIds.length === 0) return [];
      return db
        .select()
        .from(eshopCatalogMappings)
        .where(inArray(eshopCatalogMappings.connectionId, [...connectionIds]));
    },

    async putMapping(row: typeof eshopCatalogMappings.$inferInsert): Promise<void> {
      await db
        .insert(eshopCatalogMappings)
        .values(row)
        .onConflictDoUpdate({
          target: eshopCatalogMappings.connectionId,
          set: {
            rules: row.rules,
            defaultCatalogNodeId: row.defaultCatalogNodeId,
            updatedAt: row.updatedAt,
          },
        });
    },
  };
}

export type EshopQueries = ReturnType<typeof eshopQueries>;

/**
 * The platforms the seller's live stores are connected through, on the caller's connection or
 * transaction (the subscriptions' port asks inside its own transactions).
 */
export async function livePlatformsOf(db: Queryable, sellerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ platform: eshopConnections.platform })
    .from(eshopConnections)
    .where(and(eq(eshopConnections.sellerId, sellerId), eq(eshopConnections.state, 'connected')));
  return rows.map((row) => row.platform).sort();
}

export function createEshopRepository(db: Database) {
  return {
    ...eshopQueries(db),
    transaction<T>(work: (queries: EshopQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(eshopQueries(tx), tx));
    },
  };
}

export type EshopRepository = ReturnType<typeof createEshopRepository>;
