import { domainEvents, type DomainEventName, type DomainEventPayload } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';

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

export type AnySubscriber<N extends DomainEventName> =
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

/** The registered subscribers, by name (the name stored with each pending delivery). */
export type SubscriberRegistry = Map<string, RegisteredSubscriber>;

/** The names of the subscribers of `event`: each gets a pending delivery of it. */
export const subscribersOf = (subscribers: SubscriberRegistry, event: DomainEventName) =>
  [...subscribers].filter(([, subscriber]) => subscriber.event === event).map(([name]) => name);

/** Adds a subscriber, its payloads checked against the event's contract before it sees them. */
export function registerSubscriber<N extends DomainEventName>(
  subscribers: SubscriberRegistry,
  subscriber: AnySubscriber<N>,
): void {
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
}
