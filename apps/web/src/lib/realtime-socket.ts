import {
  NOTIFICATIONS_NAMESPACE,
  REALTIME_PATH,
  socketSettings,
  type NotificationsClientEvents,
  type NotificationsServerEvents,
} from '@bazaar/contracts';
import type { Socket } from 'socket.io-client';

export type NotificationsSocket = Socket<NotificationsServerEvents, NotificationsClientEvents>;

/** How the live channel's client connects (spec §7, §9): websocket only, reconnecting. */
export const notificationsSocketOptions = (token: string) => ({
  path: REALTIME_PATH,
  transports: ['websocket'],
  auth: { token },
  reconnection: true,
  reconnectionDelay: socketSettings.reconnectionDelayMs,
  reconnectionDelayMax: socketSettings.reconnectionDelayMaxMs,
  randomizationFactor: socketSettings.randomizationFactor,
  timeout: socketSettings.connectionTimeoutMs,
});

/**
 * Opens the notifications socket on the page's own origin (the web server forwards `/ws` to the
 * api). socket.io's client is loaded only here, so signed-out visitors never download it.
 */
export async function openNotificationsSocket(token: string): Promise<NotificationsSocket> {
  const { io } = await import('socket.io-client');
  return io(NOTIFICATIONS_NAMESPACE, notificationsSocketOptions(token));
}
