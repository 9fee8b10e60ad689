import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  paymentCheckouts,
  paymentWebhookEvents,
  type PaymentCheckoutRow,
} from '../../db/schema/payments';

function paymentQueries(db: Queryable) {
  return {
    async insertCheckout(row: typeof paymentCheckouts.$inferInsert): Promise<void> {
      await db.insert(paymentCheckouts).values(row);
    },

    /** The checkout, locked until the transaction ends (it is credited once). */
    async lockCheckout(sessionId: string): Promise<PaymentCheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentCheckouts)
        .where(eq(paymentCheckouts.sessionId, sessionId))
        .for('update');
      return row;
    },

    /** The checkout, read without a lock. */
    async findCheckout(sessionId: string): Promise<PaymentCheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentCheckouts)
        .where(eq(paymentCheckouts.sessionId, sessionId));
      return row;
    },

    async markCredited(sessionId: string, at: Date): Promise<void> {
      await db
        .update(paymentCheckouts)
        .set({ creditedAt: at })
        .where(eq(paymentCheckouts.sessionId, sessionId));
    },

    /**
     * Records a webhook event; false when it was recorded before (a repeated delivery). A
     * concurrent delivery of the same event waits here until the first one commits.
     */
    async recordEvent(eventId: string, type: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(paymentWebhookEvents)
        .values({ eventId, type, receivedAt: at })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      return inserted.length > 0;
    },
  };
}

export type PaymentQueries = ReturnType<typeof paymentQueries>;

export function createPaymentsRepository(db: Database) {
  return {
    ...paymentQueries(db),
    transaction<T>(work: (queries: PaymentQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(paymentQueries(tx), tx));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
