import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLastVisits } from '../../db/schema';
import { signUpBuyer, signUpSeller } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { CRAWLER, statisticsRequests } from '../../test/statistics-requests';
import { lastVisitsOf } from './read-model';

let testApp: TestApp;
const app = () => testApp.app;
const { view, summary } = statisticsRequests(app);
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe('item-page views', () => {
  it('counts a visitor once a day, and neither bots nor the owner', async () => {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    const listing = await insertListing(app(), seller.userId);

    for (const response of [
      await view(listing.id),
      await view(listing.id), // the same visitor again: a reload
      await view(listing.id, { ip: '203.0.113.8' }), // another visitor
      await view(listing.id, { userAgent: CRAWLER }),
      await view(listing.id, { userAgent: '' }),
      await view(listing.id, { who: seller }), // the owner
      await view(listing.id, { who: buyer }),
      await view(listing.id, { who: buyer, ip: '198.51.100.1' }), // the same account elsewhere
    ]) {
      expect(response.statusCode, response.body).toBe(204);
    }

    const mine = await summary(seller);
    expect(mine.totals.views).toBe(3);
    expect(mine.series.at(-1)).toMatchObject({ period: today(), views: 3 });
    expect(mine.series).toHaveLength(30);
  });

  it('answers 404 for a listing visitors cannot see, and counts nothing', async () => {
    const seller = await signUpSeller(app());
    const draft = await insertListing(app(), seller.userId, { draftState: 'draft' });
    const response = await view(draft.id);
    expect(response.statusCode).toBe(404);
    expect((await view(randomUUID())).statusCode).toBe(404);
    expect((await summary(seller)).totals.views).toBe(0);
  });
});

describe('the analytics beacon', () => {
  it("records the last visit of the token's account, at most once a minute", async () => {
    const buyer = await signUpBuyer(app());
    const beacon = (token: string) =>
      app().inject({
        method: 'POST',
        url: `/api/analytics?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ type: 'user/last-visited' }),
      });
    expect((await beacon(buyer.token)).statusCode).toBe(204);
    const first = (await lastVisitsOf(app().db, [buyer.userId])).get(buyer.userId);
    expect(first).toBeInstanceOf(Date);
    expect((await beacon(buyer.token)).statusCode).toBe(204);
    const [row] = await app()
      .db.select()
      .from(accountLastVisits)
      .where(eq(accountLastVisits.userId, buyer.userId));
    expect(row!.lastVisitedAt.getTime()).toBe(first!.getTime());

    const refused = await beacon('not-a-token');
    expect(refused.statusCode).toBe(401);
    const wrongType = await app().inject({
      method: 'POST',
      url: `/api/analytics?token=${encodeURIComponent(buyer.token)}`,
      payload: { type: 'user/other' },
    });
    expect(wrongType.statusCode).toBe(400);
  });
});
