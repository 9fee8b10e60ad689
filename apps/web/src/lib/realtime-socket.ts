import {
  AVAILABILITY_NAMESPACE,
  NOTIFICATIONS_NAMESPACE,
  REALTIME_PATH,
  socketSettings,
  type AvailabilityClientEvents,
  type AvailabilityServerEvents,
  type NotificationsClientEvents,
  type NotificationsServerEvents,
} from '@bazaar/contracts';
import type { Socket } from 'socket.io-client';

export type NotificationsSocket = Socket<NotificationsServerEvents, NotificationsClientEvents>;
export type AvailabilitySocket = Socket<AvailabilityServerEvents, AvailabilityClientEvents>;

/**
 * How the live channel's client connects (spec §7, §9): websocket only, reconnecting. The public
 * availability namespace needs no token.
 */
export const realtimeSocketOptions = (token: string | null) => ({
  path: REALTIME_PATH,
  transports: ['websocket'],
  ...(token === null ? {} : { auth: { token } }),
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
  return io(NOTIFICATIONS_NAMESPACE, realtimeSocketOptions(token));
}

/**
 * Opens the public availability socket (issue 18): slots are public, so any visitor of a service
 * may watch its room. Loaded the same lazy way as the notifications socket.
 */
export async function openAvailabilitySocket(): Promise<AvailabilitySocket> {
  const { io } = await import('socket.io-client');
  return io(AVAILABILITY_NAMESPACE, realtimeSocketOptions(null));
}
