import type {
  ChatProposalStatus,
  ChatReportBody,
  ChatReportListQuery,
  ChatUnread,
  OpenConversationBody,
  SendChatMessageBody,
} from '@bazaar/contracts';
import type { ChatPictureColumn } from '../../db/schema/chat';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import type { ThrottleService } from '../throttle';
import { answerProposal, type ChatCarts } from './answer-proposal';
import { blockAccount, blockedAccounts, unblockAccount } from './chat-blocks';
import { listReports, reportConversation } from './chat-reports';
import type { ChatContext, Writer } from './chat-rules';
import type { ChatLive } from './chat.live';
import type { ChatRepository } from './chat.repository';
import { openConversation } from './open-conversation';
import {
  conversationHistory,
  getConversation,
  listConversations,
  type HistoryQuery,
} from './read-conversations';
import { markDelivered, markRead, typingRecipient } from './read-receipts';
import { sendMessage, sendPicture } from './send-message';

export interface ChatServiceDependencies {
  repository: ChatRepository;
  live: ChatLive;
  throttle: Pick<ThrottleService, 'hit'>;
  carts: ChatCarts;
  clock?: Clock;
}

/** The chat's use cases, each in its own file, wired to the module's repository and live channel. */
export function createChatService({
  repository,
  live,
  throttle,
  carts,
  clock = systemClock,
}: ChatServiceDependencies) {
  const context: ChatContext = { repository, live, throttle, clock };
  return {
    open: (account: Writer, body: OpenConversationBody) => openConversation(context, account, body),
    list: (account: Writer, query: { cursor?: string | undefined; limit?: number | undefined }) =>
      listConversations(context, account, query),
    get: (account: Writer, id: string) => getConversation(context, account, id),
    history: (account: Pick<SignedInAccount, 'id' | 'type'>, id: string, query: HistoryQuery) =>
      conversationHistory(context, account, id, query),
    send: (account: Writer, conversationId: string, body: SendChatMessageBody) =>
      sendMessage(context, account, conversationId, body),
    sendPicture: (
      account: Writer,
      conversationId: string,
      form: { clientId: string; caption: string },
      storePicture: () => Promise<ChatPictureColumn>,
    ) => sendPicture(context, account, conversationId, form, storePicture),
    answerProposal: (
      account: Writer,
      messageId: string,
      status: Exclude<ChatProposalStatus, 'pending'>,
    ) => answerProposal({ ...context, carts }, account, messageId, status),
    markRead: (account: Writer, conversationId: string, upTo: string) =>
      markRead(context, account, conversationId, upTo),
    markDelivered: (accountId: string, conversationId: string, upTo: string) =>
      markDelivered(context, accountId, conversationId, upTo),
    typingRecipient: (accountId: string, conversationId: string) =>
      typingRecipient(context, accountId, conversationId),

    /** `GET /chat/unread`. */
    unread: (account: Pick<Writer, 'id'>): Promise<ChatUnread> =>
      repository.unreadTotals(account.id),

    block: (account: Writer, blockedId: string) => blockAccount(context, account, blockedId),
    unblock: (account: Writer, blockedId: string) => unblockAccount(context, account, blockedId),
    blocks: (account: Writer) => blockedAccounts(context, account),
    report: (account: Writer, body: ChatReportBody) => reportConversation(context, account, body),
    reports: (query: ChatReportListQuery) => listReports(context, query),

    /** The recipients to mail about unread messages older than `before` (the mail job). */
    recipientsToMail: (before: Date, limit: number) => repository.recipientsToMail(before, limit),
    markMailed: (recipientId: string, before: Date) =>
      repository.markMailed(recipientId, before, clock.now()),
    emailOf: (accountId: string) => repository.emailOf(accountId),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
