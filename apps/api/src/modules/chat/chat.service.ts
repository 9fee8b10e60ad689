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
  type ChatReportListQuery,
  type ChatUnread,
  type Conversation,
  type ConversationPage,
  type Money,
  type OpenConversationBody,
  type SendChatMessageBody,
  type ServiceSlot,
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
  | 'kind'
  | 'text'
  | 'picture'
  | 'offerAmountMinor'
  | 'offerCurrency'
  | 'proposalStartsAt'
  | 'proposalSlotId'
> & { proposalStatus: ChatProposalStatus | null };

/** A message's content besides its kind and text: nothing. */
const noContent = {
  picture: null,
  offerAmountMinor: null,
  offerCurrency: null,
  proposalStartsAt: null,
  proposalSlotId: null,
  proposalStatus: null,
} as const;

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
  /** The listings, orders and reservations of these conversations' subjects, with pictures. */
  async function subjectsOf(
    rows: readonly Pick<ChatConversationRow, 'subjectKind' | 'subjectId'>[],
  ) {
    const idsOf = (kind: ChatConversationRow['subjectKind']) =>
      rows.filter((r) => r.subjectKind === kind).map((r) => r.subjectId);
    const orders = new Map<string, SubjectOrder>(
      (await repository.ordersOf(idsOf('order'))).map((row) => [row.id, row]),
    );
    const reservations = new Map(
      (await repository.reservationsOf(idsOf('reservation'))).map((row) => [row.id, row]),
    );
    // A reservation's service is a listing too.
    const listings = new Map<string, SubjectListing>(
      (
        await repository.listingsOf([
          ...idsOf('listing'),
          ...[...reservations.values()].map((reservation) => reservation.listingId),
        ])
      ).map((row) => [row.id, row]),
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
      const reservation = kind === 'reservation' ? reservations.get(id) : undefined;
      const service = reservation ? listings.get(reservation.listingId) : undefined;
      const pictureOf = listing?.id ?? order?.firstListingId ?? service?.id;
      return toChatSubject(kind, id, {
        listing,
        order,
        reservation,
        service,
        pictureUrl: pictureOf ? (covers.get(pictureOf) ?? null) : null,
      });
    };
  }

  /** Messages as their parties see them, with the slots their time proposals picked as they are now. */
  async function messagesOf(rows: readonly ChatMessageRow[]): Promise<ChatMessage[]> {
    const slotIds = rows.flatMap((row) => row.proposalSlotId ?? []);
    const slots = new Map<string, ServiceSlot>(
      (await repository.slotsOf(slotIds, clock.now())).map((slot) => [slot.id, slot]),
    );
    return rows.map((row) =>
      toChatMessage(row, row.proposalSlotId ? (slots.get(row.proposalSlotId) ?? null) : null),
    );
  }

  const messageOf = async (row: ChatMessageRow) => (await messagesOf([row]))[0]!;

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
    const lastViews = await messagesOf(lastMessages);
    const lastById = new Map(lastViews.map((message) => [message.id, message]));
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
        last_message: last ?? null,
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
  function assertNoBlock(blocks: { blockedByWriter: boolean; blockedWriter: boolean }) {
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

  async function assertNotBlocked(accountId: string, other: string) {
    const blocks = await repository.blocksBetween(accountId, [other]);
    assertNoBlock({
      blockedByWriter: blocks.some((block) => block.blockerId === accountId),
      blockedWriter: blocks.some((block) => block.blockerId === other),
    });
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
    const stored = await repository.storeMessage({
      conversationId: conversation.id,
      senderId: sender.id,
      recipientId,
      clientId,
      ...content,
      createdAt: at,
    });
    if (!stored) {
      // A repeat that raced the first send past the check below: answer the first.
      const first = await repository.findByClientId(conversation.id, sender.id, clientId!);
      return { message: await messageOf(first!), created: false };
    }
    const message = await messageOf(stored.message);
    live.message([sender.id, recipientId], message);
    if (stored.readUpTo) {
      live.receipt([recipientId, sender.id], {
        conversation_id: conversation.id,
        kind: 'read',
        up_to: stored.readUpTo,
        at: at.toISOString(),
      });
    }
    return { message, created: true };
  }

  /** Everything a send checks before storing: the writer, the party, blocks, repeats, limits. */
  async function prepareSend(account: Writer, conversationId: string, clientId: string) {
    assertMayWrite(account);
    // One query for the party, repeat and block checks (a send's hot path).
    const context = await repository.sendContext(conversationId, account.id, clientId);
    const other = context ? otherPartyOf(context.conversation, account.id) : undefined;
    if (!context || !other) throw conversationNotFound();
    const row = context.conversation;
    if (context.earlier) return { row, other, earlier: await messageOf(context.earlier) };
    assertNoBlock(context);
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
      ...noContent,
      kind: 'offer',
      text: '',
      offerAmountMinor: amountMinor,
      offerCurrency: listing.currency,
      proposalStatus: 'pending',
    };
  }

  /** The Services listing whose slots a proposal about this subject picks from, if any. */
  async function serviceOf(row: ChatConversationRow): Promise<string | undefined> {
    if (row.subjectKind === 'reservation') {
      const [reservation] = await repository.reservationsOf([row.subjectId]);
      return reservation?.listingId;
    }
    if (row.subjectKind !== 'listing') return undefined;
    const [listing] = await repository.listingsOf([row.subjectId]);
    return listing?.section === 'services' ? listing.id : undefined;
  }

  /**
   * A time proposal: about a service (a Services listing or a reservation) one of its bookable
   * slots; about anything else a free date-time in the future.
   */
  async function proposalContent(
    row: ChatConversationRow,
    body: Extract<SendChatMessageBody, { kind: 'time_proposal' }>,
  ): Promise<MessageContent> {
    const proposal = {
      ...noContent,
      kind: 'time_proposal',
      text: '',
      proposalStatus: 'pending',
    } as const;
    const serviceId = await serviceOf(row);
    if (serviceId) {
      if (!body.slot_id) {
        throw new ValidationError([{ field: 'slot_id', message: 'Pick one of the free times' }]);
      }
      const [slot] = await repository.slotsOf([body.slot_id], clock.now());
      if (!slot || slot.listing_id !== serviceId) {
        throw new ValidationError([{ field: 'slot_id', message: 'Pick one of the free times' }]);
      }
      if (!slot.bookable) throw new ConflictError('This time is not free any more.');
      return {
        ...proposal,
        proposalStartsAt: new Date(slot.starts_at),
        proposalSlotId: slot.id,
      };
    }
    if (!body.starts_at) {
      throw new ValidationError([{ field: 'starts_at', message: 'Choose a date and time' }]);
    }
    const startsAt = new Date(body.starts_at);
    if (startsAt.getTime() <= clock.now().getTime()) {
      throw new ValidationError([{ field: 'starts_at', message: 'Propose a time in the future' }]);
    }
    return { ...proposal, proposalStartsAt: startsAt };
  }

  /** The other side of an order or a reservation, or undefined when the caller is neither. */
  const otherSide = (sides: { seller: string; buyer: string } | undefined, accountId: string) =>
    sides?.buyer === accountId
      ? sides.seller
      : sides?.seller === accountId
        ? sides.buyer
        : undefined;

  /**
   * The other party of a new conversation about a subject: a listing's owner, an order's or a
   * reservation's other side.
   */
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
    if (subject.kind === 'reservation') {
      const [reservation] = await repository.reservationsOf([subject.id]);
      const sides = reservation && {
        seller: reservation.providerId,
        buyer: reservation.customerId,
      };
      const other = otherSide(sides, account.id);
      // Someone else's reservation does not exist as far as the caller can tell.
      if (!other) throw new NotFoundError('This reservation does not exist.');
      return { other, available: true };
    }
    const [order] = await repository.ordersOf([subject.id]);
    const other = otherSide(order && { seller: order.sellerId, buyer: order.buyerId }, account.id);
    // Someone else's order does not exist as far as the caller can tell.
    if (!other) throw new NotFoundError('This order does not exist.');
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
          await store(account, row!, other, clientId, { ...noContent, kind: 'text', text });
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
      return { items: await messagesOf(rows.slice(0, limit)), has_more: rows.length > limit };
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
          : body.kind === 'time_proposal'
            ? await proposalContent(row, body)
            : {
                ...noContent,
                kind: 'text' as const,
                text: messageText(body.text, 'text', chatLimits.textMax, true),
              };
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
        ...noContent,
        kind: 'picture',
        text: caption,
        picture,
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
      const message = await messageOf(updated);
      live.messageUpdated([updated.senderId, updated.recipientId], message);
      return message;
    },

    /** `POST /chat/conversations/{id}/read`: the caller read the other party's messages up to this one. */
    async markRead(account: Writer, conversationId: string, upTo: string): Promise<void> {
      const { row, other } = await partyConversation(account.id, conversationId);
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
      live.conversation(account.id, await conversationFor(account, row));
    },

    /** The socket's `delivered`: a device of the caller received messages up to this one. */
    async markDelivered(accountId: string, conversationId: string, upTo: string): Promise<void> {
      const at = clock.now();
      // Only the recipient's messages are stamped, so a stamp proves the caller a party; the
      // party check runs only when nothing was stamped (someone else's conversation is a 404).
      const sender = await repository.stamp(conversationId, accountId, upTo, 'delivered', at);
      if (!sender) {
        await partyConversation(accountId, conversationId);
        return;
      }
      live.receipt([sender], {
        conversation_id: conversationId,
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
    async reports(query: ChatReportListQuery) {
      const limit = query.limit ?? chatLimits.conversationPageMax;
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repository.reports(
        after ? { at: new Date(after.createdAt), id: after.id } : undefined,
        limit + 1,
        query.account_id,
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
