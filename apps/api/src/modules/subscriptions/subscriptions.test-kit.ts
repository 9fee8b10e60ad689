import { mySubscription, subscriptionPlan, type ListingInputBody } from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { requestSender, signIn, signUpAdmin, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { shopHubSubcategory } from '../../test/saved-listings';
import { createTestClock } from '../../test/test-clock';

const berlin = { zip_code: '10115', city: 'Berlin', latitude: 52.5323, longitude: 13.3846 };

/**
 * The api a subscriptions test file runs against, built in the file's `beforeAll` on a test clock
 * with an administrator of its own (`accounts.admin`, signed in again when the clock moved past
 * the session's life), and the steps of selling under a plan.
 */
export function subscriptionsTestApp() {
  const clock = createTestClock();
  let testApp: TestApp;
  const accounts = {} as { admin: SignedIn };

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
    accounts.admin = await signUpAdmin(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;
  const send = requestSender(app);

  async function product(
    title: string,
    draft: 'sent' | 'draft' = 'sent',
  ): Promise<ListingInputBody> {
    return {
      section: 'catalog',
      draft_state: draft,
      title,
      description: 'A light trail running shoe with a grippy sole.',
      catalog_node_id: (await shopHubSubcategory(app())).id,
      price: { amount_minor: 8_999, currency: 'EUR' },
      quantity: 5,
      location: berlin,
      attributes: { brand: 'Harbour', sku: `HB-${title.length}` },
    } as ListingInputBody;
  }

  /** The seller's new catalogue listing, sent (published) or kept as a draft. */
  const publish = async (who: SignedIn, title: string, draft: 'sent' | 'draft' = 'sent') =>
    send('POST', '/api/products/me/catalog', who, await product(title, draft));

  async function mine(who: SignedIn) {
    const response = await send('GET', '/api/subscriptions/me', who);
    expect(response.statusCode, response.body).toBe(200);
    return mySubscription.parse(response.json());
  }

  async function createPlan(name: string, priceMinor: number, limit: number) {
    const response = await send('POST', '/api/subscriptions/plans', accounts.admin, {
      name,
      price_minor: priceMinor,
      active_listings_limit: limit,
      eshops_limit: 1,
      promotion_credits_minor: 0,
    });
    expect(response.statusCode, response.body).toBe(201);
    return subscriptionPlan.parse(response.json());
  }

  async function ledgerTotal(): Promise<number> {
    const [row] = await app()
      .db.select({ total: sql<string>`coalesce(sum(amount_minor), 0)` })
      .from(sql`ledger_entries`);
    return Number(row!.total);
  }

  /** After the clock moved past the session's life, sign in again. */
  const again = (who: SignedIn) => signIn(app(), who.email, who.password);

  return { clock, app, accounts, send, publish, mine, createPlan, ledgerTotal, again };
}
