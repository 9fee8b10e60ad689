import {
  AVAILABILITY_NAMESPACE,
  CHAT_NAMESPACE,
  IMPORTING_NAMESPACE,
  NOTIFICATIONS_NAMESPACE,
  REALTIME_PATH,
  socketSettings,
  type AvailabilityClientEvents,
  type AvailabilityServerEvents,
  type ChatClientEvents,
  type ChatServerEvents,
  type ImportingClientEvents,
  type ImportingServerEvents,
  type NotificationsClientEvents,
  type NotificationsServerEvents,
} from '@bazaar/contracts';
import type { Socket } from 'socket.io-client';

export type NotificationsSocket = Socket<NotificationsServerEvents, NotificationsClientEvents>;
export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;
export type ImportingSocket = Socket<ImportingServerEvents, ImportingClientEvents>;
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
 * Opens a namespace of the live channel on the page's own origin (the web server forwards `/ws`
 * to the api). socket.io's client is loaded only here, so signed-out visitors never download it;
 * the namespaces of one page share its one connection (socket.io multiplexes them).
 */
async function openRealtimeSocket(namespace: string, token: string | null) {
  const { io } = await import('socket.io-client');
  return io(namespace, realtimeSocketOptions(token));
}

export function openNotificationsSocket(token: string): Promise<NotificationsSocket> {
  return openRealtimeSocket(NOTIFICATIONS_NAMESPACE, token);
}

/** The chat namespace (issue 17): messages, receipts and typing of the account's conversations. */
export function openChatSocket(token: string): Promise<ChatSocket> {
  return openRealtimeSocket(CHAT_NAMESPACE, token);
}

/**
 * The public availability namespace (issue 18): slots of published services are public, so any
 * visitor of a service may watch its room, without a token; with the account's token, its owner
 * watches its own drafts too.
 */
export function openAvailabilitySocket(token: string | null): Promise<AvailabilitySocket> {
  return openRealtimeSocket(AVAILABILITY_NAMESPACE, token);
}

/** The importing namespace (issue 20): the progress of the account's product imports. */
export function openImportingSocket(token: string): Promise<ImportingSocket> {
  return openRealtimeSocket(IMPORTING_NAMESPACE, token);
}
