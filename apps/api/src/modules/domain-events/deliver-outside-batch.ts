import type { OutsideEffect } from './domain-event-subscribers';
import type { PendingDelivery } from './domain-events.repository';
import { OUTSIDE_EFFECT_LEASE_MS, type DeliveryDependencies } from './deliver-one-by-one';

/**
 * Outside deliveries of one subscriber that `deliver` claims and leases in one transaction (the
 * pushes of a batch of 1,000 notifications: the bench of issue 16).
 */
const OUTSIDE_BATCH = 1_000;

export interface OutsideDeliveriesDependencies extends DeliveryDependencies {
  /** Delivers each on its own, when a batch cannot be prepared at once. */
  deliverAll: (deliveries: readonly PendingDelivery[]) => Promise<number>;
}

/** Hands outside deliveries to their subscribers in batches (the pushes of many notifications). */
export function createOutsideDeliveries({
  repository,
  clock,
  log,
  subscribers,
  publishedDuring,
  deliver,
  deliverAll,
}: OutsideDeliveriesDependencies) {
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

  return deliverOutside;
}
