import type { Namespace } from 'socket.io';

/** What the server knows of a socket once its handshake was admitted. */
export interface RealtimeSocketData {
  userId: string;
  /**
   * The sessions its token was admitted with (its sign-in; for a viewing, the administrator's
   * sign-in and the viewing): when one ends, the socket is disconnected (ADR 0088).
   */
  sessionIds: string[];
  /** When its access token expires (epoch milliseconds): the socket is disconnected then. */
  expiresAt: number;
  /**
   * An administrator viewing as this account (ADR 0077): the socket listens, and every event
   * that would change something is refused (VIEWING_AS_IS_READ_ONLY).
   */
  readOnly: boolean;
}

/**
 * An event map of the contracts (event name → listener), as socket.io constrains them: its own
 * `EventsMap` is not exported, and only an index signature of `any` accepts closed interfaces.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RealtimeEvents = { [event: string]: any };

/** A namespace of the live channel whose sockets are signed-in accounts (see `namespace`). */
export type AccountNamespace<
  ClientEvents extends RealtimeEvents,
  ServerEvents extends RealtimeEvents,
> = Namespace<ClientEvents, ServerEvents, Record<never, never>, RealtimeSocketData>;

/** Every socket of one account (all its tabs, on every api instance) is in this room. */
export const accountRoom = (userId: string) => `account:${userId}`;

/** Every socket admitted with one session (a sign-in or a viewing), on every api instance. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
