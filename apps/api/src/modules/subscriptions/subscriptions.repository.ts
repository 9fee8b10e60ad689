import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  subscriptionPlans,
  subscriptionSettings,
  subscriptions,
  type SubscriptionPlanRow,
  type SubscriptionRowDb,
} from '../../db/schema/subscriptions';
import { ownerDisplayName } from '../users';
import { ownerNamesOf } from '../users/read-model';

function subscriptionQueries(db: Queryable) {
  return {
    async plans(): Promise<SubscriptionPlanRow[]> {
      return db
        .select()
        .from(subscriptionPlans)
        .orderBy(asc(subscriptionPlans.priceMinor), asc(subscriptionPlans.createdAt));
    },

    async plan(id: string): Promise<SubscriptionPlanRow | undefined> {
      const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
      return row;
    },

    async insertPlan(row: typeof subscriptionPlans.$inferInsert): Promise<SubscriptionPlanRow> {
      const [stored] = await db.insert(subscriptionPlans).values(row).returning();
      return stored!;
    },

    async updatePlan(
      id: string,
      patch: Partial<typeof subscriptionPlans.$inferInsert>,
    ): Promise<SubscriptionPlanRow | undefined> {
      const [row] = await db
        .update(subscriptionPlans)
        .set(patch)
        .where(eq(subscriptionPlans.id, id))
        .returning();
      return row;
    },

    async settings() {
      const [row] = await db
        .select()
        .from(subscriptionSettings)
        .where(eq(subscriptionSettings.id, 1));
      if (!row) throw new Error('subscription_settings has no row (migration 0024 writes it)');
      return row;
    },

    async updateSettings(patch: { trialDays: number; updatedAt: Date }) {
      const [row] = await db
        .update(subscriptionSettings)
        .set(patch)
        .where(eq(subscriptionSettings.id, 1))
        .returning();
      return row!;
    },

    async ofSeller(sellerId: string, lock = false): Promise<SubscriptionRowDb | undefined> {
      const query = db.select().from(subscriptions).where(eq(subscriptions.sellerId, sellerId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async byId(id: string, lock = false): Promise<SubscriptionRowDb | undefined> {
      const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Starts a subscription unless the seller has one (two first reads at once make one). */
    async insertIfAbsent(row: typeof subscriptions.$inferInsert): Promise<void> {
      await db.insert(subscriptions).values(row).onConflictDoNothing();
    },

    async update(
      id: string,
      patch: Partial<typeof subscriptions.$inferInsert>,
    ): Promise<SubscriptionRowDb> {
      const [row] = await db
        .update(subscriptions)
        .set(patch)
        .where(eq(subscriptions.id, id))
        .returning();
      return row!;
    },

    /**
     * Subscriptions whose period has ended and that are due a try: never tried for this period,
     * or last tried more than a day ago (grace retries daily; a top-up tries at once).
     */
    async due(now: Date, retryBefore: Date): Promise<SubscriptionRowDb[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            lte(subscriptions.periodEnd, now),
            or(
              isNull(subscriptions.lastAttemptAt),
              lte(subscriptions.lastAttemptAt, retryBefore),
              sql`${subscriptions.lastAttemptAt} < ${subscriptions.periodEnd}`,
            ),
          ),
        )
        .orderBy(asc(subscriptions.periodEnd))
        .limit(500);
    },

    /** Trials ending before `before` whose seller was not told yet. */
    async trialsEndingBefore(before: Date, now: Date): Promise<SubscriptionRowDb[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.state, 'trial'),
            lte(subscriptions.periodEnd, before),
            sql`${subscriptions.periodEnd} > ${now}`,
            sql`not ('trial_ending' = any(${subscriptions.noticesSent}))`,
          ),
        )
        .limit(500);
    },

    async all(): Promise<SubscriptionRowDb[]> {
      return db.select().from(subscriptions).orderBy(asc(subscriptions.periodEnd)).limit(1000);
    },

    async displayNamesOf(ids: readonly string[]): Promise<Map<string, string>> {
      const rows = await ownerNamesOf(db, ids);
      return new Map(rows.map((row) => [row.owner.id, ownerDisplayName(row)]));
    },

    async accountTypeOf(id: string) {
      const rows = await ownerNamesOf(db, [id]);
      return rows[0]?.owner.accountType;
    },
  };
}

export type SubscriptionQueries = ReturnType<typeof subscriptionQueries>;

export function createSubscriptionsRepository(db: Database) {
  return {
    ...subscriptionQueries(db),
    /** The queries bound to a caller's transaction (the listings' guard reads through it). */
    within: (tx: Queryable) => subscriptionQueries(tx),
    transaction<T>(work: (queries: SubscriptionQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(subscriptionQueries(tx), tx));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
