import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { redactedError } from '../../lib/loggable-error';
import type { OutsideEffect, SubscriberRegistry } from './domain-event-subscribers';
import type { DomainEventsRepository, PendingDelivery } from './domain-events.repository';

/**
 * How long an outside effect holds its delivery: the sweep leaves it alone meanwhile, so two
 * dispatchers do not send one mail twice. An effect that fails or dies gives it back.
 */
export const OUTSIDE_EFFECT_LEASE_MS = 5 * 60 * 1000;

export interface DeliveryDependencies {
  repository: DomainEventsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  subscribers: SubscriberRegistry;
  /** The events a delivery's transaction published, by that transaction (see the service). */
  publishedDuring: WeakMap<Queryable, string[]>;
  /** Delivers events after their transaction committed (those a subscriber published). */
  deliver: (...eventIds: string[]) => Promise<void>;
}

/** Hands deliveries to their subscribers one at a time, a transaction each. */
export function createSingleDeliveries({
  repository,
  clock,
  log,
  subscribers,
  publishedDuring,
  deliver,
}: DeliveryDependencies) {
  /** Hands one event to one subscriber; true when this call acted on it. Never throws. */
  async function attempt({ event, subscriber: name }: PendingDelivery): Promise<boolean> {
    const subscriber = subscribers.get(name);
    if (!subscriber) return false;
    const published: string[] = [];
    try {
      const claimed = await repository.transaction<{ acted: boolean; effect?: OutsideEffect }>(
        async (queries, tx) => {
          const dueAt = subscriber.outside ? clock.now() : undefined;
          if ((await queries.claim([event.id], name, dueAt)).size === 0) return { acted: false };
          publishedDuring.set(tx, published);
          const context = { eventId: event.id, occurredAt: event.occurredAt, tx };
          if (subscriber.outside) {
            const effect = await subscriber.prepare(event.payload, context);
            if (effect) {
              const leaseEnd = new Date(clock.now().getTime() + OUTSIDE_EFFECT_LEASE_MS);
              await queries.postpone([event.id], name, leaseEnd);
              return { acted: true, effect };
            }
          } else {
            await subscriber.handle(event.payload, context);
          }
          await queries.markHandled([event.id], name, clock.now());
          return { acted: true };
        },
      );
      if (published.length > 0) {
        // The sweep delivers them later should this fail; the subscriber itself has acted.
        await deliver(...published).catch((error: unknown) =>
          log.warn({ err: error, eventId: event.id }, 'delivering the events it caused failed'),
        );
      }
      if (claimed.effect) {
        await claimed.effect();
        await repository.markHandled([event.id], name, clock.now());
      }
      return claimed.acted;
    } catch (error) {
      log.warn(
        { err: error, eventId: event.id, event: event.name, subscriber: name },
        'a domain event subscriber failed; the sweep tries again later',
      );
      await repository
        .recordFailure(event.id, name, String(redactedError(error)), clock.now())
        .catch((recording: unknown) => log.error({ err: recording }, 'recording a failure failed'));
      return false;
    }
  }

  async function deliverAll(deliveries: readonly PendingDelivery[]): Promise<number> {
    let delivered = 0;
    // One at a time: PGlite has one connection, and the order of events is kept.
    for (const delivery of deliveries) {
      if (await attempt(delivery)) delivered += 1;
    }
    return delivered;
  }

  return { deliverAll };
}
