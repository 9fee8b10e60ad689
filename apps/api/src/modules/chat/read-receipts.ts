// What the other party learns while a conversation is open: read and delivered receipts, typing.
import { throttleRules } from '../throttle';
import { otherPartyOf } from './chat-views';
import type { ChatContext, Writer } from './chat-rules';
import { conversationFor, partyConversation } from './conversation-views';

/** `POST /chat/conversations/{id}/read`: the caller read the other party's messages up to this one. */
export async function markRead(
  context: ChatContext,
  account: Writer,
  conversationId: string,
  upTo: string,
): Promise<void> {
  const { repository, live, throttle, clock } = context;
  const { row, other } = await partyConversation(repository, account.id, conversationId);
  await throttle.hit(throttleRules.chatReadsPerAccount, account.id);
  const at = clock.now();
  if (!(await repository.stamp(row.id, account.id, upTo, 'read', at))) return;
  live.receipt([other], {
    conversation_id: row.id,
    kind: 'read',
    up_to: upTo,
    at: at.toISOString(),
  });
  // The reader's other tabs clear their unread count.
  live.conversation(account.id, await conversationFor(context, account, row));
}

/** The socket's `delivered`: a device of the caller received messages up to this one. */
export async function markDelivered(
  { repository, live, clock }: ChatContext,
  accountId: string,
  conversationId: string,
  upTo: string,
): Promise<void> {
  const at = clock.now();
  // Only the recipient's messages are stamped, so a stamp proves the caller a party; the
  // party check runs only when nothing was stamped (someone else's conversation is a 404).
  const sender = await repository.stamp(conversationId, accountId, upTo, 'delivered', at);
  if (!sender) {
    await partyConversation(repository, accountId, conversationId);
    return;
  }
  live.receipt([sender], {
    conversation_id: conversationId,
    kind: 'delivered',
    up_to: upTo,
    at: at.toISOString(),
  });
}

/** The socket's `typing`: the other party, if the caller is a party and not blocked. */
export async function typingRecipient(
  { repository }: ChatContext,
  accountId: string,
  conversationId: string,
): Promise<string | undefined> {
  const row = await repository.findConversation(conversationId);
  const other = row ? otherPartyOf(row, accountId) : undefined;
  if (!other) return undefined;
  const blocks = await repository.blocksBetween(accountId, [other]);
  return blocks.length === 0 ? other : undefined;
}
