import type {
  ChatClientEvents,
  ChatMessage,
  ChatReceipt,
  ChatServerEvents,
  Conversation,
} from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
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

const typingEvent = z.object({ conversation_id: z.uuid() });
const deliveredEvent = z.object({ conversation_id: z.uuid(), up_to: z.uuid() });

export interface ChatSocketHandlers {
  /** The account's other party in the conversation when it may be told of typing, else undefined. */
  typingRecipient(accountId: string, conversationId: string): Promise<string | undefined>;
  markDelivered(accountId: string, conversationId: string, upTo: string): Promise<void>;
}

/**
 * What a client says on the chat namespace, checked on the server: malformed events are dropped,
 * and the service acts only for a party of the conversation (a third account's events reach
 * nobody). Typing is relayed to the other party at most every TYPING_RELAY_MS per conversation.
 */
export function listenToChatClients(
  namespace: ChatNamespace,
  handlers: ChatSocketHandlers,
  clock: Clock,
  log: FastifyBaseLogger,
): void {
  const failed = (error: unknown) => log.warn({ err: error }, 'a chat socket event failed');
  namespace.on('connection', (socket) => {
    const gate = typingGate();
    const accountId = socket.data.userId;
    socket.on('typing', (payload) => {
      const parsed = typingEvent.safeParse(payload);
      if (!parsed.success || !gate(parsed.data.conversation_id, clock.now().getTime())) return;
      const conversationId = parsed.data.conversation_id;
      handlers.typingRecipient(accountId, conversationId).then((other) => {
        if (!other) return;
        namespace
          .to(accountRoom(other))
          .emit('typing', { conversation_id: conversationId, account_id: accountId });
      }, failed);
    });
    socket.on('delivered', (payload) => {
      const parsed = deliveredEvent.safeParse(payload);
      if (!parsed.success) return;
      handlers
        .markDelivered(accountId, parsed.data.conversation_id, parsed.data.up_to)
        // Someone else's conversation answers 404 inside; nothing is said back.
        .catch((error: unknown) => {
          if ((error as { status?: number }).status !== 404) failed(error);
        });
    });
  });
}
