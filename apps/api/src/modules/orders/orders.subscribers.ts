import { formatMoney, notificationCodes, orderHistoryPath } from '@bazaar/contracts';
import type { DomainEventSubscriber, OutsideDomainEventSubscriber } from '../domain-events';
import type { Mailer } from '../mailer';
import type { NotificationPreferencesService, NotificationsService } from '../notifications';
import {
  orderConfirmationMail,
  orderPlacedMail,
  orderStatusMail,
  statusChange,
} from './orders.mails';
import type { OrdersRepository } from './orders.repository';
import { loadOrders } from './order-views';

/*
 * What an order's events make happen (ADR 0042): the other side is notified and mailed, and a
 * new order's buyer gets its confirmation. Each is its own subscriber, so a mail that fails is
 * tried again without notifying twice. The mails are fuller than a notification's (the items,
 * the contact), so they are this module's, under the same mail preference.
 */

/** The other side's notification of a new order or a status change, the buyer's of its order. */
export function orderNotificationSubscribers(notifications: Pick<NotificationsService, 'notify'>) {
  const placedNotification: DomainEventSubscriber<'order.placed'> = {
    name: 'orders.placed-notification',
    event: 'order.placed',
    handle: (placed, { occurredAt, tx }) =>
      notifications.notify(
        placed.seller_id,
        {
          type: 'request',
          code: notificationCodes.orderPlaced,
          title: `New order #${placed.order_number}`,
          body: `${placed.buyer_name} ordered ${placed.units} ${placed.units === 1 ? 'item' : 'items'} for ${formatMoney(placed.total)}.`,
          link: orderHistoryPath('seller', placed.order_number),
          metadata: { order_id: placed.order_id, order_number: placed.order_number },
          mailedBySender: true,
          at: occurredAt,
        },
        tx,
      ),
  };

  const placedConfirmation: DomainEventSubscriber<'order.placed'> = {
    name: 'orders.placed-confirmation',
    event: 'order.placed',
    handle: (placed, { occurredAt, tx }) =>
      notifications.notify(
        placed.buyer_id,
        {
          type: 'request',
          code: notificationCodes.orderConfirmed,
          title: `Order #${placed.order_number} placed`,
          body: `${placed.units} ${placed.units === 1 ? 'item' : 'items'} for ${formatMoney(placed.total)}. The seller accepts or declines it; you will be told.`,
          link: orderHistoryPath('buyer', placed.order_number),
          metadata: { order_id: placed.order_id, order_number: placed.order_number },
          mailedBySender: true,
          at: occurredAt,
        },
        tx,
      ),
  };

  const statusNotification: DomainEventSubscriber<'order.status_changed'> = {
    name: 'orders.status-notification',
    event: 'order.status_changed',
    handle: (changed, { occurredAt, tx }) =>
      notifications.notify(
        changed.changed_by === 'seller' ? changed.buyer_id : changed.seller_id,
        {
          type: 'request',
          code: notificationCodes.orderStatusChanged,
          title: `Order #${changed.order_number} ${statusChange(changed.status, changed.changed_by)}`,
          body: changed.status_reason ?? '',
          link: orderHistoryPath(
            changed.changed_by === 'seller' ? 'buyer' : 'seller',
            changed.order_number,
          ),
          metadata: {
            order_id: changed.order_id,
            order_number: changed.order_number,
            status: changed.status,
          },
          mailedBySender: true,
          at: occurredAt,
        },
        tx,
      ),
  };

  return [placedNotification, placedConfirmation, statusNotification];
}

export interface OrderMailSubscribersDependencies {
  repository: Pick<OrdersRepository, 'within'>;
  mailer: Pick<Mailer, 'send'>;
  /** Whether the account wants its orders and requests mailed (ADR 0048). */
  preferences: Pick<NotificationPreferencesService, 'wantsMail'>;
  /** The web's address, for links in mails. */
  publicUrl: string;
}

/** The mail to the seller about a new order, and to the other side about a status change. */
export function orderMailSubscribers({
  repository,
  mailer,
  preferences,
  publicUrl,
}: OrderMailSubscribersDependencies) {
  /** The order as neither party sees it (no next steps): what a mail describes. */
  async function orderOf(queries: ReturnType<OrdersRepository['within']>, id: string) {
    const row = await queries.findById(id);
    return row ? (await loadOrders(queries, [row], () => null))[0] : undefined;
  }

  const placedMail: OutsideDomainEventSubscriber<'order.placed'> = {
    name: 'orders.placed-mail',
    event: 'order.placed',
    async prepare(placed, { tx }) {
      if (!(await preferences.wantsMail(placed.seller_id, 'request', tx))) return null;
      const queries = repository.within(tx);
      const order = await orderOf(queries, placed.order_id);
      const sellerEmail = await queries.emailOf(placed.seller_id);
      if (!order || !sellerEmail) return null;
      return () => mailer.send(orderPlacedMail(sellerEmail, order, publicUrl));
    },
  };

  const confirmationMail: OutsideDomainEventSubscriber<'order.placed'> = {
    name: 'orders.confirmation-mail',
    event: 'order.placed',
    async prepare(placed, { tx }) {
      if (!(await preferences.wantsMail(placed.buyer_id, 'request', tx))) return null;
      const order = await orderOf(repository.within(tx), placed.order_id);
      if (!order) return null;
      return () => mailer.send(orderConfirmationMail(order.contact.email, order, publicUrl));
    },
  };

  const statusMail: OutsideDomainEventSubscriber<'order.status_changed'> = {
    name: 'orders.status-mail',
    event: 'order.status_changed',
    async prepare(changed, { tx }) {
      const recipient = changed.changed_by === 'seller' ? changed.buyer_id : changed.seller_id;
      if (!(await preferences.wantsMail(recipient, 'request', tx))) return null;
      const queries = repository.within(tx);
      const current = await orderOf(queries, changed.order_id);
      if (!current) return null;
      // The change this event reports, even when the order has moved on since.
      const order = { ...current, status: changed.status, status_reason: changed.status_reason };
      const to =
        changed.changed_by === 'seller'
          ? order.contact.email
          : await queries.emailOf(changed.seller_id);
      if (!to) return null;
      return () => mailer.send(orderStatusMail(to, order, changed.changed_by, publicUrl));
    },
  };

  return [placedMail, confirmationMail, statusMail];
}
