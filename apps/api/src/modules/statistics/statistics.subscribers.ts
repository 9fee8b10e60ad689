import type { DomainEventSubscriber } from '../domain-events';
import type { StatisticsService } from './statistics.service';

/**
 * Cart adds counted per listing and day (ADR 0042): the count is written in the delivery's
 * transaction, which also records the delivery as done, so a repeated delivery counts once.
 */
export function statisticsSubscribers(
  statistics: Pick<StatisticsService, 'countCartAdd'>,
): DomainEventSubscriber<'cart.item_added'>[] {
  return [
    {
      name: 'statistics.cart-item-added',
      event: 'cart.item_added',
      handle: (added, { occurredAt, tx }) =>
        statistics.countCartAdd(tx, {
          listingId: added.listing_id,
          sellerId: added.seller_id,
          at: occurredAt,
        }),
    },
  ];
}
