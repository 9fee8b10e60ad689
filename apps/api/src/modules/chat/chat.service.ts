import {
  chatLimits,
  isAdmin,
  isCartSection,
  plainText,
  type ChatMessage,
  type ChatMessagePage,
  type ChatProposalStatus,
  type ChatReport,
  type ChatReportBody,
  type ChatUnread,
  type Conversation,
  type ConversationPage,
  type Money,
  type OpenConversationBody,
  type SendChatMessageBody,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { ChatConversationRow, ChatMessageRow, ChatPictureColumn } from '../../db/schema/chat';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import {
  accountBlockedError,
  isBlockedStatus,
  isPausedStatus,
  type SignedInAccount,
} from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { throttleRules, type ThrottleService } from '../throttle';
import {
  otherPartyOf,
  toChatMessage,
  toChatParty,
  toChatSubject,
  type PartyNames,
  type SubjectListing,
  type SubjectOrder,
} from './chat-views';
import type { ChatLive } from './chat.live';
import { orderedPair, type ChatQueries, type ChatRepository } from './chat.repository';

/** The account's part in writing: who may write at all. */
type Writer = Pick<SignedInAccount, 'id' | 'status' | 'blockedReason'>;

const conversationNotFound = () => new NotFoundError('This conversation does not exist.');
const messageNotFound = () => new NotFoundError('This message does not exist.');

/** 403 for an account that may not write now (blocked, or paused). */
function assertMayWrite(account: Writer): void {
  if (isBlockedStatus(account.status)) throw accountBlockedError(account.blockedReason);
  if (isPausedStatus(account.status)) {
    throw new ForbiddenError(
      'ACCOUNT_IS_PAUSED',
      'Your account is paused. Unpause it in your profile settings to write messages.',
    );
  }
}

/** The text of a text message, without markup and within the limit, or a 400 naming `field`. */
function messageText(raw: string, field: string, max: number, required: boolean): string {
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
type MessageContent = Pick<
  ChatMessageRow,
  'kind' | 'text' | 'picture' | 'offerAmountMinor' | 'offerCurrency' | 'proposalStartsAt'
> & { proposalStatus: ChatProposalStatus | null };

export interface ChatCarts {
  /** Puts the listing into the buyer's cart at the agreed price, in the caller's transaction. */
  putAtAgreedPrice(buyerId: string, listingId: string, price: Money, tx: Queryable): Promise<void>;
}

export interface ChatServiceDependencies {
  repository: ChatRepository;
  live: ChatLive;
  throttle: Pick<ThrottleService, 'hit'>;
  carts: ChatCarts;
  clock?: Clock;
}

export function createChatService({
  repository,
  live,
  throttle,
  carts,
  clock = systemClock,
}: ChatServiceDependencies) {
  /** The listings and orders of these conversations' subjects, with their pictures. */
  async function subjectsOf(
    rows: readonly Pick<ChatConversationRow, 'subjectKind' | 'subjectId'>[],
  ) {
    const listingIds = rows.filter((r) => r.subjectKind === 'listing').map((r) => r.subjectId);
    const orderIds = rows.filter((r) => r.subjectKind === 'order').map((r) => r.subjectId);
    const listings = new Map<string, SubjectListing>(
      (await repository.listingsOf(listingIds)).map((row) => [row.id, row]),
    );
    const orders = new Map<string, SubjectOrder>(
      (await repository.ordersOf(orderIds)).map((row) => [row.id, row]),
    );
    const covers = new Map(
      (
        await repository.coversOf([
          ...listings.keys(),
          ...[...orders.values()].flatMap((order) => order.firstListingId ?? []),
        ])
      ).map((row) => [row.listingId ?? '', row.thumbnailUrl]),
    );
    return (kind: ChatConversationRow['subjectKind'], id: string) => {
      const listing = kind === 'listing' ? listings.get(id) : undefined;
      const order = kind === 'order' ? orders.get(id) : undefined;
      const pictureOf = listing?.id ?? order?.firstListingId;
      return toChatSubject(kind, id, {
        listing,
        order,
        pictureUrl: pictureOf ? (covers.get(pictureOf) ?? null) : null,
      });
    };
  }

  async function namesOf(ids: readonly string[]) {
    const rows = await repository.namesOf(ids);
    return new Map<string, PartyNames>(rows.map((row) => [row.owner.id, row]));
  }

  /** Conversations as `viewer` sees them (a party of each). */
  async function conversationsFor(
    viewer: Writer,
    rows: readonly ChatConversationRow[],
  ): Promise<Conversation[]> {
    if (rows.length === 0) return [];
    const others = rows.map((row) => otherPartyOf(row, viewer.id)!);
    // One after another: the repository may be bound to one transaction's connection (the seed).
    const subject = await subjectsOf(rows);
    const names = await namesOf(others);
    const lastMessages = await repository.messagesByIds(
      rows.flatMap((row) => row.lastMessageId ?? []),
    );
    const unread = await repository.unreadCounts(
      viewer.id,
      rows.map((row) => row.id),
    );
    const blocks = await repository.blocksBetween(viewer.id, others);
    const lastById = new Map(lastMessages.map((row) => [row.id, row]));
    const mayWrite = !isBlockedStatus(viewer.status) && !isPausedStatus(viewer.status);
    return rows.map((row, index) => {
      const other = others[index]!;
      const blockedByMe = blocks.some((b) => b.blockerId === viewer.id && b.blockedId === other);
      const blockedMe = blocks.some((b) => b.blockerId === other && b.blockedId === viewer.id);
      const last = row.lastMessageId ? lastById.get(row.lastMessageId) : undefined;
      return {
        id: row.id,
        subject: subject(row.subjectKind, row.subjectId),
        other_party: toChatParty(other, names.get(other)),
        last_message: last ? toChatMessage(last) : null,
        last_activity_at: row.lastActivityAt.toISOString(),
        unread_count: unread.get(row.id) ?? 0,
        blocked_by_me: blockedByMe,
        can_write: mayWrite && !blockedByMe && !blockedMe,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  const conversationFor = async (viewer: Writer, row: ChatConversationRow) =>
    (await conversationsFor(viewer, [row]))[0]!;

  /** Tells both parties about the conversation, each as they see it. */
  async function pushConversation(row: ChatConversationRow, accounts: readonly Writer[]) {
    for (const account of accounts) {
      live.conversation(account.id, await conversationFor(account, row));
    }
  }

  /** After a block or its end: both sides' tabs learn who may write in their conversations. */
  async function pushPairConversations(account: Writer, other: string) {
    const rows = await repository.conversationsOfPair(orderedPair(account.id, other));
    if (rows.length === 0) return;
    const otherParty = await partyOf(other);
    for (const row of rows) await pushConversation(row, [account, otherParty]);
  }

  /** The conversation and the caller's other party in it; 404 for anyone else (ADR 0049). */
  async function partyConversation(accountId: string, id: string) {
    const row = await repository.findConversation(id);
    const other = row ? otherPartyOf(row, accountId) : undefined;
    if (!row || !other) throw conversationNotFound();
    return { row, other };
  }

  /** 403 when either side blocked the other. */
  async function assertNotBlocked(accountId: string, other: string) {
    const blocks = await repository.blocksBetween(accountId, [other]);
    if (blocks.some((block) => block.blockerId === accountId)) {
      throw new ForbiddenError(
        'FORBIDDEN',
        'You blocked this person. Unblock them to write to them again.',
      );
    }
    if (blocks.length > 0) {
      throw new ForbiddenError('FORBIDDEN', 'This person does not accept messages from you.');
    }
  }

  /** The other party's account as a writer's status check sees it (for pushes of conversations). */
  async function partyOf(id: string): Promise<Writer> {
    const names = (await namesOf([id])).get(id);
    return { id, status: names?.owner.status ?? 'active', blockedReason: null };
  }

  /**
   * Stores a message from `sender` in the conversation, once per client id: the same client id
   * again answers the stored message (`created: false`) and pushes nothing. Pushed after commit.
   */
  async function store(
    sender: Writer,
    conversation: ChatConversationRow,
    recipientId: string,
    clientId: string | null,
    content: MessageContent,
  ): Promise<{ message: ChatMessage; created: boolean }> {
    const at = clock.now();
    const { stored, read } = await repository.transaction(async (queries) => {
      const inserted = await queries.insertMessage({
        conversationId: conversation.id,
        senderId: sender.id,
        recipientId,
        clientId,
        ...content,
        createdAt: at,
      });
      if (!inserted) return { stored: undefined, read: undefined };
      await queries.touchConversation(conversation.id, inserted);
      // Whoever answers has read what the other party wrote before.
      return { stored: inserted, read: await queries.readAll(conversation.id, sender.id, at) };
    });
    if (!stored) {
      // A repeat that raced the first send past the check below: answer the first.
      const first = await repository.findByClientId(conversation.id, sender.id, clientId!);
      return { message: toChatMessage(first!), created: false };
    }
    const message = toChatMessage(stored);
    live.message([sender.id, recipientId], message);
    if (read) {
      live.receipt([recipientId, sender.id], {
        conversation_id: conversation.id,
        kind: 'read',
        up_to: read.id,
        at: at.toISOString(),
      });
    }
    return { message, created: true };
  }

  /** Everything a send checks before storing: the writer, the party, blocks, repeats, limits. */
  async function prepareSend(account: Writer, conversationId: string, clientId: string) {
    assertMayWrite(account);
    const { row, other } = await partyConversation(account.id, conversationId);
    const earlier = await repository.findByClientId(row.id, account.id, clientId);
    if (earlier) return { row, other, earlier: toChatMessage(earlier) };
    await assertNotBlocked(account.id, other);
    await throttle.hit(throttleRules.chatMessagesPerAccount, account.id);
    return { row, other, earlier: undefined };
  }

  /** An offer's price, in the listing's currency; only the side that is not the owner offers. */
  async function offerContent(
    account: Writer,
    row: ChatConversationRow,
    amountMinor: number,
  ): Promise<MessageContent> {
    const [listing] =
      row.subjectKind === 'listing' ? await repository.listingsOf([row.subjectId]) : [];
    if (!listing || !listing.isPublic || !listing.negotiable || listing.currency === null) {
      throw new ConflictError('Offers can be made only on a negotiable listing that is for sale.');
    }
    if (listing.ownerId === account.id) {
      throw new ConflictError('Only the buyer makes offers; accept or decline theirs instead.');
    }
    return {
      kind: 'offer',
      text: '',
      picture: null,
      offerAmountMinor: amountMinor,
      offerCurrency: listing.currency,
      proposalStartsAt: null,
      proposalStatus: 'pending',
    };
  }

  function contentOf(body: Exclude<SendChatMessageBody, { kind: 'offer' }>): MessageContent {
    const empty = {
      picture: null,
      offerAmountMinor: null,
      offerCurrency: null,
      proposalStartsAt: null,
      proposalStatus: null,
    };
    if (body.kind === 'text') {
      return {
        ...empty,
        kind: 'text',
        text: messageText(body.text, 'text', chatLimits.textMax, true),
      };
    }
    const startsAt = new Date(body.starts_at);
    if (startsAt.getTime() <= clock.now().getTime()) {
      throw new ValidationError([{ field: 'starts_at', message: 'Propose a time in the future' }]);
    }
    return {
      ...empty,
      kind: 'time_proposal',
      text: '',
      proposalStartsAt: startsAt,
      proposalStatus: 'pending',
    };
  }

  /** The other party of a new conversation about a subject: a listing's owner, an order's other side. */
  async function counterpartOf(
    account: Writer,
    subject: OpenConversationBody['subject'],
  ): Promise<{ other: string; available: boolean }> {
    if (subject.kind === 'listing') {
      const [listing] = await repository.listingsOf([subject.id]);
      if (!listing) throw new NotFoundError('This listing does not exist.');
      if (listing.ownerId === account.id) {
        throw new ConflictError('This is your own listing.');
      }
      return { other: listing.ownerId, available: listing.isPublic };
    }
    const [order] = await repository.ordersOf([subject.id]);
    const other =
      order?.buyerId === account.id
        ? order.sellerId
        : order?.sellerId === account.id
          ? order.buyerId
          : undefined;
    // Someone else's order does not exist as far as the caller can tell.
    if (!order || !other) throw new NotFoundError('This order does not exist.');
    return { other, available: true };
  }

  /** The accepted offer's listing goes into its author's cart at the offered price. */
  async function acceptOffer(queries: ChatQueries, tx: Queryable, message: ChatMessageRow) {
    const conversation = await queries.findConversation(message.conversationId);
    const [listing] =
      conversation?.subjectKind === 'listing'
        ? await queries.listingsOf([conversation.subjectId])
        : [];
    if (!listing || !listing.isPublic) {
      throw new ConflictError('This listing is not for sale any more.');
    }
    if (!isCartSection(listing.section)) return;
    await carts.putAtAgreedPrice(
      message.senderId,
      listing.id,
      { amount_minor: message.offerAmountMinor!, currency: message.offerCurrency! },
      tx,
    );
  }

  return {
    /**
     * `POST /chat/conversations`: the caller's conversation about a subject, opened now
     * (`created`) or continued, with an optional first text message.
     */
    async open(
      account: Writer,
      body: OpenConversationBody,
    ): Promise<{ conversation: Conversation; created: boolean }> {
      assertMayWrite(account);
      const text =
        body.text === undefined
          ? undefined
          : messageText(body.text, 'text', chatLimits.textMax, false) || undefined;
      const { other, available } = await counterpartOf(account, body.subject);
      const pair = orderedPair(account.id, other);
      let row = await repository.findBySubject(body.subject.kind, body.subject.id, pair);
      let created = false;
      if (!row) {
        if (!available) throw new ConflictError('This listing is not available any more.');
        await assertNotBlocked(account.id, other);
        await throttle.hit(throttleRules.chatConversationsPerAccount, account.id);
        const at = clock.now();
        const inserted = await repository.insertConversation({
          subjectKind: body.subject.kind,
          subjectId: body.subject.id,
          lowPartyId: pair[0],
          highPartyId: pair[1],
          startedBy: account.id,
          createdAt: at,
          lastActivityAt: at,
        });
        created = inserted !== undefined;
        row =
          inserted ?? (await repository.findBySubject(body.subject.kind, body.subject.id, pair));
      }
      if (text !== undefined) {
        const clientId = body.client_id ?? null;
        const earlier = clientId
          ? await repository.findByClientId(row!.id, account.id, clientId)
          : undefined;
        if (!earlier) {
          await assertNotBlocked(account.id, other);
          await throttle.hit(throttleRules.chatMessagesPerAccount, account.id);
          await store(account, row!, other, clientId, {
            kind: 'text',
            text,
            picture: null,
            offerAmountMinor: null,
            offerCurrency: null,
            proposalStartsAt: null,
            proposalStatus: null,
          });
        }
        row = await repository.findConversation(row!.id);
      }
      if (created) await pushConversation(row!, [account, await partyOf(other)]);
      return { conversation: await conversationFor(account, row!), created };
    },

    /** `GET /chat/conversations`: newest activity first. */
    async list(
      account: Writer,
      query: { cursor?: string | undefined; limit?: number | undefined },
    ): Promise<ConversationPage> {
      const limit = query.limit ?? chatLimits.conversationPageMax;
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repository.conversationsOf(
        account.id,
        after ? { at: new Date(after.createdAt), id: after.id } : undefined,
        limit + 1,
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: await conversationsFor(account, page),
        next_cursor:
          rows.length > limit && last
            ? encodeCursor({ createdAt: last.lastActivityAt.toISOString(), id: last.id })
            : null,
      };
    },

    /** `GET /chat/conversations/{id}`. */
    async get(account: Writer, id: string): Promise<Conversation> {
      const { row } = await partyConversation(account.id, id);
      return conversationFor(account, row);
    },

    /**
     * `GET /chat/conversations/{id}/messages`: a party's history, newest first; an administrator
     * reads a conversation only once it was reported.
     */
    async history(
      account: Pick<SignedInAccount, 'id' | 'type'>,
      id: string,
      query: {
        before?: string | undefined;
        after?: string | undefined;
        limit?: number | undefined;
      },
    ): Promise<ChatMessagePage> {
      const row = await repository.findConversation(id);
      const isParty = row !== undefined && otherPartyOf(row, account.id) !== undefined;
      const mayInvestigate =
        row !== undefined && !isParty && isAdmin(account.type) && (await repository.isReported(id));
      if (!row || (!isParty && !mayInvestigate)) throw conversationNotFound();
      const limit = query.limit ?? chatLimits.pageMax;
      const rows = await repository.history(id, {
        before: query.before,
        after: query.after,
        limit: limit + 1,
      });
      return { items: rows.slice(0, limit).map(toChatMessage), has_more: rows.length > limit };
    },

    /** `POST /chat/conversations/{id}/messages`: a text, an offer or a time proposal. */
    async send(
      account: Writer,
      conversationId: string,
      body: SendChatMessageBody,
    ): Promise<{ message: ChatMessage; created: boolean }> {
      const { row, other, earlier } = await prepareSend(account, conversationId, body.client_id);
      if (earlier) return { message: earlier, created: false };
      const content =
        body.kind === 'offer'
          ? await offerContent(account, row, body.amount_minor)
          : contentOf(body);
      return store(account, row, other, body.client_id, content);
    },

    /**
     * `POST /chat/conversations/{id}/pictures`: checks the party and the limits, then `storePicture`
     * keeps the upload (the pictures module's checks and thumbnails) and the message is stored.
     */
    async sendPicture(
      account: Writer,
      conversationId: string,
      form: { clientId: string; caption: string },
      storePicture: () => Promise<ChatPictureColumn>,
    ): Promise<{ message: ChatMessage; created: boolean }> {
      const { row, other, earlier } = await prepareSend(account, conversationId, form.clientId);
      if (earlier) return { message: earlier, created: false };
      const caption = messageText(form.caption, 'caption', chatLimits.captionMax, false);
      const picture = await storePicture();
      return store(account, row, other, form.clientId, {
        kind: 'picture',
        text: caption,
        picture,
        offerAmountMinor: null,
        offerCurrency: null,
        proposalStartsAt: null,
        proposalStatus: null,
      });
    },

    /**
     * `PATCH /chat/messages/{id}/proposal`: the recipient accepts or declines an offer or a time
     * proposal, its author withdraws it; only while it is pending. An accepted offer puts the
     * listing into the buyer's cart at the offered price, in the same transaction.
     */
    async answerProposal(
      account: Writer,
      messageId: string,
      status: Exclude<ChatProposalStatus, 'pending'>,
    ): Promise<ChatMessage> {
      assertMayWrite(account);
      const updated = await repository.transaction(async (queries, tx) => {
        const message = await queries.lockMessage(messageId);
        const isParty =
          message && (message.senderId === account.id || message.recipientId === account.id);
        if (!message || !isParty) throw messageNotFound();
        if (message.kind !== 'offer' && message.kind !== 'time_proposal') {
          throw new ConflictError('Only offers and time proposals can be answered.');
        }
        const mine = message.senderId === account.id;
        if (status === 'withdrawn' && !mine) {
          throw new ForbiddenError('FORBIDDEN', 'Only its author can withdraw this.');
        }
        if (status !== 'withdrawn' && mine) {
          throw new ForbiddenError('FORBIDDEN', 'The other side accepts or declines this.');
        }
        if (message.proposalStatus !== 'pending') {
          throw new ConflictError(`This was ${message.proposalStatus} already.`);
        }
        if (status === 'accepted' && message.kind === 'offer') {
          await acceptOffer(queries, tx, message);
        }
        return queries.setProposalStatus(message.id, status);
      });
      const message = toChatMessage(updated);
      live.messageUpdated([updated.senderId, updated.recipientId], message);
      return message;
    },

    /** `POST /chat/conversations/{id}/read`: the caller read the other party's messages up to this one. */
    async markRead(account: Writer, conversationId: string, upTo: string): Promise<void> {
      const { row, other } = await partyConversation(account.id, conversationId);
      const at = clock.now();
      if (!(await repository.stamp(row.id, account.id, upTo, 'read', at))) return;
      live.receipt([other], {
        conversation_id: row.id,
        kind: 'read',
        up_to: upTo,
        at: at.toISOString(),
      });
      // The reader's other tabs clear their unread count.
      live.conversation(account.id, await conversationFor(account, row));
    },

    /** The socket's `delivered`: a device of the caller received messages up to this one. */
    async markDelivered(accountId: string, conversationId: string, upTo: string): Promise<void> {
      const { row, other } = await partyConversation(accountId, conversationId);
      const at = clock.now();
      if (!(await repository.stamp(row.id, accountId, upTo, 'delivered', at))) return;
      live.receipt([other], {
        conversation_id: row.id,
        kind: 'delivered',
        up_to: upTo,
        at: at.toISOString(),
      });
    },

    /** The socket's `typing`: the other party, if the caller is a party and not blocked. */
    async typingRecipient(accountId: string, conversationId: string): Promise<string | undefined> {
      const row = await repository.findConversation(conversationId);
      const other = row ? otherPartyOf(row, accountId) : undefined;
      if (!other) return undefined;
      const blocks = await repository.blocksBetween(accountId, [other]);
      return blocks.length === 0 ? other : undefined;
    },

    /** `GET /chat/unread`. */
    unread: (account: Pick<Writer, 'id'>): Promise<ChatUnread> =>
      repository.unreadTotals(account.id),

    /** `POST /chat/blocks`: `blockedId` can no longer write to the caller. */
    async block(account: Writer, blockedId: string): Promise<void> {
      if (blockedId === account.id) {
        throw new ValidationError([{ field: 'account_id', message: "You can't block yourself" }]);
      }
      if (!(await namesOf([blockedId])).has(blockedId)) {
        throw new NotFoundError('This account does not exist.');
      }
      await repository.block(account.id, blockedId, clock.now());
      await pushPairConversations(account, blockedId);
    },

    /** `DELETE /chat/blocks/{id}`. */
    async unblock(account: Writer, blockedId: string): Promise<void> {
      await repository.unblock(account.id, blockedId);
      await pushPairConversations(account, blockedId);
    },

    /** `GET /chat/blocks`: who the caller blocked, newest first. */
    async blocks(account: Writer) {
      const rows = await repository.blockedBy(account.id);
      const names = await namesOf(rows.map((row) => row.blockedId));
      return rows.map((row) => ({
        ...toChatParty(row.blockedId, names.get(row.blockedId)),
        blocked_at: row.createdAt.toISOString(),
      }));
    },

    /** `POST /chat/reports`: a party reports the conversation, or one message of it. */
    async report(account: Writer, body: ChatReportBody): Promise<{ id: string }> {
      const { row, other } = await partyConversation(account.id, body.conversation_id);
      if (body.message_id) {
        const message = await repository.findMessage(body.message_id);
        if (!message || message.conversationId !== row.id) throw messageNotFound();
      }
      await throttle.hit(throttleRules.chatReportsPerAccount, account.id);
      const report = await repository.insertReport({
        conversationId: row.id,
        messageId: body.message_id ?? null,
        reporterId: account.id,
        reportedId: other,
        reason: body.reason,
        details: plainText(body.details ?? ''),
        createdAt: clock.now(),
      });
      return { id: report.id };
    },

    /** `GET /admin/chat/reports`: newest first. */
    async reports(query: { cursor?: string | undefined; limit?: number | undefined }) {
      const limit = query.limit ?? chatLimits.conversationPageMax;
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repository.reports(
        after ? { at: new Date(after.createdAt), id: after.id } : undefined,
        limit + 1,
      );
      const page = rows.slice(0, limit);
      const conversations = new Map(
        (await repository.conversationsByIds(page.map((r) => r.conversationId))).map((row) => [
          row.id,
          row,
        ]),
      );
      const subject = await subjectsOf([...conversations.values()]);
      const names = await namesOf(page.flatMap((r) => [r.reporterId, r.reportedId]));
      const items: ChatReport[] = page.flatMap((report) => {
        const conversation = conversations.get(report.conversationId);
        if (!conversation) return [];
        return [
          {
            id: report.id,
            conversation_id: report.conversationId,
            message_id: report.messageId,
            reason: report.reason,
            details: report.details,
            reporter: toChatParty(report.reporterId, names.get(report.reporterId)),
            reported: toChatParty(report.reportedId, names.get(report.reportedId)),
            subject: subject(conversation.subjectKind, conversation.subjectId),
            created_at: report.createdAt.toISOString(),
          },
        ];
      });
      const last = page.at(-1);
      return {
        items,
        next_cursor:
          rows.length > limit && last
            ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id })
            : null,
      };
    },

    /** The recipients to mail about unread messages older than `before` (the mail job). */
    recipientsToMail: (before: Date, limit: number) => repository.recipientsToMail(before, limit),
    markMailed: (recipientId: string, before: Date) =>
      repository.markMailed(recipientId, before, clock.now()),
    emailOf: (accountId: string) => repository.emailOf(accountId),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
