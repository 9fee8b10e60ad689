import { domainEvents, type DomainEventName, type DomainEventPayload } from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { redactedError } from '../../lib/loggable-error';
import type { DomainEventsRepository, PendingDelivery } from './domain-events.repository';

/** What a subscriber gets besides the payload. */
export interface DomainEventContext {
  eventId: string;
  /** When the change happened (date what it causes by this, not by the delivery). */
  occurredAt: Date;
  /**
   * The transaction that also records the event as handled by this subscriber: write the
   * subscriber's own effect through it, and the effect happens once however often the event is
   * handed over. Every database access of the handler goes through it (PGlite has one
   * connection, which the transaction holds). Events published through it are delivered as soon
   * as it commits (ADR 0045).
   */
  tx: Queryable;
}

/** Acts on one event, inside the database. Its name is stored with each pending delivery: keep it once chosen. */
export interface DomainEventSubscriber<N extends DomainEventName = DomainEventName> {
  name: string;
  event: N;
  handle(payload: DomainEventPayload<N>, context: DomainEventContext): Promise<void>;
}

/** What an outside subscriber does once its transaction has ended (send a mail, call a service). */
export type OutsideEffect = () => Promise<void>;

/**
 * Acts on one event outside the database (a mail). `prepare` reads what it needs through the
 * context's transaction and answers the effect (or null for nothing to do); the effect runs after
 * that transaction, so no connection waits on a mail server, and after the request has answered.
 * At least once: a crash between the effect and its record repeats the effect.
 */
export interface OutsideDomainEventSubscriber<N extends DomainEventName = DomainEventName> {
  name: string;
  event: N;
  prepare(
    payload: DomainEventPayload<N>,
    context: DomainEventContext,
  ): Promise<OutsideEffect | null>;
}

type AnySubscriber<N extends DomainEventName> =
  DomainEventSubscriber<N> | OutsideDomainEventSubscriber<N>;

/** The subscribers of every event, by subscriber name, the payload still to be checked. */
type RegisteredSubscriber =
  | {
      event: DomainEventName;
      outside: false;
      handle(payload: unknown, context: DomainEventContext): Promise<void>;
    }
  | {
      event: DomainEventName;
      outside: true;
      prepare(payload: unknown, context: DomainEventContext): Promise<OutsideEffect | null>;
    };

/**
 * How long an outside effect holds its delivery: the sweep leaves it alone meanwhile, so two
 * dispatchers do not send one mail twice. An effect that fails or dies gives it back.
 */
const OUTSIDE_EFFECT_LEASE_MS = 5 * 60 * 1000;

/**
 * Outside deliveries of one subscriber that `deliver` claims and leases in one transaction (the
 * pushes of a batch of 1,000 notifications: the bench of issue 16).
 */
const OUTSIDE_BATCH = 1_000;

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
  const subscribers = new Map<string, RegisteredSubscriber>();

  const subscribersOf = (event: DomainEventName) =>
    [...subscribers].filter(([, subscriber]) => subscriber.event === event).map(([name]) => name);

  /**
   * The events a subscriber published through its delivery's transaction (a notification's
   * `notification.created`), by that transaction: delivered as soon as it commits, not by the
   * next sweep.
   */
  const publishedDuring = new WeakMap<Queryable, string[]>();

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

  /** Outside effects started after a request's commit and not finished yet. */
  const inFlight = new Set<Promise<unknown>>();
  /**
   * Set once the app closes: effects handed over after that (by jobs still finishing) are left to
   * the next start's sweep, rather than run while the database and the mailer close under them.
   */
  let closing = false;

  async function deliverAll(deliveries: readonly PendingDelivery[]): Promise<number> {
    let delivered = 0;
    // One at a time: PGlite has one connection, and the order of events is kept.
    for (const delivery of deliveries) {
      if (await attempt(delivery)) delivered += 1;
    }
    return delivered;
  }

  /**
   * Outside deliveries of one subscriber, many at once (the pushes of a batch of notifications):
   * one transaction claims, prepares and leases them all, the effects run in order, and one update
   * records them handled, rather than a transaction and two updates each. Should a preparation
   * fail, each is attempted on its own, so that its failure is recorded against it alone.
   * Answers how many this call acted on.
   */
  async function attemptOutside(name: string, batch: readonly PendingDelivery[]): Promise<number> {
    const subscriber = subscribers.get(name);
    if (subscriber?.outside !== true) return deliverAll(batch);
    const published: string[] = [];
    let claimed: { acted: number; effects: { delivery: PendingDelivery; effect: OutsideEffect }[] };
    try {
      claimed = await repository.transaction(async (queries, tx) => {
        const taken = await queries.claim(
          batch.map((delivery) => delivery.event.id),
          name,
          clock.now(),
        );
        publishedDuring.set(tx, published);
        const effects: { delivery: PendingDelivery; effect: OutsideEffect }[] = [];
        const nothingToDo: string[] = [];
        for (const delivery of batch) {
          const { event } = delivery;
          if (!taken.has(event.id)) continue;
          const context = { eventId: event.id, occurredAt: event.occurredAt, tx };
          const effect = await subscriber.prepare(event.payload, context);
          if (effect) effects.push({ delivery, effect });
          else nothingToDo.push(event.id);
        }
        const leaseEnd = new Date(clock.now().getTime() + OUTSIDE_EFFECT_LEASE_MS);
        await queries.postpone(
          effects.map(({ delivery }) => delivery.event.id),
          name,
          leaseEnd,
        );
        await queries.markHandled(nothingToDo, name, clock.now());
        return { acted: taken.size, effects };
      });
    } catch (error) {
      log.warn(
        { err: error, subscriber: name, deliveries: batch.length },
        'preparing a batch of outside effects failed; each is attempted on its own',
      );
      return deliverAll(batch);
    }
    if (published.length > 0) {
      await deliver(...published).catch((error: unknown) =>
        log.warn({ err: error, subscriber: name }, 'delivering the events it caused failed'),
      );
    }
    const done: string[] = [];
    let { acted } = claimed;
    for (const { delivery, effect } of claimed.effects) {
      const { event } = delivery;
      try {
        await effect();
        done.push(event.id);
      } catch (error) {
        acted -= 1;
        log.warn(
          { err: error, eventId: event.id, event: event.name, subscriber: name },
          'a domain event subscriber failed; the sweep tries again later',
        );
        await repository
          .recordFailure(event.id, name, String(error), clock.now())
          .catch((recording: unknown) =>
            log.error({ err: recording }, 'recording a failure failed'),
          );
      }
    }
    // Should this fail, the lease runs out and the sweep repeats the effects (at least once).
    await repository
      .markHandled(done, name, clock.now())
      .catch((error: unknown) => log.error({ err: error }, 'recording effects as done failed'));
    return acted;
  }

  /** Outside deliveries by subscriber, in the order given, in batches of OUTSIDE_BATCH. */
  async function deliverOutside(deliveries: readonly PendingDelivery[]): Promise<void> {
    const bySubscriber = new Map<string, PendingDelivery[]>();
    for (const delivery of deliveries) {
      const ofSubscriber = bySubscriber.get(delivery.subscriber);
      if (ofSubscriber) ofSubscriber.push(delivery);
      else bySubscriber.set(delivery.subscriber, [delivery]);
    }
    for (const [name, ofSubscriber] of bySubscriber) {
      for (let start = 0; start < ofSubscriber.length; start += OUTSIDE_BATCH) {
        await attemptOutside(name, ofSubscriber.slice(start, start + OUTSIDE_BATCH));
      }
    }
  }

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
      subscribersOf(name),
    );
    publishedDuring.get(tx)?.push(...eventIds);
    return eventIds;
  }

  return {
    /** Adds a subscriber; every event published from now on is delivered to it too. */
    subscribe<N extends DomainEventName>(subscriber: AnySubscriber<N>): void {
      if (subscribers.has(subscriber.name)) {
        throw new Error(`A domain event subscriber named ${subscriber.name} exists already.`);
      }
      const schema = domainEvents[subscriber.event];
      const parse = (payload: unknown) => schema.parse(payload) as DomainEventPayload<N>;
      subscribers.set(
        subscriber.name,
        'prepare' in subscriber
          ? {
              event: subscriber.event,
              outside: true,
              prepare: (payload, context) => subscriber.prepare(parse(payload), context),
            }
          : {
              event: subscriber.event,
              outside: false,
              handle: (payload, context) => subscriber.handle(parse(payload), context),
            },
      );
    },

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
