import type { DomainEventName } from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { createOutsideDeliveries } from './deliver-outside-batch';
import { createSingleDeliveries } from './deliver-one-by-one';
import {
  registerSubscriber,
  type AnySubscriber,
  type SubscriberRegistry,
} from './domain-event-subscribers';
import type { DomainEventsRepository, PendingDelivery } from './domain-events.repository';
import { createOutbox } from './outbox';

export type {
  DomainEventContext,
  DomainEventSubscriber,
  OutsideDomainEventSubscriber,
  OutsideEffect,
} from './domain-event-subscribers';

/** How many deliveries one round of the sweep takes. */
const SWEEP_BATCH = 100;

export interface DomainEventsDependencies {
  repository: DomainEventsRepository;
  clock?: Clock;
  log: FastifyBaseLogger;
}

/**
 * The outbox and its dispatcher (ADR 0042). A service `publish`es an event in the transaction of
 * its change and, after commit, hands its id to `deliver`; `deliverPending` (at start-up and
 * as a periodic job) delivers whatever a crash or a failure left behind.
 */
export function createDomainEvents({
  repository,
  clock = systemClock,
  log,
}: DomainEventsDependencies) {
  const subscribers: SubscriberRegistry = new Map();

  /**
   * The events a subscriber published through its delivery's transaction (a notification's
   * `notification.created`), by that transaction: delivered as soon as it commits, not by the
   * next sweep.
   */
  const publishedDuring = new WeakMap<Queryable, string[]>();

  /** Outside effects started after a request's commit and not finished yet. */
  const inFlight = new Set<Promise<unknown>>();
  /**
   * Set once the app closes: effects handed over after that (by jobs still finishing) are left to
   * the next start's sweep, rather than run while the database and the mailer close under them.
   */
  let closing = false;

  const deliveries = { repository, clock, log, subscribers, publishedDuring, deliver };
  const { deliverAll } = createSingleDeliveries(deliveries);
  const deliverOutside = createOutsideDeliveries({ ...deliveries, deliverAll });

  /**
   * Delivers these events now, after their transaction committed: what they change in the
   * database is there when the request answers; outside effects (mail) go on after it answers.
   * A subscriber that fails is logged and left to the sweep: the change itself has happened.
   */
  async function deliver(...eventIds: string[]): Promise<void> {
    const pending = await repository.pendingOf(eventIds);
    const isOutside = (delivery: PendingDelivery) =>
      subscribers.get(delivery.subscriber)?.outside === true;
    await deliverAll(pending.filter((delivery) => !isOutside(delivery)));
    const outside = pending.filter(isOutside);
    if (outside.length > 0 && !closing) {
      const running = deliverOutside(outside).finally(() => inFlight.delete(running));
      inFlight.add(running);
    }
  }

  return {
    /** Adds a subscriber; every event published from now on is delivered to it too. */
    subscribe<N extends DomainEventName>(subscriber: AnySubscriber<N>): void {
      registerSubscriber(subscribers, subscriber);
    },

    ...createOutbox({ repository, clock, subscribers, publishedDuring }),

    deliver,

    /** Waits for outside effects still running. */
    async settle(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },

    /** Starts no more outside effects after a commit and waits for those running (app close). */
    async close(): Promise<void> {
      closing = true;
      await Promise.allSettled([...inFlight]);
    },

    /** Delivers every delivery that is due (left by a crash, or failed before); answers how many. */
    async deliverPending(): Promise<number> {
      let delivered = 0;
      for (;;) {
        const due = await repository.due([...subscribers.keys()], clock.now(), SWEEP_BATCH);
        const acted = await deliverAll(due);
        delivered += acted;
        // Deliveries another dispatcher holds stay due: stop when a round made no progress.
        if (due.length < SWEEP_BATCH || acted === 0) return delivered;
      }
    },
  };
}

export type DomainEvents = ReturnType<typeof createDomainEvents>;
/** What a service that changes state needs: write events, and deliver them after commit. */
export type DomainEventPublisher = Pick<DomainEvents, 'publish' | 'publishMany' | 'deliver'>;
