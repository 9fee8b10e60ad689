import { and, asc, desc, eq, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { eshopConnections, type EshopConnectionRow } from '../../db/schema/eshop-integrations';

export type ConnectionInsert = typeof eshopConnections.$inferInsert;
export type ConnectionPatch = Partial<Omit<ConnectionInsert, 'id' | 'sellerId'>>;

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

/** The queries of stores' connections and their grants. */
export function connectionQueries(db: Queryable) {
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
  };
}
