import { chatMessagePage, conversation as conversationSchema } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, eventually, signUpBuyer, signUpSeller } from '../../test/accounts';
import { twoApiInstances } from '../../test/api-instances';
import { insertListing } from '../../test/cart-fixtures';
import { refusal } from '../../test/live-sockets';
import { accountEventLimit, typingGate } from './chat.live';
import { chatTestApp, clientId } from './chat.test-kit';

const { app, send, sockets, sendText, openSocket, listening } = chatTestApp();

describe('typingGate', () => {
  it('relays the first typing signal of a conversation, then none until the wait has passed', () => {
    const gate = typingGate(3_000);
    expect(gate('a', 10_000)).toBe(true);
    expect(gate('a', 11_000)).toBe(false);
    expect(gate('a', 12_999)).toBe(false);
    expect(gate('b', 12_999)).toBe(true);
    expect(gate('a', 13_000)).toBe(true);
  });
});

describe('accountEventLimit', () => {
  it('allows each account its limit per window, then refuses until the window has passed', () => {
    const within = accountEventLimit({ limit: 2, windowMs: 60_000 });
    expect(within('a', 0)).toBe(true);
    expect(within('a', 1_000)).toBe(true);
    expect(within('a', 2_000)).toBe(false);
    expect(within('b', 2_000)).toBe(true);
    expect(within('a', 59_999)).toBe(false);
    expect(within('a', 60_000)).toBe(true);
  });
});

describe('the chat namespace', () => {
  it('refuses a socket without a valid token', async () => {
    expect(await refusal(openSocket('forged'))).toMatchObject({
      status: 401,
      error_code: 'UNAUTHORIZED',
    });
  });

  it('pushes conversations, messages, typing and receipts to the two parties only', async () => {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    const stranger = await signUpBuyer(app());
    const listing = await insertListing(app(), seller.userId);
    const sellersTab = await listening(seller);
    const buyersTab = await listening(buyer);
    const strangersTab = await listening(stranger);

    const opened = await send('POST', '/api/chat/conversations', buyer, {
      subject: { kind: 'listing', id: listing.id },
      text: 'Hello, is it available?',
      client_id: clientId(),
    });
    const conversation = conversationSchema.parse(opened.json());
    const [pushed] = await eventually(() =>
      sellersTab.messages.length > 0 ? sellersTab.messages : undefined,
    );
    expect(pushed).toEqual(conversation.last_message);
    await eventually(() => (sellersTab.conversations.length > 0 ? true : undefined));
    expect(sellersTab.conversations[0]).toMatchObject({
      id: conversation.id,
      other_party: { id: buyer.userId },
    });
    // The sender's other tabs get their own message too.
    await eventually(() => (buyersTab.messages.length > 0 ? true : undefined));

    // Typing and delivered from a third account reach nobody and change nothing; nor does the
    // sender's own `delivered` (only the receiving party stamps).
    strangersTab.socket.emit('typing', { conversation_id: conversation.id });
    const stamp = { conversation_id: conversation.id, up_to: pushed!.id };
    expect(await strangersTab.socket.timeout(5_000).emitWithAck('delivered', stamp)).toMatchObject({
      status: 404,
      error_code: 'NOT_FOUND',
    });
    expect(await buyersTab.socket.timeout(5_000).emitWithAck('delivered', stamp)).toEqual({
      ok: true,
    });
    const unstamped = chatMessagePage.parse(
      (await send('GET', `/api/chat/conversations/${conversation.id}/messages`, buyer)).json(),
    );
    expect(unstamped.items.find((m) => m.id === pushed!.id)?.delivered_at).toBeNull();
    expect(buyersTab.receipts).toEqual([]);
    sellersTab.socket.emit('typing', { conversation_id: conversation.id });
    await eventually(() => (buyersTab.typing.length > 0 ? true : undefined));
    expect(buyersTab.typing).toEqual([
      { conversation_id: conversation.id, account_id: seller.userId },
    ]);

    sellersTab.socket.emit('delivered', { conversation_id: conversation.id, up_to: pushed!.id });
    const [delivered] = await eventually(() =>
      buyersTab.receipts.length > 0 ? buyersTab.receipts : undefined,
    );
    expect(delivered).toMatchObject({
      conversation_id: conversation.id,
      kind: 'delivered',
      up_to: pushed!.id,
    });

    const reply = await sendText(seller, conversation.id, 'Yes, it is.');
    await eventually(() => (buyersTab.messages.some((m) => m.id === reply.id) ? true : undefined));
    await send('POST', `/api/chat/conversations/${conversation.id}/read`, buyer, {
      up_to: reply.id,
    });
    await eventually(() =>
      sellersTab.receipts.some((r) => r.kind === 'read' && r.up_to === reply.id) ? true : undefined,
    );

    expect(strangersTab.messages).toEqual([]);
    expect(strangersTab.conversations).toEqual([]);
    expect(strangersTab.receipts).toEqual([]);
    expect(strangersTab.typing).toEqual([]);
    expect(sellersTab.typing).toEqual([]);
    // The stranger's `delivered` stamped nothing: only the seller's did.
    const history = chatMessagePage.parse(
      (await send('GET', `/api/chat/conversations/${conversation.id}/messages`, buyer)).json(),
    );
    expect(history.items.find((m) => m.id === pushed!.id)?.delivered_at).not.toBeNull();
  });
});

describe('the chat namespace across api instances', () => {
  it('pushes a message sent through one instance to a socket on another', async (context) => {
    const instances = await twoApiInstances();
    if (!instances) {
      context.skip();
      return;
    }
    const { first, secondPort } = instances;
    try {
      const seller = await signUpSeller(first.app);
      const buyer = await signUpBuyer(first.app);
      const listing = await insertListing(first.app, seller.userId);
      const sellersTab = await listening(seller, secondPort);

      const opened = await first.app.inject({
        method: 'POST',
        url: '/api/chat/conversations',
        headers: bearer(buyer.token),
        payload: {
          subject: { kind: 'listing', id: listing.id },
          text: 'Hello from the first instance',
          client_id: clientId(),
        },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const [pushed] = await eventually(() =>
        sellersTab.messages.length > 0 ? sellersTab.messages : undefined,
      );
      expect(pushed?.text).toBe('Hello from the first instance');
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await instances.close();
    }
  });
});
