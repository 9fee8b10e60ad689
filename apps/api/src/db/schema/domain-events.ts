import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

/**
 * The outbox (ADR 0042): each domain event, written in the same transaction as the change it
 * reports. Kept after delivery, as the record of what happened.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: idColumn(),
    /** A name of the contracts' event map (`order.placed`, …). */
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** When the change happened (the api's clock), not when the row was written. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('domain_events_occurred_idx').on(table.occurredAt)],
);

/**
 * One row per event and subscriber, written with the event: what each subscriber still has to
 * handle. `handled_at` is set in the same transaction as the subscriber's own effect, so an event
 * acts once per subscriber however often it is handed over.
 */
export const domainEventDeliveries = pgTable(
  'domain_event_deliveries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    /** The subscriber's stable name (`notifications.order-placed`, …). */
    subscriber: text('subscriber').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Failed attempts so far; each pushes the next one further out. */
    attempts: integer('attempts').notNull().default(0),
    /** The earliest time the sweep hands the event over again. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.subscriber] }),
    index('domain_event_deliveries_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.handledAt} is null`),
  ],
);

export type DomainEventRow = typeof domainEvents.$inferSelect;
export type DomainEventDeliveryRow = typeof domainEventDeliveries.$inferSelect;
