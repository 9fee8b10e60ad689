import { randomUUID } from 'node:crypto';
import {
  advertisingCampaign,
  advertisingCampaignList,
  advertisingImpressions,
  advertisingSlots,
  errorEnvelopeSchema,
  notificationList,
  type AdvertisingCampaign,
} from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import {
  eventually,
  nextIp,
  requestSender,
  type SignedIn,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { promotionDailyFigures } from './read-model';

let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
let admin: SignedIn;

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAdmin(app());
});

afterAll(async () => {
  await testApp?.close();
});

/** A seller with `balanceMinor` on their prepaid balance and one published listing. */
async function sellerWithListing(
  balanceMinor: number,
  title = `Lighthouse lamp ${randomUUID().slice(0, 6)}`,
) {
  const seller = await signUpSeller(app());
  if (balanceMinor > 0) {
    await app().ledger.credit({
      userId: seller.userId,
      amount: { amount_minor: balanceMinor, currency: 'EUR' },
      source: { authorId: admin.userId },
      idempotencyKey: `test:${randomUUID()}`,
      description: 'Test top-up',
    });
  }
  const listing = await insertListing(app(), seller.userId, { title });
  return { seller, listing };
}

async function createCampaign(seller: SignedIn, body: Record<string, unknown>) {
  const response = await send('POST', '/api/advertising/campaigns', seller, body);
  expect(response.statusCode, response.body).toBe(201);
  return advertisingCampaign.parse(response.json());
}

/**
 * A visitor's browser (or crawler): one address and user agent, signed out. Like the web, it
 * reports the ads it shows and clicks one with the impression token the report answered.
 */
function visitor(userAgent = BROWSER) {
  const ip = nextIp();
  const tokens = new Map<string, string>();
  const beacon = (url: string, payload: Record<string, unknown>) =>
    app().inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'user-agent': userAgent },
      payload,
    });
  const view = async (campaignIds: string[]) => {
    const response = await beacon('/api/advertising/views', { campaign_ids: campaignIds });
    expect(response.statusCode, response.body).toBe(200);
    for (const { campaign_id, token } of advertisingImpressions.parse(response.json()).impressions)
      tokens.set(campaign_id, token);
  };
  return {
    view,
    /** Opens the ad: seen first (the page showed it), then clicked with its token. */
    async click(campaignId: string) {
      if (!tokens.has(campaignId)) await view([campaignId]);
      const response = await beacon('/api/advertising/clicks', {
        campaign_id: campaignId,
        impression: tokens.get(campaignId),
      });
      expect(response.statusCode, response.body).toBe(204);
    },
  };
}

async function campaignOf(seller: SignedIn, id: string): Promise<AdvertisingCampaign> {
  const response = await send('GET', '/api/advertising/campaigns', seller);
  expect(response.statusCode, response.body).toBe(200);
  const found = advertisingCampaignList.parse(response.json()).items.find((c) => c.id === id);
  expect(found).toBeDefined();
  return found!;
}

async function slots(query: string) {
  const response = await send('GET', `/api/advertising/slots?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return advertisingSlots.parse(response.json()).items;
}

/** What the ledger charged the seller for this campaign, in minor units. */
async function chargedFor(campaignId: string): Promise<number> {
  const rows = rowsOf<{ total: string }>(
    await app().db.execute(
      sql`select coalesce(sum(-${ledgerEntries.amountMinor}), 0)::text as total
          from ${ledgerTransactions}
          join ${ledgerEntries} on ${ledgerEntries.transactionId} = ${ledgerTransactions.id}
          join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
            and ${ledgerAccounts.kind} = 'prepaid_balance'
          where ${ledgerTransactions.type} = 'advertising'
            and ${ledgerTransactions.metadata}->>'campaignId' = ${campaignId}`,
    ),
  );
  return Number(rows[0]!.total);
}

describe('advertising', () => {
  it('stops a campaign with a 5.00 daily budget by itself once clicks spent it, never charging more', async () => {
    const { seller, listing } = await sellerWithListing(10_000);
    const campaign = await createCampaign(seller, {
      listing_id: listing.id,
      placement: 'home',
      pricing: 'cpc',
      bid_minor: 70,
      daily_budget_minor: 500,
    });
    expect(campaign.status).toBe('active');
    expect((await slots('placement=home&cards=12')).map((s) => s.campaign_id)).toContain(
      campaign.id,
    );

    // Twelve different visitors click; the job charges between clicks as it would every minute.
    for (let index = 0; index < 12; index += 1) {
      await visitor().click(campaign.id);
      if (index % 3 === 0) await app().advertising.chargeSpend();
    }
    await app().advertising.chargeSpend();

    const after = await campaignOf(seller, campaign.id);
    expect(after.today.clicks).toBe(12);
    // 7 clicks × 0.70 = 4.90; the 8th would cross 5.00: it is counted, not billed.
    expect(after.today.spend.amount_minor).toBe(490);
    expect(after.status).toBe('budget_spent');
    const charged = await chargedFor(campaign.id);
    expect(charged).toBe(490);
    expect(charged).toBeLessThanOrEqual(500);
    expect((await app().ledger.balanceOf(seller.userId)).amount_minor).toBe(10_000 - 490);
    // Not served any more today.
    expect((await slots('placement=home&cards=12')).map((s) => s.campaign_id)).not.toContain(
      campaign.id,
    );

    // The statistics' read model sees the day.
    const today = new Date().toISOString().slice(0, 10);
    const figures = await promotionDailyFigures(app().db, {
      sellerId: seller.userId,
      from: today,
      to: today,
    });
    expect(figures).toEqual([
      { listingId: listing.id, day: today, views: 12, clicks: 12, spendMinor: 490 },
    ]);
  });

  it('counts a visitor’s repeated click and view once a day and a bot’s not at all', async () => {
    const { seller, listing } = await sellerWithListing(5_000);
    const campaign = await createCampaign(seller, {
      listing_id: listing.id,
      placement: 'division',
      pricing: 'cpc',
      bid_minor: 25,
      daily_budget_minor: 1_000,
    });
    const person = visitor();
    await person.view([campaign.id]);
    await person.view([campaign.id]);
    await person.click(campaign.id);
    await person.click(campaign.id);
    const bot = visitor(CRAWLER);
    await bot.view([campaign.id]);
    await bot.click(campaign.id);
    const after = await campaignOf(seller, campaign.id);
    expect(after.today).toEqual({
      views: 1,
      clicks: 1,
      spend: { amount_minor: 25, currency: 'EUR' },
    });
    expect(
      (await slots('placement=division&section=catalog&cards=12')).map((s) => s.campaign_id),
    ).toContain(campaign.id);
    expect(
      (await slots('placement=division&section=food&cards=12')).map((s) => s.campaign_id),
    ).not.toContain(campaign.id);
  });

  it('lets only the seller change a campaign and an administrator stop it with a reason', async () => {
    const { seller, listing } = await sellerWithListing(5_000, 'Brass ship bell');
    const other = await signUpSeller(app());
    const campaign = await createCampaign(seller, {
      listing_id: listing.id,
      placement: 'search',
      pricing: 'cpm',
      bid_minor: 400,
      daily_budget_minor: 2_000,
    });
    expect((await slots('placement=search&q=brass%20bell')).map((s) => s.campaign_id)).toContain(
      campaign.id,
    );
    expect((await slots('placement=search&q=teapot')).map((s) => s.campaign_id)).not.toContain(
      campaign.id,
    );

    for (const [method, url, body] of [
      ['PATCH', `/api/advertising/campaigns/${campaign.id}`, { bid_minor: 1 }],
      ['POST', `/api/advertising/campaigns/${campaign.id}/pause`, undefined],
      ['POST', `/api/advertising/campaigns/${campaign.id}/stop`, {}],
    ] as const) {
      const response = await send(method, url, other, body);
      expect(response.statusCode, response.body).toBe(404);
    }
    // Another seller cannot promote someone else's listing either.
    const foreign = await send('POST', '/api/advertising/campaigns', other, {
      listing_id: listing.id,
      placement: 'home',
      pricing: 'cpc',
      bid_minor: 10,
      daily_budget_minor: 500,
    });
    expect(foreign.statusCode).toBe(404);
    // Buyers have no advertising.
    const buyer = await signUpBuyer(app());
    expect((await send('GET', '/api/advertising/campaigns', buyer)).statusCode).toBe(403);

    const paused = await send('POST', `/api/advertising/campaigns/${campaign.id}/pause`, seller);
    expect(advertisingCampaign.parse(paused.json()).status).toBe('paused');
    const resumed = await send('POST', `/api/advertising/campaigns/${campaign.id}/resume`, seller);
    expect(advertisingCampaign.parse(resumed.json()).status).toBe('active');

    // Administrators see everyone's campaigns, filterable.
    const all = await send(
      'GET',
      `/api/advertising/campaigns?seller_id=${seller.userId}&placement=search`,
      admin,
    );
    expect(advertisingCampaignList.parse(all.json()).items.map((c) => c.id)).toEqual([campaign.id]);

    const noReason = await send(
      'POST',
      `/api/advertising/campaigns/${campaign.id}/stop`,
      admin,
      {},
    );
    expect(noReason.statusCode).toBe(400);
    const stopped = await send('POST', `/api/advertising/campaigns/${campaign.id}/stop`, admin, {
      reason: 'Misleading picture',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(advertisingCampaign.parse(stopped.json())).toMatchObject({
      status: 'stopped',
      stop: { reason: 'administrator', note: 'Misleading picture' },
    });
    expect((await slots('placement=search&q=brass')).map((s) => s.campaign_id)).not.toContain(
      campaign.id,
    );
    const notice = await eventually(async () => {
      const list = notificationList.parse(
        (await send('GET', '/api/notifications/me', seller)).json(),
      );
      return list.find((item) => item.code === 'advertising_campaign_stopped');
    });
    expect(notice).toMatchObject({ body: 'Misleading picture', link: '/profile/advertising' });
  });

  it('stops a campaign whose seller’s balance cannot pay and tells the seller', async () => {
    const { seller, listing } = await sellerWithListing(100);
    const campaign = await createCampaign(seller, {
      listing_id: listing.id,
      placement: 'home',
      pricing: 'cpc',
      bid_minor: 60,
      daily_budget_minor: 1_000,
    });
    await visitor().click(campaign.id);
    await visitor().click(campaign.id);
    await app().advertising.chargeSpend();
    const after = await campaignOf(seller, campaign.id);
    expect(after).toMatchObject({ status: 'stopped', stop: { reason: 'balance' } });
    expect(after.today.spend.amount_minor).toBe(60);
    expect(await chargedFor(campaign.id)).toBe(60);
  });

  it('stops a campaign when the charge job finds the balance spent elsewhere', async () => {
    const { seller, listing } = await sellerWithListing(300);
    const campaign = await createCampaign(seller, {
      listing_id: listing.id,
      placement: 'home',
      pricing: 'cpc',
      bid_minor: 100,
      daily_budget_minor: 1_000,
    });
    await visitor().click(campaign.id);
    // The balance goes on something else before the job charges the click.
    await app().ledger.charge({
      userId: seller.userId,
      amount: { amount_minor: 250, currency: 'EUR' },
      purpose: 'subscription',
      idempotencyKey: `test:${randomUUID()}`,
      description: 'Subscription',
    });
    expect(await app().advertising.chargeSpend()).toMatchObject({ failed: 1 });
    expect(await chargedFor(campaign.id)).toBe(0);
    expect(await campaignOf(seller, campaign.id)).toMatchObject({
      status: 'stopped',
      stop: { reason: 'balance' },
    });
    // Nothing is left to charge: the next run posts nothing.
    expect(await app().advertising.chargeSpend()).toEqual({ charged: 0, failed: 0 });
  });

  it('answers clear 400s and refuses a campaign without balance', async () => {
    const { seller, listing } = await sellerWithListing(0);
    const bad = await send('POST', '/api/advertising/campaigns', seller, {
      listing_id: listing.id,
      placement: 'sidebar',
      pricing: 'cpc',
      bid_minor: 0,
      daily_budget_minor: 500,
    });
    expect(bad.statusCode).toBe(400);
    const envelope = errorEnvelopeSchema.parse(bad.json());
    expect(envelope.error_code).toBe('VALIDATION');
    const budget = await send('POST', '/api/advertising/campaigns', seller, {
      listing_id: listing.id,
      placement: 'home',
      pricing: 'cpc',
      bid_minor: 600,
      daily_budget_minor: 500,
    });
    expect(budget.statusCode).toBe(400);
    const past = await send('POST', '/api/advertising/campaigns', seller, {
      listing_id: listing.id,
      placement: 'home',
      pricing: 'cpc',
      bid_minor: 50,
      daily_budget_minor: 500,
      ends_on: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    const broke = await send('POST', '/api/advertising/campaigns', seller, {
      listing_id: listing.id,
      placement: 'home',
      pricing: 'cpc',
      bid_minor: 50,
      daily_budget_minor: 500,
    });
    expect(broke.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(broke.json()).error_code).toBe('INSUFFICIENT_BALANCE');
  });
});
