import { bigint, char, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Payments through the provider's hosted checkout (ADR 0056): the sessions Bazaar opened, and
 * the webhook events it has handled (so a delivery repeated by the provider does nothing).
 */

/** A top-up checkout a seller opened; credited once, when the provider says it is paid. */
export const paymentCheckouts = pgTable('payment_checkouts', {
  /** The provider's checkout session id. */
  sessionId: text('session_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** When the paid top-up reached the balance. */
  creditedAt: timestamp('credited_at', { withTimezone: true }),
});

/** Webhook events handled, by the provider's event id. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

export type PaymentCheckoutRow = typeof paymentCheckouts.$inferSelect;
