import type { Notification } from './notifications';

/**
 * The live channel (spec §7, ADR 0045): socket.io at this path, websocket transport only; the
 * handshake's `auth.token` carries the access token.
 */
export const REALTIME_PATH = '/ws';

/** The namespace of an account's notifications. */
export const NOTIFICATIONS_NAMESPACE = '/notifications';

/** What the server sends on the notifications namespace: event name → listener. */
export interface NotificationsServerEvents {
  /** A notification was stored for this account, as `GET /notifications/me` answers it. */
  message: (notification: Notification) => void;
  /** These notifications of this account were marked viewed (in another tab, perhaps). */
  viewed: (viewed: { ids: string[] }) => void;
}

/** The client sends nothing on the notifications namespace; it only listens. */
export type NotificationsClientEvents = Record<never, never>;

/** What the client puts into the handshake. */
export interface RealtimeHandshakeAuth {
  token: string;
}
