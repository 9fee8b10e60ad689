import { chatMessagePage, chatReportPage } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { eventually, signUpBuyer, type SignedIn } from '../../test/accounts';
import { chatTestApp } from './chat.test-kit';

const { app, send, conversationAboutProduct, sendText, setAccount, listening } = chatTestApp();

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
