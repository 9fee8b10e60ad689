import { formatMoney, notificationCodes, PREPAY_HISTORY_PATH } from '@bazaar/contracts';
import type { DomainEventSubscriber } from '../domain-events';
import type { NotificationsService } from '../notifications';

/** A top-up that reached a balance tells its holder (ADR 0055); charges are told by their module. */
export function ledgerNotificationSubscribers(notifications: Pick<NotificationsService, 'notify'>) {
  const toppedUp: DomainEventSubscriber<'balance.changed'> = {
    name: 'ledger.top-up-notification',
    event: 'balance.changed',
    handle: async (changed, { occurredAt, tx }) => {
      if (changed.type !== 'top_up') return;
      await notifications.notify(
        changed.user_id,
        {
          type: 'account',
          code: notificationCodes.balanceToppedUp,
          title: `Your balance was topped up with ${formatMoney(changed.amount)}`,
          body: `Your prepaid balance is now ${formatMoney(changed.balance_after)}.`,
          link: PREPAY_HISTORY_PATH,
          metadata: { entry_id: changed.entry_id, transaction_id: changed.transaction_id },
          at: occurredAt,
        },
        tx,
      );
    },
  };
  return [toppedUp];
}
