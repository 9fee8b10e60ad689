import { randomUUID } from 'node:crypto';
import {
  CHAT_NAMESPACE,
  chatMessage as chatMessageSchema,
  chatMessagePage,
  chatReportPage,
  conversation as conversationSchema,
  conversationPage,
  type ChatClientEvents,
  type ChatMessage,
  type ChatReceipt,
  type ChatServerEvents,
  type Conversation,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  bearer,
  eventually,
  requestSender,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { twoApiInstances } from '../../test/api-instances';
import { connected, listenOnLoopback, openLiveSocket, refusal } from '../../test/live-sockets';
import { createTestClock } from '../../test/test-clock';
import { UNREAD_MAIL_AFTER_MS } from './chat.jobs';

type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

const clock = createTestClock();
let testApp: TestApp;
let mailCatcher: MailCatcher;
let port: number;
const app = () => testApp.app;
const send = requestSender(app);
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  mailCatcher = await startMailCatcher();
  testApp = await buildTestApp({ clock, env: { SMTP_URL: mailCatcher.url } });
  port = await listenOnLoopback(app());
});

afterEach(() => {
  clock.reset();
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await testApp?.close();
  await mailCatcher?.close();
});

const clientId = () => randomUUID();

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

describe('conversations', () => {
  it('opens one conversation per pair and listing, and continues it when opened again', async () => {
    const { seller, buyer, listing, conversation } = await conversationAboutProduct();
    expect(conversation).toMatchObject({
      subject: { kind: 'listing', id: listing.id, title: listing.title, negotiable: false },
      other_party: { id: seller.userId, display_name: 'Harbour Goods GmbH' },
      last_message: null,
      unread_count: 0,
      can_write: true,
    });
    expect(conversation.subject.price).toEqual({ amount_minor: 12_000, currency: 'EUR' });
    expect(conversation.subject.link).toBe(`/shophub/item/${listing.id}`);

    const again = await send('POST', '/api/chat/conversations', buyer, {
      subject: { kind: 'listing', id: listing.id },
      text: 'Is it <b>still</b> available?',
      client_id: clientId(),
    });
    expect(again.statusCode, again.body).toBe(200);
    const continued = conversationSchema.parse(again.json());
    expect(continued.id).toBe(conversation.id);
    expect(continued.last_message?.text).toBe('Is it still available?');

    const sellersList = conversationPage.parse(
      (await send('GET', '/api/chat/conversations', seller)).json(),
    );
    expect(sellersList.items.map((item) => item.id)).toEqual([conversation.id]);
    expect(sellersList.items[0]).toMatchObject({
      other_party: { id: buyer.userId, display_name: 'Greta Lange' },
      unread_count: 1,
    });

    const own = await send('POST', '/api/chat/conversations', seller, {
      subject: { kind: 'listing', id: listing.id },
    });
    expect(own.statusCode).toBe(409);
  });

  it('pages the list newest activity first', async () => {
    const buyer = await signUpBuyer(app());
    const seller = await signUpSeller(app());
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const listing = await insertListing(app(), seller.userId);
      clock.advanceSeconds(10);
      const opened = await send('POST', '/api/chat/conversations', buyer, {
        subject: { kind: 'listing', id: listing.id },
      });
      ids.push(conversationSchema.parse(opened.json()).id);
    }
    const first = conversationPage.parse(
      (await send('GET', '/api/chat/conversations?limit=2', buyer)).json(),
    );
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const second = conversationPage.parse(
      (
        await send('GET', `/api/chat/conversations?limit=2&cursor=${first.next_cursor}`, buyer)
      ).json(),
    );
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[0] })], next_cursor: null });
  });

  it('opens a conversation about an order between its buyer and seller only', async () => {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    const stranger = await signUpBuyer(app());
    const listing = await insertListing(app(), seller.userId, { quantity: 3 });
    await send(
      'POST',
      '/api/carts/items',
      buyer,
      { product_id: listing.id, quantity: 1 },
      {
        'idempotency-key': randomUUID(),
      },
    );
    const ordered = await send(
      'POST',
      `/api/carts/${seller.userId}/checkout`,
      buyer,
      {
        contact: { name: 'Greta Lange', email: 'greta@example.test' },
        fulfilment: 'pickup',
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    const order = ordered.json() as { id: string; number: number };

    const bySeller = await send('POST', '/api/chat/conversations', seller, {
      subject: { kind: 'order', id: order.id },
    });
    expect(bySeller.statusCode, bySeller.body).toBe(201);
    expect(conversationSchema.parse(bySeller.json())).toMatchObject({
      subject: { kind: 'order', title: `Order #${order.number}` },
      other_party: { id: buyer.userId },
    });
    const byStranger = await send('POST', '/api/chat/conversations', stranger, {
      subject: { kind: 'order', id: order.id },
    });
    expect(byStranger.statusCode).toBe(404);
  });
});

describe('messages', () => {
  it('stores text without markup, once per client id, and pages the history', async () => {
    const { seller, buyer, conversation } = await conversationAboutProduct();
    const id = clientId();
    const first = await sendText(
      buyer,
      conversation.id,
      '<script>x</script>Hello <i>there</i>',
      id,
    );
    expect(first.text).toBe('Hello there');
    expect(await sendText(buyer, conversation.id, 'Hello there', id, 200)).toEqual(first);

    const second = await sendText(seller, conversation.id, 'Yes, it is.');
    const third = await sendText(buyer, conversation.id, 'Great!');
    const page = chatMessagePage.parse(
      (
        await send('GET', `/api/chat/conversations/${conversation.id}/messages?limit=2`, seller)
      ).json(),
    );
    expect(page.items.map((m) => m.id)).toEqual([third.id, second.id]);
    expect(page.has_more).toBe(true);
    const older = chatMessagePage.parse(
      (
        await send(
          'GET',
          `/api/chat/conversations/${conversation.id}/messages?before=${second.id}`,
          seller,
        )
      ).json(),
    );
    expect(older.items.map((m) => m.id)).toEqual([first.id]);
    expect(older.has_more).toBe(false);
    // The seller answered: what the buyer wrote before counts as read.
    expect(older.items[0]!.read_at).not.toBeNull();
    const missed = chatMessagePage.parse(
      (
        await send(
          'GET',
          `/api/chat/conversations/${conversation.id}/messages?after=${first.id}`,
          buyer,
        )
      ).json(),
    );
    expect(missed.items.map((m) => m.id)).toEqual([third.id, second.id]);

    const empty = await send('POST', `/api/chat/conversations/${conversation.id}/messages`, buyer, {
      kind: 'text',
      client_id: clientId(),
      text: '<b></b>  ',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('stores an answer with the activity it moves and the earlier messages it reads, once', async () => {
    const { seller, buyer, conversation } = await conversationAboutProduct();
    await sendText(buyer, conversation.id, 'One');
    await sendText(buyer, conversation.id, 'Two');
    clock.advance(60_000);
    const id = clientId();
    const answer = await sendText(seller, conversation.id, 'Yes', id);
    const asBuyerSees = conversationSchema.parse(
      (await send('GET', `/api/chat/conversations/${conversation.id}`, buyer)).json(),
    );
    expect(asBuyerSees.last_message?.id).toBe(answer.id);
    expect(asBuyerSees.last_activity_at).toBe(answer.created_at);
    expect(asBuyerSees.unread_count).toBe(1);
    const history = chatMessagePage.parse(
      (await send('GET', `/api/chat/conversations/${conversation.id}/messages`, buyer)).json(),
    );
    const [newest, ...earlier] = history.items;
    expect(newest).toMatchObject({ id: answer.id, read_at: null, delivered_at: null });
    expect(earlier).toHaveLength(2);
    for (const message of earlier) {
      expect(message).toMatchObject({
        read_at: answer.created_at,
        delivered_at: answer.created_at,
      });
    }
    expect((await send('GET', '/api/chat/unread', seller)).json()).toEqual({
      conversations: 0,
      messages: 0,
    });

    // The same client id later answers the stored message and moves nothing.
    clock.advance(60_000);
    expect((await sendText(seller, conversation.id, 'Yes', id, 200)).id).toBe(answer.id);
    const after = conversationSchema.parse(
      (await send('GET', `/api/chat/conversations/${conversation.id}`, buyer)).json(),
    );
    expect(after.last_activity_at).toBe(answer.created_at);
  });

  it('counts unread messages until the recipient reads them', async () => {
    const { seller, buyer, conversation } = await conversationAboutProduct();
    await sendText(buyer, conversation.id, 'One');
    const last = await sendText(buyer, conversation.id, 'Two');
    expect((await send('GET', '/api/chat/unread', seller)).json()).toEqual({
      conversations: 1,
      messages: 2,
    });
    expect((await send('GET', '/api/chat/unread', buyer)).json()).toEqual({
      conversations: 0,
      messages: 0,
    });
    const read = await send('POST', `/api/chat/conversations/${conversation.id}/read`, seller, {
      up_to: last.id,
    });
    expect(read.statusCode, read.body).toBe(204);
    expect((await send('GET', '/api/chat/unread', seller)).json()).toEqual({
      conversations: 0,
      messages: 0,
    });
    const history = chatMessagePage.parse(
      (await send('GET', `/api/chat/conversations/${conversation.id}/messages`, buyer)).json(),
    );
    expect(history.items.every((m) => m.read_at !== null && m.delivered_at !== null)).toBe(true);
  });

  it('answers 404 to a third account on every route of the conversation', async () => {
    const { buyer, conversation } = await conversationAboutProduct();
    const message = await sendText(buyer, conversation.id, 'Hello');
    const stranger = await signUpBuyer(app());
    const base = `/api/chat/conversations/${conversation.id}`;
    const refusals = await Promise.all([
      send('GET', base, stranger),
      send('GET', `${base}/messages`, stranger),
      send('POST', `${base}/messages`, stranger, {
        kind: 'text',
        client_id: clientId(),
        text: 'Hi',
      }),
      send('POST', `${base}/read`, stranger, { up_to: message.id }),
      send('PATCH', `/api/chat/messages/${message.id}/proposal`, stranger, { status: 'accepted' }),
      send('POST', '/api/chat/reports', stranger, {
        conversation_id: conversation.id,
        reason: 'spam',
      }),
    ]);
    expect(refusals.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const list = conversationPage.parse(
      (await send('GET', '/api/chat/conversations', stranger)).json(),
    );
    expect(list.items).toEqual([]);
  });

  it('refuses a blocked sender, and a blocked or paused account', async () => {
    const { seller, buyer, conversation } = await conversationAboutProduct();
    const blocked = await send('POST', '/api/chat/blocks', seller, { account_id: buyer.userId });
    expect(blocked.statusCode, blocked.body).toBe(204);
    const refused = await send(
      'POST',
      `/api/chat/conversations/${conversation.id}/messages`,
      buyer,
      {
        kind: 'text',
        client_id: clientId(),
        text: 'Hello?',
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error_code: 'FORBIDDEN',
      user_message: 'This person does not accept messages from you.',
    });
    const sellersView = conversationSchema.parse(
      (await send('GET', `/api/chat/conversations/${conversation.id}`, seller)).json(),
    );
    expect(sellersView).toMatchObject({ blocked_by_me: true, can_write: false });
    expect((await send('GET', '/api/chat/blocks', seller)).json()).toEqual([
      expect.objectContaining({ id: buyer.userId, display_name: 'Greta Lange' }),
    ]);
    expect((await send('DELETE', `/api/chat/blocks/${buyer.userId}`, seller)).statusCode).toBe(204);
    await sendText(buyer, conversation.id, 'Hello again');

    await setAccount(buyer, { status: 'paused' });
    const paused = await send(
      'POST',
      `/api/chat/conversations/${conversation.id}/messages`,
      buyer,
      {
        kind: 'text',
        client_id: clientId(),
        text: 'Paused',
      },
    );
    expect(paused.json()).toMatchObject({ status: 403, error_code: 'ACCOUNT_IS_PAUSED' });
    await setAccount(buyer, { status: 'blocked', blockedReason: 'Spam' });
    const blockedAccount = await send(
      'POST',
      `/api/chat/conversations/${conversation.id}/messages`,
      buyer,
      { kind: 'text', client_id: clientId(), text: 'Blocked' },
    );
    expect(blockedAccount.json()).toMatchObject({ status: 403, error_code: 'ACCOUNT_IS_BLOCKED' });
  });
});

describe('offers', () => {
  it('puts an accepted offer into the buyer’s cart at the offered price, which checkout charges', async () => {
    const { seller, buyer, listing, conversation } = await conversationAboutProduct({
      section: 'flea-market',
    });
    const { listings } = await import('../../db/schema');
    await app().db.update(listings).set({ negotiable: true }).where(eq(listings.id, listing.id));

    const bySeller = await send(
      'POST',
      `/api/chat/conversations/${conversation.id}/messages`,
      seller,
      {
        kind: 'offer',
        client_id: clientId(),
        amount_minor: 9_000,
      },
    );
    expect(bySeller.statusCode).toBe(409);

    const offered = await send(
      'POST',
      `/api/chat/conversations/${conversation.id}/messages`,
      buyer,
      {
        kind: 'offer',
        client_id: clientId(),
        amount_minor: 9_500,
      },
    );
    expect(offered.statusCode, offered.body).toBe(201);
    const offer = chatMessageSchema.parse(offered.json());
    expect(offer.offer).toEqual({
      price: { amount_minor: 9_500, currency: 'EUR' },
      status: 'pending',
    });

    const byAuthor = await send('PATCH', `/api/chat/messages/${offer.id}/proposal`, buyer, {
      status: 'accepted',
    });
    expect(byAuthor.statusCode).toBe(403);
    const accepted = await send('PATCH', `/api/chat/messages/${offer.id}/proposal`, seller, {
      status: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(chatMessageSchema.parse(accepted.json()).offer?.status).toBe('accepted');
    const twice = await send('PATCH', `/api/chat/messages/${offer.id}/proposal`, seller, {
      status: 'declined',
    });
    expect(twice.statusCode).toBe(409);

    const carts = (await send('GET', '/api/carts', buyer)).json() as {
      items: { product: { id: string; price: unknown } }[];
      total: unknown;
    }[];
    expect(carts[0]?.items[0]?.product).toMatchObject({
      id: listing.id,
      price: { amount_minor: 9_500, currency: 'EUR' },
    });
    const ordered = await send(
      'POST',
      `/api/carts/${seller.userId}/checkout`,
      buyer,
      { contact: { name: 'Greta Lange', email: 'greta@example.test' }, fulfilment: 'pickup' },
      { 'idempotency-key': randomUUID() },
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json()).toMatchObject({
      total: { amount_minor: 9_500, currency: 'EUR' },
      items: [expect.objectContaining({ unit_price: { amount_minor: 9_500, currency: 'EUR' } })],
    });
  });

  it('refuses offers on a listing that is not negotiable, and lets the author withdraw', async () => {
    const { buyer, seller, conversation } = await conversationAboutProduct();
    const refused = await send(
      'POST',
      `/api/chat/conversations/${conversation.id}/messages`,
      buyer,
      {
        kind: 'offer',
        client_id: clientId(),
        amount_minor: 100,
      },
    );
    expect(refused.statusCode).toBe(409);

    const proposed = await send(
      'POST',
      `/api/chat/conversations/${conversation.id}/messages`,
      seller,
      {
        kind: 'time_proposal',
        client_id: clientId(),
        starts_at: new Date(clock.now().getTime() + 86_400_000).toISOString(),
      },
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposal = chatMessageSchema.parse(proposed.json());
    const withdrawn = await send('PATCH', `/api/chat/messages/${proposal.id}/proposal`, seller, {
      status: 'withdrawn',
    });
    expect(chatMessageSchema.parse(withdrawn.json()).time_proposal?.status).toBe('withdrawn');
  });
});

/** A multipart body of the picture form: fields first, then the file. */
function pictureForm(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
) {
  const boundary = `----bazaar${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('pictures', () => {
  it('stores a picture with its thumbnail and refuses a file that is not one', async () => {
    const { buyer, conversation } = await conversationAboutProduct();
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    const form = pictureForm(
      { client_id: clientId(), caption: 'The <b>scratch</b>' },
      { name: 'scratch.png', type: 'image/png', data: png },
    );
    const sent = await app().inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversation.id}/pictures`,
      headers: { ...bearer(buyer.token), 'content-type': form.contentType },
      payload: form.body,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = chatMessageSchema.parse(sent.json());
    expect(message).toMatchObject({ kind: 'picture', text: 'The scratch' });
    expect(message.picture).toMatchObject({ width: 400, height: 300 });
    const thumbnail = await app().inject({ url: message.picture!.thumbnail_url });
    expect(thumbnail.statusCode).toBe(200);

    const text = pictureForm(
      { client_id: clientId() },
      { name: 'photo.png', type: 'image/png', data: Buffer.from('not a picture at all') },
    );
    const refused = await app().inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversation.id}/pictures`,
      headers: { ...bearer(buyer.token), 'content-type': text.contentType },
      payload: text.body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error_code: 'VALIDATION',
      user_message: 'This file is not a picture we can read. Upload a JPEG, PNG or WebP image',
    });
  });
});

describe('reports', () => {
  it('lets administrators list reports and read a reported conversation only', async () => {
    const { seller, buyer, conversation } = await conversationAboutProduct();
    const message = await sendText(buyer, conversation.id, 'Pay me by gift card');
    const admin = await signUpBuyer(app());
    await setAccount(admin, { accountType: 'ADMIN' });
    const path = `/api/chat/conversations/${conversation.id}/messages`;
    expect((await send('GET', path, admin)).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/chat/reports', seller)).statusCode).toBe(403);

    const reported = await send('POST', '/api/chat/reports', seller, {
      conversation_id: conversation.id,
      message_id: message.id,
      reason: 'scam',
      details: 'Asks for gift cards',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const reports = chatReportPage.parse(
      (await send('GET', '/api/admin/chat/reports', admin)).json(),
    );
    expect(reports.items[0]).toMatchObject({
      conversation_id: conversation.id,
      message_id: message.id,
      reason: 'scam',
      reporter: { id: seller.userId },
      reported: { id: buyer.userId },
    });
    const read = await send('GET', path, admin);
    expect(read.statusCode).toBe(200);
    expect(chatMessagePage.parse(read.json()).items.map((m) => m.id)).toEqual([message.id]);
  });

  it("lists one account's reports, made by it or about it, a page at a time", async () => {
    const first = await conversationAboutProduct();
    const second = await conversationAboutProduct();
    const admin = await signUpBuyer(app());
    await setAccount(admin, { accountType: 'ADMIN' });
    const report = async (by: SignedIn, conversationId: string) => {
      const response = await send('POST', '/api/chat/reports', by, {
        conversation_id: conversationId,
        reason: 'spam',
        details: 'Unwanted offers',
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: string }).id;
    };
    const bySeller = await report(first.seller, first.conversation.id);
    const byBuyer = await report(first.buyer, first.conversation.id);
    await report(second.seller, second.conversation.id);

    const ofBuyer = (query: string) =>
      send('GET', `/api/admin/chat/reports?account_id=${first.buyer.userId}&${query}`, admin);
    const firstPage = chatReportPage.parse((await ofBuyer('limit=1')).json());
    expect(firstPage.items.map((item) => item.id)).toEqual([byBuyer]);
    expect(firstPage.next_cursor).not.toBeNull();
    const nextPage = chatReportPage.parse(
      (await ofBuyer(`limit=1&cursor=${firstPage.next_cursor}`)).json(),
    );
    expect(nextPage.items.map((item) => item.id)).toEqual([bySeller]);
    expect(nextPage.items[0]).toMatchObject({ reported: { id: first.buyer.userId } });
    expect(nextPage.next_cursor).toBeNull();
    const malformed = await send('GET', '/api/admin/chat/reports?account_id=nope', admin);
    expect(malformed.statusCode).toBe(400);
    const asBuyer = await send(
      'GET',
      `/api/admin/chat/reports?account_id=${first.buyer.userId}`,
      first.buyer,
    );
    expect(asBuyer.statusCode).toBe(403);
  });
});

function openSocket(token: string, onPort = port): ChatSocket {
  const socket = openLiveSocket<ChatServerEvents, ChatClientEvents>(onPort, CHAT_NAMESPACE, token);
  sockets.push(socket);
  return socket;
}

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

describe('blocks on the chat namespace', () => {
  it('tells both sides’ tabs who may write once one blocks the other', async () => {
    const { seller, buyer, conversation } = await conversationAboutProduct();
    const sellersTab = await listening(seller);
    const buyersTab = await listening(buyer);
    await send('POST', '/api/chat/blocks', seller, { account_id: buyer.userId });
    const [buyersView] = await eventually(() =>
      buyersTab.conversations.length > 0 ? buyersTab.conversations : undefined,
    );
    expect(buyersView).toMatchObject({
      id: conversation.id,
      can_write: false,
      blocked_by_me: false,
    });
    const [sellersView] = await eventually(() =>
      sellersTab.conversations.length > 0 ? sellersTab.conversations : undefined,
    );
    expect(sellersView).toMatchObject({
      id: conversation.id,
      can_write: false,
      blocked_by_me: true,
    });
  });
});

describe('mail about unread messages', () => {
  it('mails a recipient once about messages unread for a few minutes', async () => {
    const { seller, buyer, conversation } = await conversationAboutProduct();
    await sendText(buyer, conversation.id, 'Hello');
    await sendText(buyer, conversation.id, 'Are you there?');
    clock.advance(UNREAD_MAIL_AFTER_MS + 1_000);
    const unreadSince = () => new Date(clock.now().getTime() - UNREAD_MAIL_AFTER_MS);
    await app().jobs.send('chat.mail-unread', {});
    const [mail] = await eventually(() => {
      const mails = mailCatcher.mailsTo(seller.email);
      return mails.length > 0 ? mails : undefined;
    }, 10_000);
    expect(mail!.decoded).toContain('You have 2 new messages on Bazaar');
    expect(mail!.decoded).toContain('/chat');

    // A later message, still unread with the first two: no second mail. The buyer's own mail
    // shows that run has finished.
    await sendText(buyer, conversation.id, 'Hello?');
    const reply = await sendText(seller, conversation.id, 'Sorry, I was away.');
    clock.advance(UNREAD_MAIL_AFTER_MS + 1_000);
    await app().jobs.send('chat.mail-unread', {});
    await eventually(
      () => (mailCatcher.mailsTo(buyer.email).length > 0 ? true : undefined),
      10_000,
    );
    await eventually(async () =>
      (await app().chat.recipientsToMail(unreadSince(), 10)).some(
        (row) => row.recipientId === buyer.userId,
      )
        ? undefined
        : true,
    );
    expect(mailCatcher.mailsTo(seller.email)).toHaveLength(1);
    expect(reply.text).toBe('Sorry, I was away.');
  });

  it('mails nobody who turned chat mail off, and still counts those messages as told', async () => {
    const { seller, buyer, conversation } = await conversationAboutProduct();
    const off = await send('PUT', '/api/notifications/preferences', seller, {
      chat: { in_app: true, mail: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await sendText(buyer, conversation.id, 'Hello');
    clock.advance(UNREAD_MAIL_AFTER_MS + 1_000);
    const since = new Date(clock.now().getTime() - UNREAD_MAIL_AFTER_MS);
    expect((await app().chat.recipientsToMail(since, 10)).map((row) => row.recipientId)).toContain(
      seller.userId,
    );
    await app().jobs.send('chat.mail-unread', {});
    await eventually(async () =>
      (await app().chat.recipientsToMail(since, 10)).some(
        (row) => row.recipientId === seller.userId,
      )
        ? undefined
        : true,
    );
    expect(mailCatcher.mailsTo(seller.email)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the chat routes', async () => {
    const document = (await app().inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/chat/conversations',
        '/api/chat/conversations/{id}/messages',
        '/api/chat/conversations/{id}/pictures',
        '/api/chat/messages/{id}/proposal',
        '/api/admin/chat/reports',
      ]),
    );
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
