import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  domainEventDeliveries,
  domainEvents,
  type DomainEventRow,
} from '../../db/schema/domain-events';

/** A delivery still to be made: one event for one subscriber. */
export interface PendingDelivery {
  event: DomainEventRow;
  subscriber: string;
}

/** How long the sweep waits after the first failure; it doubles with each one, up to an hour. */
const FIRST_RETRY_DELAY = sql`interval '30 seconds'`;
const LONGEST_RETRY_DELAY = sql`interval '1 hour'`;
/**
 * Events per insert statement: 1,000 events with their deliveries to a few subscribers stay far
 * below PostgreSQL's 65,535 parameters of one statement.
 */
const INSERT_CHUNK = 1_000;

function deliveryQueries(db: Queryable) {
  const pendingSelection = { event: domainEvents, subscriber: domainEventDeliveries.subscriber };
  const pendingFrom = () =>
    db
      .select(pendingSelection)
      .from(domainEventDeliveries)
      .innerJoin(domainEvents, eq(domainEvents.id, domainEventDeliveries.eventId));

  return {
    /**
     * Writes events and one pending delivery per event and subscriber, in a few statements
     * however many events (a batch of notifications); answers the events' ids.
     */
    async insert(
      events: readonly { name: string; payload: Record<string, unknown>; occurredAt: Date }[],
      subscribers: readonly string[],
    ): Promise<string[]> {
      const ids: string[] = [];
      for (let start = 0; start < events.length; start += INSERT_CHUNK) {
        const rows = await db
          .insert(domainEvents)
          .values(events.slice(start, start + INSERT_CHUNK))
          .returning({ id: domainEvents.id, occurredAt: domainEvents.occurredAt });
        if (subscribers.length > 0) {
          await db.insert(domainEventDeliveries).values(
            rows.flatMap((row) =>
              subscribers.map((subscriber) => ({
                eventId: row.id,
                subscriber,
                nextAttemptAt: row.occurredAt,
              })),
            ),
          );
        }
        ids.push(...rows.map((row) => row.id));
      }
      return ids;
    },

    /** The deliveries of these events not handled yet, oldest event first. */
    pendingOf(eventIds: readonly string[]): Promise<PendingDelivery[]> {
      if (eventIds.length === 0) return Promise.resolve([]);
      return pendingFrom()
        .where(
          and(
            inArray(domainEventDeliveries.eventId, [...eventIds]),
            isNull(domainEventDeliveries.handledAt),
          ),
        )
        .orderBy(asc(domainEvents.occurredAt), asc(domainEventDeliveries.subscriber));
    },

    /** Deliveries due at `now` for these subscribers, the longest waiting first. */
    due(subscribers: readonly string[], now: Date, limit: number): Promise<PendingDelivery[]> {
      if (subscribers.length === 0) return Promise.resolve([]);
      return pendingFrom()
        .where(
          and(
            isNull(domainEventDeliveries.handledAt),
            lte(domainEventDeliveries.nextAttemptAt, now),
            inArray(domainEventDeliveries.subscriber, [...subscribers]),
          ),
        )
        .orderBy(asc(domainEventDeliveries.nextAttemptAt), asc(domainEvents.occurredAt))
        .limit(limit);
    },

    /**
     * Takes deliveries of one subscriber for this transaction; answers the event ids taken. An
     * event is left out when it was handled already, or when another dispatcher holds it right
     * now (SKIP LOCKED: that one acts, this one moves on). With `dueAt` (outside effects), also
     * when its next attempt lies after it: another dispatcher's effect holds the lease, or a
     * failure put the retry off.
     */
    async claim(
      eventIds: readonly string[],
      subscriber: string,
      dueAt?: Date,
    ): Promise<Set<string>> {
      const rows = await db
        .select({ eventId: domainEventDeliveries.eventId })
        .from(domainEventDeliveries)
        .where(
          and(
            inArray(domainEventDeliveries.eventId, [...eventIds]),
            eq(domainEventDeliveries.subscriber, subscriber),
            isNull(domainEventDeliveries.handledAt),
            dueAt ? lte(domainEventDeliveries.nextAttemptAt, dueAt) : undefined,
          ),
        )
        .for('update', { skipLocked: true });
      return new Set(rows.map((row) => row.eventId));
    },

    async markHandled(eventIds: readonly string[], subscriber: string, at: Date): Promise<void> {
      if (eventIds.length === 0) return;
      await db
        .update(domainEventDeliveries)
        .set({ handledAt: at, lastError: null })
        .where(
          and(
            inArray(domainEventDeliveries.eventId, [...eventIds]),
            eq(domainEventDeliveries.subscriber, subscriber),
          ),
        );
    },

    /** Keeps the sweep off deliveries until `until` (their outside effects are running). */
    async postpone(eventIds: readonly string[], subscriber: string, until: Date): Promise<void> {
      if (eventIds.length === 0) return;
      await db
        .update(domainEventDeliveries)
        .set({ nextAttemptAt: until })
        .where(
          and(
            inArray(domainEventDeliveries.eventId, [...eventIds]),
            eq(domainEventDeliveries.subscriber, subscriber),
          ),
        );
    },

    /** Counts a failed attempt and puts the next one off: 30 s, 1 min, 2 min, … up to 1 h. */
    async recordFailure(eventId: string, subscriber: string, error: string, now: Date) {
      await db
        .update(domainEventDeliveries)
        .set({
          attempts: sql`${domainEventDeliveries.attempts} + 1`,
          lastError: error,
          nextAttemptAt: sql`${now.toISOString()}::timestamptz + least(${FIRST_RETRY_DELAY} * power(2, ${domainEventDeliveries.attempts}), ${LONGEST_RETRY_DELAY})`,
        })
        .where(
          and(
            eq(domainEventDeliveries.eventId, eventId),
            eq(domainEventDeliveries.subscriber, subscriber),
            isNull(domainEventDeliveries.handledAt),
          ),
        );
    },
  };
}

/** The queries of one transaction (what `transaction` hands to its work). */
export type DeliveryQueries = ReturnType<typeof deliveryQueries>;

export function createDomainEventsRepository(db: Database) {
  return {
    ...deliveryQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it and the transaction itself. */
    transaction<T>(work: (queries: DeliveryQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(deliveryQueries(tx), tx));
    },
    /** The queries bound to a transaction another module started (the change an event reports). */
    within(tx: Queryable): DeliveryQueries {
      return deliveryQueries(tx);
    },
  };
}

export type DomainEventsRepository = ReturnType<typeof createDomainEventsRepository>;
