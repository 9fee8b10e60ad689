import type {
  ChatClientEvents,
  ChatEventAnswer,
  ChatMessage,
  ChatReceipt,
  ChatServerEvents,
  Conversation,
} from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { TooManyRequestsError, ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { viewingAsReadOnlyError } from '../../plugins/auth';
import { toErrorEnvelope } from '../../plugins/errors';
import { accountRoom, type AccountNamespace } from '../realtime';

export type ChatNamespace = AccountNamespace<ChatClientEvents, ChatServerEvents>;

/**
 * What the chat service pushes after a change has committed, to the rooms of accounts: all their
 * tabs on every api instance (through the Redis adapter), never anyone else's.
 */
export interface ChatLive {
  message(accountIds: readonly string[], message: ChatMessage): void;
  messageUpdated(accountIds: readonly string[], message: ChatMessage): void;
  conversation(accountId: string, conversation: Conversation): void;
  receipt(accountIds: readonly string[], receipt: ChatReceipt): void;
}

const rooms = (accountIds: readonly string[]) => accountIds.map(accountRoom);

export function chatLive(namespace: ChatNamespace): ChatLive {
  return {
    message: (accountIds, message) => namespace.to(rooms(accountIds)).emit('message', message),
    messageUpdated: (accountIds, message) =>
      namespace.to(rooms(accountIds)).emit('message_updated', message),
    conversation: (accountId, conversation) =>
      namespace.to(accountRoom(accountId)).emit('conversation', conversation),
    receipt: (accountIds, receipt) => namespace.to(rooms(accountIds)).emit('receipt', receipt),
  };
}

/** At most one typing relay per socket and conversation in this long. */
export const TYPING_RELAY_MS = 3_000;

/**
 * Whether a typing signal of `key` (a conversation) at `now` is relayed: the first one is, then
 * none until TYPING_RELAY_MS have passed. Kept per socket, so it ends with the socket.
 */
export function typingGate(relayMs = TYPING_RELAY_MS) {
  const lastRelayed = new Map<string, number>();
  return (key: string, now: number): boolean => {
    const last = lastRelayed.get(key);
    if (last !== undefined && now - last < relayMs) return false;
    lastRelayed.set(key, now);
    return true;
  };
}

/**
 * How many chat events of each kind one account may send a minute, all its sockets on this api
 * instance together (ADR 0054). Far above what a person's tabs send — a `delivered` per message
 * received, a `typing` every few seconds per conversation — and far below a flood.
 */
export const chatSocketLimits = {
  delivered: { limit: 240, windowMs: 60_000 },
  typing: { limit: 60, windowMs: 60_000 },
} as const;

/**
 * A per-account fixed-window counter kept in memory: whether one more event of `accountId` at
 * `now` is within `limit` per `windowMs`. Windows that ended are swept once a window, so the map
 * holds only the accounts active in the last one.
 */
export function accountEventLimit({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let sweptAt = 0;
  return (accountId: string, now: number): boolean => {
    if (now - sweptAt >= windowMs) {
      for (const [id, window] of windows) {
        if (now - window.startedAt >= windowMs) windows.delete(id);
      }
      sweptAt = now;
    }
    const window = windows.get(accountId);
    if (!window || now - window.startedAt >= windowMs) {
      windows.set(accountId, { startedAt: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  };
}

const tooManyEvents = (windowMs: number) =>
  toErrorEnvelope(
    new TooManyRequestsError(
      'Too many chat events. Please wait a moment.',
      Math.ceil(windowMs / 1000),
    ),
  );
const malformedEvent = toErrorEnvelope(
  new ValidationError([{ field: 'conversation_id', message: 'Name a conversation' }]),
);
const OK: ChatEventAnswer = { ok: true };

const typingEvent = z.object({ conversation_id: z.uuid() });
const deliveredEvent = z.object({ conversation_id: z.uuid(), up_to: z.uuid() });

export interface ChatSocketHandlers {
  /** The account's other party in the conversation when it may be told of typing, else undefined. */
  typingRecipient(accountId: string, conversationId: string): Promise<string | undefined>;
  markDelivered(accountId: string, conversationId: string, upTo: string): Promise<void>;
}

/**
 * What a client says on the chat namespace, checked on the server: malformed events are refused
 * (400), each account's events are limited per minute (429 `max_attempts`, chatSocketLimits), both
 * answered with the error envelope through the acknowledgement when the client asked for one; the
 * socket stays connected. The service acts only for a party of the conversation (a third
 * account's events reach nobody; its `delivered` is answered 404, as the routes answer). Typing is
 * relayed to the other party at most every TYPING_RELAY_MS per conversation.
 */
export function listenToChatClients(
  namespace: ChatNamespace,
  handlers: ChatSocketHandlers,
  clock: Clock,
  log: FastifyBaseLogger,
): void {
  const failed = (error: unknown) => log.warn({ err: error }, 'a chat socket event failed');
  const withinTyping = accountEventLimit(chatSocketLimits.typing);
  const withinDelivered = accountEventLimit(chatSocketLimits.delivered);
  namespace.on('connection', (socket) => {
    const gate = typingGate();
    const accountId = socket.data.userId;
    // Viewing as a user (ADR 0077): typing and receipts would speak for the viewed account.
    const readOnly = socket.data.readOnly
      ? toErrorEnvelope(viewingAsReadOnlyError(socket.handshake.headers['accept-language']))
      : null;
    socket.on('typing', (payload, ack) => {
      const answer = typeof ack === 'function' ? ack : () => undefined;
      if (readOnly) return answer(readOnly);
      const parsed = typingEvent.safeParse(payload);
      if (!parsed.success) return answer(malformedEvent);
      const now = clock.now().getTime();
      // Signals inside the relay interval cost nothing and are not counted.
      if (!gate(parsed.data.conversation_id, now)) return answer(OK);
      if (!withinTyping(accountId, now)) {
        return answer(tooManyEvents(chatSocketLimits.typing.windowMs));
      }
      const conversationId = parsed.data.conversation_id;
      answer(OK);
      handlers.typingRecipient(accountId, conversationId).then((other) => {
        if (!other) return;
        namespace
          .to(accountRoom(other))
          .emit('typing', { conversation_id: conversationId, account_id: accountId });
      }, failed);
    });
    socket.on('delivered', (payload, ack) => {
      const answer = typeof ack === 'function' ? ack : () => undefined;
      if (readOnly) return answer(readOnly);
      const parsed = deliveredEvent.safeParse(payload);
      if (!parsed.success) return answer(malformedEvent);
      if (!withinDelivered(accountId, clock.now().getTime())) {
        return answer(tooManyEvents(chatSocketLimits.delivered.windowMs));
      }
      handlers.markDelivered(accountId, parsed.data.conversation_id, parsed.data.up_to).then(
        () => answer(OK),
        // Someone else's conversation is a 404, as on the routes.
        (error: unknown) => {
          if ((error as { status?: number }).status !== 404) failed(error);
          answer(toErrorEnvelope(error));
        },
      );
    });
  });
}
