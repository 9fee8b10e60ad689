import type { OutsideDomainEventSubscriber } from '../domain-events';
import type { SubscriptionsService } from './subscriptions.service';

/**
 * A top-up of a seller whose plan is due (grace or expired) renews it at once, after the
 * top-up's transaction (ADR 0058): the seller need not wait for the job or press "Renew now".
 */
export function subscriptionSubscribers(
  subscriptions: Pick<SubscriptionsService, 'renewIfDue'>,
): OutsideDomainEventSubscriber<'balance.changed'>[] {
  return [
    {
      name: 'subscriptions.renew-after-top-up',
      event: 'balance.changed',
      prepare: (change) =>
        Promise.resolve(
          change.type === 'top_up' || change.type === 'refund'
            ? async () => {
                await subscriptions.renewIfDue(change.user_id);
              }
            : null,
        ),
    },
  ];
}
