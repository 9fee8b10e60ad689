import { domainEvents, type DomainEventName, type DomainEventPayload } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { subscribersOf, type SubscriberRegistry } from './domain-event-subscribers';
import type { DomainEventsRepository } from './domain-events.repository';

export interface OutboxDependencies {
  repository: DomainEventsRepository;
  clock: Clock;
  subscribers: SubscriberRegistry;
  /** The events a delivery's transaction published, by that transaction (see the service). */
  publishedDuring: WeakMap<Queryable, string[]>;
}

/** Writing events into the outbox, in the transaction of the change they report. */
export function createOutbox({
  repository,
  clock,
  subscribers,
  publishedDuring,
}: OutboxDependencies) {
  /**
   * Writes several events of one name in the transaction of their change, in a few statements
   * rather than a few per event (a batch of notifications); answers their ids, for `deliver`.
   */
  async function publishMany<N extends DomainEventName>(
    tx: Queryable,
    name: N,
    events: readonly { payload: DomainEventPayload<N>; at?: Date }[],
  ): Promise<string[]> {
    if (events.length === 0) return [];
    const eventIds = await repository.within(tx).insert(
      events.map(({ payload, at = clock.now() }) => ({
        name,
        payload: domainEvents[name].parse(payload),
        occurredAt: at,
      })),
      subscribersOf(subscribers, name),
    );
    publishedDuring.get(tx)?.push(...eventIds);
    return eventIds;
  }

  return {
    /**
     * Writes `name` into the outbox through `tx`, the transaction of the change it reports, with
     * one pending delivery per subscriber. Answers the event's id, for `deliver` after commit.
     */
    async publish<N extends DomainEventName>(
      tx: Queryable,
      name: N,
      payload: DomainEventPayload<N>,
      at: Date = clock.now(),
    ): Promise<string> {
      const [eventId] = await publishMany(tx, name, [{ payload, at }]);
      return eventId!;
    },

    publishMany,
  };
}
