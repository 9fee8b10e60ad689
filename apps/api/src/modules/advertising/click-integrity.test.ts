import { randomUUID } from 'node:crypto';
import { advertisingCampaign, advertisingImpressions } from '@bazaar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import {
  advertisingDays,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
} from '../../db/schema';
import {
  bearer,
  nextIp,
  requestSender,
  type SignedIn,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { createTestClock } from '../../test/test-clock';
import { ADDRESS_DAILY_LIMITS } from './counting';

/*
 * Issue 33, item 5: ad click fraud. From one address, 30 clicks with 30 User-Agents spent a
 * competitor's whole daily budget. A click now counts only with an impression token the views
 * beacon issued to that visitor for that ad, once; a new User-Agent is not a new visitor; views
 * and clicks are limited per address and campaign; what is refused is recorded as not counted.
 */

const clock = createTestClock();
let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
let admin: SignedIn;

const BID = 50;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  admin = await signUpAdmin(app());
});

beforeEach(() => clock.reset());

afterAll(async () => {
  await testApp?.close();
});

/** A seller with 100.00 on the balance running a CPC campaign (0.50 a click, 10.00 a day). */
async function runningCampaign() {
  const seller = await signUpSeller(app());
  await app().ledger.credit({
    userId: seller.userId,
    amount: { amount_minor: 10_000, currency: 'EUR' },
    source: { authorId: admin.userId },
    idempotencyKey: `test:${randomUUID()}`,
    description: 'Test top-up',
  });
  const listing = await insertListing(app(), seller.userId, {
    title: `Canvas tent ${randomUUID().slice(0, 6)}`,
  });
  const response = await send('POST', '/api/advertising/campaigns', seller, {
    listing_id: listing.id,
    placement: 'home',
    pricing: 'cpc',
    bid_minor: BID,
    daily_budget_minor: 1_000,
  });
  expect(response.statusCode, response.body).toBe(201);
  return advertisingCampaign.parse(response.json()).id;
}

interface From {
  ip: string;
  userAgent?: string;
  who?: SignedIn;
}

function beacon(url: string, { ip, userAgent, who }: From, payload: Record<string, unknown>) {
  return app().inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: {
      'user-agent': userAgent ?? `Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0`,
      ...(who ? bearer(who.token) : {}),
    },
    payload,
  });
}

/** The views beacon of a page showing the ad; answers its impression token (if any). */
async function view(campaignId: string, from: From): Promise<string | undefined> {
  const response = await beacon('/api/advertising/views', from, { campaign_ids: [campaignId] });
  expect(response.statusCode, response.body).toBeLessThan(300);
  if (response.statusCode === 204) return undefined;
  return advertisingImpressions
    .parse(response.json())
    .impressions.find((item) => item.campaign_id === campaignId)?.token;
}

async function click(campaignId: string, from: From, impression?: string) {
  const response = await beacon('/api/advertising/clicks', from, {
    campaign_id: campaignId,
    ...(impression === undefined ? {} : { impression }),
  });
  expect(response.statusCode, response.body).toBe(204);
}

/** The campaign's days as the statistics and the charges read them, summed. */
async function figures(campaignId: string) {
  const rows = await app()
    .db.select({
      views: sql<number>`coalesce(sum(${advertisingDays.views}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${advertisingDays.clicks}), 0)::int`,
      spend: sql<number>`coalesce(sum(${advertisingDays.spendMinor}), 0)::int`,
      uncountedViews: sql<number>`coalesce(sum(${advertisingDays.uncountedViews}), 0)::int`,
      uncountedClicks: sql<number>`coalesce(sum(${advertisingDays.uncountedClicks}), 0)::int`,
    })
    .from(advertisingDays)
    .where(and(eq(advertisingDays.campaignId, campaignId)));
  return rows[0]!;
}

/** What the ledger charged for the campaign once the charge job ran, in minor units. */
async function charged(campaignId: string): Promise<number> {
  await app().advertising.chargeSpend();
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

describe('ad click integrity', () => {
  it('charges 30 clicks from one address with 30 User-Agents as one visitor, within the limit', async () => {
    const campaign = await runningCampaign();
    const ip = nextIp();
    for (let index = 0; index < 30; index += 1) {
      const from = { ip, userAgent: `Mozilla/5.0 (Windows NT 10.0) Chrome/${100 + index}.0` };
      // The strongest a fraudster can do: each "browser" fetches the page first.
      await click(campaign, from, await view(campaign, from));
    }
    expect(await charged(campaign)).toBeLessThanOrEqual(ADDRESS_DAILY_LIMITS.click * BID);
    // Signed out, the address is the visitor: one view and one click a day.
    expect(await figures(campaign)).toMatchObject({ views: 1, clicks: 1, spend: BID });
    expect(await charged(campaign)).toBe(BID);
  });

  it('counts at most the limit from one address when signed-in accounts click behind it', async () => {
    const campaign = await runningCampaign();
    const ip = nextIp();
    const accounts = await Promise.all(
      Array.from({ length: ADDRESS_DAILY_LIMITS.click + 2 }, () => signUpBuyer(app())),
    );
    for (const who of accounts)
      await click(campaign, { ip, who }, await view(campaign, { ip, who }));
    const day = await figures(campaign);
    expect(day.clicks).toBe(ADDRESS_DAILY_LIMITS.click);
    // Those beyond the limit are recorded as not counted, and not charged.
    expect(day.uncountedClicks).toBe(2);
    expect(await charged(campaign)).toBe(ADDRESS_DAILY_LIMITS.click * BID);
  });

  it('does not charge a click without an impression the server issued to that visitor', async () => {
    const campaign = await runningCampaign();
    await click(campaign, { ip: nextIp() });
    await click(campaign, { ip: nextIp() }, 'i1.not-a-token');
    // A token issued to another address, or for another ad, is not this visitor's impression.
    const elsewhere = await view(campaign, { ip: nextIp() });
    expect(elsewhere).toBeDefined();
    await click(campaign, { ip: nextIp() }, elsewhere);
    const other = await runningCampaign();
    const ip = nextIp();
    await click(campaign, { ip }, await view(other, { ip }));
    // A token older than its 30 minutes.
    const late = nextIp();
    const stale = await view(campaign, { ip: late });
    clock.advance(31 * 60 * 1000);
    await click(campaign, { ip: late }, stale);

    expect(await figures(campaign)).toMatchObject({ clicks: 0, spend: 0, uncountedClicks: 5 });
    expect(await charged(campaign)).toBe(0);
  });

  it('charges a replayed impression token once, even on the next day', async () => {
    const campaign = await runningCampaign();
    const ip = nextIp();
    // Five minutes before midnight (UTC): the visitor's day key changes, its token does not.
    const now = clock.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    clock.advance(midnight - now.getTime() - 5 * 60 * 1000);
    const token = await view(campaign, { ip });
    await click(campaign, { ip }, token);
    await click(campaign, { ip }, token);
    clock.advance(10 * 60 * 1000);
    await click(campaign, { ip }, token);
    await click(campaign, { ip }, token);

    const after = await figures(campaign);
    expect(after.clicks).toBe(1);
    expect(after.uncountedClicks).toBe(3);
    expect(await charged(campaign)).toBe(BID);
  });
});
