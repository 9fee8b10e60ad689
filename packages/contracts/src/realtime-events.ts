import type { ServiceSlot, ServiceSlotsChanged } from './bookings';
import type { ChatMessage, Conversation } from './chat';
import type { ErrorEnvelope } from './error-envelope';
import type { Notification } from './notifications';
import type { ProductImportProgressEvent } from './importing';

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

/** The namespace of an account's conversations (issue 17). */
export const CHAT_NAMESPACE = '/chat';

/** A receipt: the recipient's devices got, or the recipient read, messages up to `up_to`. */
export interface ChatReceipt {
  conversation_id: string;
  kind: 'delivered' | 'read';
  /** The newest message the receipt covers; every older one of the same sender is covered too. */
  up_to: string;
  at: string;
}

/** What the server sends on the chat namespace: event name → listener. */
export interface ChatServerEvents {
  /** A message was stored in one of the account's conversations (its own too, for its other tabs). */
  message: (message: ChatMessage) => void;
  /** A stored message changed (an offer or a time proposal was answered). */
  message_updated: (message: ChatMessage) => void;
  /** One of the account's conversations, as the account sees it, is new or changed. */
  conversation: (conversation: Conversation) => void;
  receipt: (receipt: ChatReceipt) => void;
  /** The other party is typing in this conversation (sent at most every few seconds). */
  typing: (typing: { conversation_id: string; account_id: string }) => void;
}

/**
 * The server's answer to a client's chat event, through socket.io's acknowledgement when the
 * client asked for one: `{ ok: true }`, or the error envelope (400 for a malformed event, 429
 * `max_attempts` past the account's limit on these events). The socket stays connected.
 */
export type ChatEventAnswer = { ok: true } | ErrorEnvelope;

/**
 * What a client sends on the chat namespace; the server checks the account is a party to it and
 * limits how many of these events one account sends a minute.
 */
export interface ChatClientEvents {
  typing: (typing: { conversation_id: string }, ack?: (answer: ChatEventAnswer) => void) => void;
  /** This device received the other party's messages up to `up_to`. */
  delivered: (
    delivered: { conversation_id: string; up_to: string },
    ack?: (answer: ChatEventAnswer) => void,
  ) => void;
}

/**
 * The namespace of services' live availability (issue 18). Public: slots of published services
 * are public, so it needs no token; a client watches the services it shows, each a room. The
 * slots of a service visitors may not see (a draft) stream only to its owner, whose socket sends
 * its access token in the handshake (`auth: { token }`), as the slot lists answer only the owner.
 */
export const AVAILABILITY_NAMESPACE = '/availability';

export interface AvailabilityServerEvents {
  /** A watched service's slot changed: seats taken or freed, moved, cancelled, added. */
  slot: (slot: ServiceSlot) => void;
  /** Many of a watched service's slots changed at once (its schedule saved, busy times imported). */
  slots: (changed: ServiceSlotsChanged) => void;
}

/** The answer to `watch`: watched, or why not (404 for a service the caller may not see). */
export type AvailabilityWatchAnswer = { ok: true } | ErrorEnvelope;

export interface AvailabilityClientEvents {
  watch: (watch: { listing_id: string }, ack?: (answer: AvailabilityWatchAnswer) => void) => void;
  unwatch: (unwatch: { listing_id: string }) => void;
}

/**
 * The live channel of a seller's product imports (ADR 0063): `progress` whenever one of the
 * account's runs moves (at most a few a second). Here, not beside the runs' schemas, so the
 * browser's socket code pulls in no zod.
 */
export const IMPORTING_NAMESPACE = '/importing';

export interface ImportingServerEvents {
  progress: (run: ProductImportProgressEvent) => void;
}
export type ImportingClientEvents = Record<never, never>;
