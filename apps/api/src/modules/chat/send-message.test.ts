import { randomUUID } from 'node:crypto';
import {
  chatMessage as chatMessageSchema,
  chatMessagePage,
  conversation as conversationSchema,
  conversationPage,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, eventually, signUpBuyer } from '../../test/accounts';
import { UNREAD_MAIL_AFTER_MS } from './chat.jobs';
import { chatTestApp, clientId } from './chat.test-kit';

const { clock, app, send, mailCatcher, conversationAboutProduct, sendText, setAccount } =
  chatTestApp();

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

describe('mail about unread messages', () => {
  it('mails a recipient once about messages unread for a few minutes', async () => {
    const { seller, buyer, conversation } = await conversationAboutProduct();
    await sendText(buyer, conversation.id, 'Hello');
    await sendText(buyer, conversation.id, 'Are you there?');
    clock.advance(UNREAD_MAIL_AFTER_MS + 1_000);
    const unreadSince = () => new Date(clock.now().getTime() - UNREAD_MAIL_AFTER_MS);
    await app().jobs.send('chat.mail-unread', {});
    const [mail] = await eventually(() => {
      const mails = mailCatcher.mailsTo(seller.email, 'You have ');
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
      () => (mailCatcher.mailsTo(buyer.email, 'You have ').length > 0 ? true : undefined),
      10_000,
    );
    await eventually(async () =>
      (await app().chat.recipientsToMail(unreadSince(), 10)).some(
        (row) => row.recipientId === buyer.userId,
      )
        ? undefined
        : true,
    );
    expect(mailCatcher.mailsTo(seller.email, 'You have ')).toHaveLength(1);
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
    expect(mailCatcher.mailsTo(seller.email, 'You have ')).toEqual([]);
  });
});
