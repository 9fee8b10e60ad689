import { type ChatMessage, type Conversation } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyReceipt,
  messagesNewestFirst,
  placeConversation,
  placeMessage,
  placeMessagesAfter,
  placeProposalSlot,
  type ConversationPages,
  type MessagePages,
} from './chat-cache';

const me = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';

const message = (id: string, sender = me, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversation_id: 'c',
  sender_id: sender,
  client_id: `client-${id}`,
  kind: 'text',
  text: id,
  picture: null,
  offer: null,
  time_proposal: null,
  created_at: '2026-11-24T10:00:00.000Z',
  delivered_at: null,
  read_at: null,
  ...extra,
});

const pages = (...lists: ChatMessage[][]): MessagePages => ({
  pages: lists.map((items, index) => ({ items, has_more: index < lists.length - 1 })),
  pageParams: lists.map((_, index) => (index === 0 ? undefined : `p${index}`)),
});

const ids = (data: MessagePages | undefined) => messagesNewestFirst(data).map((item) => item.id);

describe('placeMessage', () => {
  it('puts a new message first, once, and replaces a known one in place', () => {
    const data = pages([message('b'), message('a')], [message('z')]);
    const once = placeMessage(data, message('c'));
    const twice = placeMessage(once, message('c'));
    expect(ids(twice)).toEqual(['c', 'b', 'a', 'z']);

    const updated = placeMessage(twice, message('a', me, { text: 'changed' }));
    expect(messagesNewestFirst(updated).find((item) => item.id === 'a')?.text).toBe('changed');
    expect(ids(updated)).toEqual(['c', 'b', 'a', 'z']);
  });

  it('leaves a list never loaded alone', () => {
    expect(placeMessage(undefined, message('a'))).toBeUndefined();
  });
});

describe('placeMessagesAfter', () => {
  it('adds a catch-up (newest first) in order and skips what the socket brought already', () => {
    const data = placeMessage(pages([message('a')]), message('b'));
    expect(ids(placeMessagesAfter(data, [message('c'), message('b')]))).toEqual(['c', 'b', 'a']);
  });
});

describe('applyReceipt', () => {
  it("marks its message's sender's messages up to it, not newer ones nor the other side's", () => {
    const data = pages([message('d'), message('c', other), message('b'), message('a')]);
    const read = applyReceipt(data, {
      conversation_id: 'c',
      kind: 'read',
      up_to: 'b',
      at: '2026-11-24T10:05:00.000Z',
    });
    const state = Object.fromEntries(
      messagesNewestFirst(read).map((item) => [item.id, [item.delivered_at, item.read_at]]),
    );
    expect(state).toEqual({
      d: [null, null],
      c: [null, null],
      b: ['2026-11-24T10:05:00.000Z', '2026-11-24T10:05:00.000Z'],
      a: ['2026-11-24T10:05:00.000Z', '2026-11-24T10:05:00.000Z'],
    });
  });

  it('keeps a delivery time already known and ignores a message it does not hold', () => {
    const data = pages([message('a', me, { delivered_at: '2026-11-24T10:01:00.000Z' })]);
    const receipt = {
      conversation_id: 'c',
      kind: 'delivered' as const,
      at: '2026-11-24T10:09:00.000Z',
    };
    expect(
      messagesNewestFirst(applyReceipt(data, { ...receipt, up_to: 'a' }))[0]?.delivered_at,
    ).toBe('2026-11-24T10:01:00.000Z');
    expect(applyReceipt(data, { ...receipt, up_to: 'unknown' })).toBe(data);
  });
});

const conversation = (id: string, at: string, unread = 0): Conversation => ({
  id,
  subject: {
    kind: 'listing',
    id,
    title: id,
    picture_url: null,
    price: null,
    link: null,
    negotiable: false,
    owner_id: null,
    service_id: null,
    slot_time: null,
  },
  other_party: { id: other, display_name: 'Other', avatar_url: null },
  last_message: null,
  last_activity_at: at,
  unread_count: unread,
  blocked_by_me: false,
  can_write: true,
  created_at: at,
});

describe('placeConversation', () => {
  const list: ConversationPages = {
    pages: [
      {
        items: [
          conversation('b', '2026-11-24T10:02:00.000Z'),
          conversation('a', '2026-11-24T10:01:00.000Z'),
        ],
        next_cursor: null,
      },
    ],
    pageParams: [undefined],
  };
  const rowIds = (data: ConversationPages | undefined) =>
    data?.pages.flatMap((page) => page.items.map((item) => `${item.id}:${item.unread_count}`));

  it('moves one with new activity first and keeps one that only changed in place', () => {
    expect(
      rowIds(placeConversation(list, conversation('a', '2026-11-24T10:03:00.000Z', 1))),
    ).toEqual(['a:1', 'b:0']);
    expect(
      rowIds(placeConversation(list, conversation('a', '2026-11-24T10:01:00.000Z', 4))),
    ).toEqual(['b:0', 'a:4']);
    expect(rowIds(placeConversation(list, conversation('n', '2026-11-24T10:04:00.000Z')))).toEqual([
      'n:0',
      'b:0',
      'a:0',
    ]);
  });
});

describe('placeProposalSlot', () => {
  const slot = {
    id: '00000000-0000-4000-8000-00000000000a',
    listing_id: '00000000-0000-4000-8000-00000000000b',
    starts_at: '2026-12-01T09:00:00.000Z',
    ends_at: '2026-12-01T10:00:00.000Z',
    time_zone: 'Europe/Berlin',
    seats: 2,
    seats_taken: 0,
    price: null,
    state: 'available' as const,
    cancelled: false,
    blocked: false,
    bookable: true,
    manual: false,
    held_for_you: 0,
  };
  const proposal = (id: string, slotId: string) =>
    message(id, other, {
      kind: 'time_proposal',
      time_proposal: {
        starts_at: slot.starts_at,
        status: 'pending',
        slot: { ...slot, id: slotId },
      },
    });

  it('shows the changed seats on the proposals that picked the slot, and leaves the rest', () => {
    const data: MessagePages = {
      pages: [
        {
          items: [proposal('a', slot.id), proposal('b', 'other-slot'), message('c')],
          has_more: false,
        },
      ],
      pageParams: [undefined],
    };
    const taken = { ...slot, seats_taken: 2, state: 'reserved' as const, bookable: false };
    const next = placeProposalSlot(data, taken);
    expect(messagesNewestFirst(next).map((item) => item.time_proposal?.slot?.seats_taken)).toEqual([
      2,
      0,
      undefined,
    ]);
    expect(placeProposalSlot(next, { ...slot, id: 'unknown' })).toBe(next);
  });
});
