// What the chat's use cases share: who may write, what a message holds, and the errors they answer.
import { plainText, type ChatProposalStatus } from '@bazaar/contracts';
import type { ChatMessageRow } from '../../db/schema/chat';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import {
  accountBlockedError,
  isBlockedStatus,
  isPausedStatus,
  type SignedInAccount,
} from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import type { ThrottleService } from '../throttle';
import type { ChatLive } from './chat.live';
import type { ChatRepository } from './chat.repository';

/** What every chat use case works with. */
export interface ChatContext {
  repository: ChatRepository;
  live: ChatLive;
  throttle: Pick<ThrottleService, 'hit'>;
  clock: Clock;
}

/** The account's part in writing: who may write at all. */
export type Writer = Pick<SignedInAccount, 'id' | 'status' | 'blockedReason'>;

export const conversationNotFound = () => new NotFoundError('This conversation does not exist.');
export const messageNotFound = () => new NotFoundError('This message does not exist.');

/** 403 for an account that may not write now (blocked, or paused). */
export function assertMayWrite(account: Writer): void {
  if (isBlockedStatus(account.status)) throw accountBlockedError(account.blockedReason);
  if (isPausedStatus(account.status)) {
    throw new ForbiddenError(
      'ACCOUNT_IS_PAUSED',
      'Your account is paused. Unpause it in your profile settings to write messages.',
    );
  }
}

/** 403 when either side blocked the other. */
export function assertNoBlock(blocks: { blockedByWriter: boolean; blockedWriter: boolean }) {
  if (blocks.blockedByWriter) {
    throw new ForbiddenError(
      'FORBIDDEN',
      'You blocked this person. Unblock them to write to them again.',
    );
  }
  if (blocks.blockedWriter) {
    throw new ForbiddenError('FORBIDDEN', 'This person does not accept messages from you.');
  }
}

/** The text of a text message, without markup and within the limit, or a 400 naming `field`. */
export function messageText(raw: string, field: string, max: number, required: boolean): string {
  const text = plainText(raw);
  if (required && text.length === 0) {
    throw new ValidationError([{ field, message: 'Write a message first' }]);
  }
  if (text.length > max) {
    throw new ValidationError([
      { field, message: `A message can have at most ${max.toLocaleString('en')} characters` },
    ]);
  }
  return text;
}

/** What a new message holds besides its conversation and sender. */
export type MessageContent = Pick<
  ChatMessageRow,
  | 'kind'
  | 'text'
  | 'picture'
  | 'offerAmountMinor'
  | 'offerCurrency'
  | 'proposalStartsAt'
  | 'proposalSlotId'
> & { proposalStatus: ChatProposalStatus | null };

/** A message's content besides its kind and text: nothing. */
export const noContent = {
  picture: null,
  offerAmountMinor: null,
  offerCurrency: null,
  proposalStartsAt: null,
  proposalSlotId: null,
  proposalStatus: null,
} as const;
