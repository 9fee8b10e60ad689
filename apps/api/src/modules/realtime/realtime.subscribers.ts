import type { NotificationsClientEvents, NotificationsServerEvents } from '@bazaar/contracts';
import type { Namespace } from 'socket.io';
import type { OutsideDomainEventSubscriber } from '../domain-events';
import { accountRoom, sessionRoom, type AccountNamespace } from './account-namespace';

export type NotificationsNamespace = AccountNamespace<
  NotificationsClientEvents,
  NotificationsServerEvents
>;

/**
 * Store first, then push (ADR 0045): the notifications module stores a notification and its
 * `notification.created` event in one transaction; these outside subscribers push after commit.
 * A push that reaches nobody is not retried: a client that was away asks for what it missed.
 */
export function realtimeSubscribers(notifications: NotificationsNamespace) {
  const pushNotification: OutsideDomainEventSubscriber<'notification.created'> = {
    name: 'realtime.push-notification',
    event: 'notification.created',
    // One kept out of the app (stored only for its mail, ADR 0048) is not pushed.
    prepare: async (created) =>
      created.in_app === false
        ? null
        : async () => {
            notifications.to(accountRoom(created.user_id)).emit('message', created.notification);
          },
  };

  const pushViewed: OutsideDomainEventSubscriber<'notification.viewed'> = {
    name: 'realtime.push-viewed',
    event: 'notification.viewed',
    prepare: async (viewed) => async () => {
      notifications.to(accountRoom(viewed.user_id)).emit('viewed', { ids: viewed.ids });
    },
  };

  return [pushNotification, pushViewed];
}

/**
 * Sessions that ended (sign-out, a new password, a block, the end of a viewing) take their
 * sockets with them: every namespace (the account ones, and a public one's sockets bound to a
 * session by `endWithSessions`) disconnects the sockets of their rooms, on every
 * api instance through the Redis adapter, within the moment the event is delivered (ADR 0088).
 */
export function sessionsEndedSubscriber(
  namespaces: readonly Pick<Namespace, 'in'>[],
): OutsideDomainEventSubscriber<'sessions.ended'> {
  return {
    name: 'realtime.disconnect-ended-sessions',
    event: 'sessions.ended',
    prepare:
      async ({ session_ids }) =>
      async () => {
        const rooms = session_ids.map(sessionRoom);
        for (const namespace of namespaces) namespace.in(rooms).disconnectSockets();
      },
  };
}
