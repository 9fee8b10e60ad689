// Blocks: an account stops another from writing to it; both sides' tabs learn at once.
import { NotFoundError, ValidationError } from '../../errors';
import { toChatParty } from './chat-views';
import type { ChatContext, Writer } from './chat-rules';
import { namesOf, pushPairConversations } from './conversation-views';

/** `POST /chat/blocks`: `blockedId` can no longer write to the caller. */
export async function blockAccount(
  context: ChatContext,
  account: Writer,
  blockedId: string,
): Promise<void> {
  if (blockedId === account.id) {
    throw new ValidationError([{ field: 'account_id', message: "You can't block yourself" }]);
  }
  if (!(await namesOf(context.repository, [blockedId])).has(blockedId)) {
    throw new NotFoundError('This account does not exist.');
  }
  await context.repository.block(account.id, blockedId, context.clock.now());
  await pushPairConversations(context, account, blockedId);
}

/** `DELETE /chat/blocks/{id}`. */
export async function unblockAccount(
  context: ChatContext,
  account: Writer,
  blockedId: string,
): Promise<void> {
  await context.repository.unblock(account.id, blockedId);
  await pushPairConversations(context, account, blockedId);
}

/** `GET /chat/blocks`: who the caller blocked, newest first. */
export async function blockedAccounts({ repository }: ChatContext, account: Writer) {
  const rows = await repository.blockedBy(account.id);
  const names = await namesOf(
    repository,
    rows.map((row) => row.blockedId),
  );
  return rows.map((row) => ({
    ...toChatParty(row.blockedId, names.get(row.blockedId)),
    blocked_at: row.createdAt.toISOString(),
  }));
}
