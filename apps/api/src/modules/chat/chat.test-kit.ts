import { randomUUID } from 'node:crypto';
import {
  CHAT_NAMESPACE,
  chatMessage as chatMessageSchema,
  conversation as conversationSchema,
  type ChatClientEvents,
  type ChatMessage,
  type ChatReceipt,
  type ChatServerEvents,
  type Conversation,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { users } from '../../db/schema';
import { requestSender, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { connected, listenOnLoopback, openLiveSocket } from '../../test/live-sockets';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestClock } from '../../test/test-clock';

type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

export const clientId = () => randomUUID();

/**
 * The api a chat test file runs against, built in the file's `beforeAll` on a test clock, with a
 * mail catcher of its own and listening on loopback for the chat namespace; the clock is reset
 * and the sockets closed after each case. Answers the steps of chatting on it (each file boots
 * one app: the cases of one use case share it).
 */
export function chatTestApp() {
  const clock = createTestClock();
  let testApp: TestApp;
  let catcher: MailCatcher;
  let port: number;
  const app = () => testApp.app;
  const send = requestSender(app);
  /** The sockets opened in this case: closed after it. */
  const sockets: ChatSocket[] = [];
  /** The mails caught so far (the catcher starts in `beforeAll`). */
  const mailCatcher: Pick<MailCatcher, 'mailsTo'> = {
    mailsTo: (address, subject) => catcher.mailsTo(address, subject),
  };

  beforeAll(async () => {
    catcher = await startMailCatcher();
    testApp = await buildTestApp({ clock, env: { SMTP_URL: catcher.url } });
    port = await listenOnLoopback(app());
  });

  afterEach(() => {
    clock.reset();
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await testApp?.close();
    await catcher?.close();
  });

  /** A seller with a published Shop Hub product, a buyer, and the buyer's conversation about it. */
  async function conversationAboutProduct(options: { section?: 'catalog' | 'flea-market' } = {}) {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    const listing = await insertListing(app(), seller.userId, {
      section: options.section ?? 'catalog',
      priceMinor: 12_000,
      quantity: 2,
    });
    const opened = await send('POST', '/api/chat/conversations', buyer, {
      subject: { kind: 'listing', id: listing.id },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    return { seller, buyer, listing, conversation: conversationSchema.parse(opened.json()) };
  }

  /** A text; sent again with an earlier client id, it is answered 200 with the stored message. */
  async function sendText(
    who: SignedIn,
    conversationId: string,
    text: string,
    id = clientId(),
    status: 200 | 201 = 201,
  ) {
    const response = await send('POST', `/api/chat/conversations/${conversationId}/messages`, who, {
      kind: 'text',
      client_id: id,
      text,
    });
    expect(response.statusCode, response.body).toBe(status);
    return chatMessageSchema.parse(response.json());
  }

  async function setAccount(who: SignedIn, patch: Partial<typeof users.$inferInsert>) {
    await app().db.update(users).set(patch).where(eq(users.id, who.userId));
  }

  function openSocket(token: string, onPort = port): ChatSocket {
    const socket = openLiveSocket<ChatServerEvents, ChatClientEvents>(
      onPort,
      CHAT_NAMESPACE,
      token,
    );
    sockets.push(socket);
    return socket;
  }

  /** A connected tab of the account, with everything the namespace pushed to it so far. */
  async function listening(who: SignedIn, onPort = port) {
    const socket = openSocket(who.token, onPort);
    await connected(socket);
    const heard = {
      socket,
      messages: [] as ChatMessage[],
      conversations: [] as Conversation[],
      receipts: [] as ChatReceipt[],
      typing: [] as { conversation_id: string; account_id: string }[],
    };
    socket.on('message', (message) => heard.messages.push(message));
    socket.on('conversation', (conversation) => heard.conversations.push(conversation));
    socket.on('receipt', (receipt) => heard.receipts.push(receipt));
    socket.on('typing', (typing) => heard.typing.push(typing));
    return heard;
  }

  return {
    clock,
    app,
    send,
    sockets,
    mailCatcher,
    conversationAboutProduct,
    sendText,
    setAccount,
    openSocket,
    listening,
  };
}
