import { PREPAY_CURRENCY } from '@bazaar/contracts';
import { demoLedger, playClock, type DemoSeedStep } from './demo-services';
import { demoAccountIds } from './plan';

const DAY = 86_400_000;
const eur = (amount_minor: number) => ({ amount_minor, currency: PREPAY_CURRENCY });

/**
 * The demo sellers' prepaid balances, so `/profile/prepay-history` is not empty: over the last
 * weeks each seller was given a welcome credit by the demo administrator, paid a top-up by card,
 * paid a subscription month (not seller3, still on the trial) and some advertising (seller4 so
 * much that their renewal waits in grace); one advertising charge was refunded. Posted
 * through the ledger service in the seed's transaction, each at its time; nobody is notified of
 * these old movements. Returns how many transactions were posted.
 */
export const seedDemoBalances: DemoSeedStep = async (tx, plan, now, log) => {
  const clock = playClock(now);
  const ledger = demoLedger(tx, clock, log);
  const idOf = demoAccountIds(plan);
  const adminId = idOf.get('admin')!;
  const sellers = ['seller1', 'seller2', 'seller3', 'seller4']
    .map((name) => idOf.get(name))
    .filter((id): id is string => !!id);
  const promotedListing = (userId: string) => {
    const listing = plan.listings.find((candidate) => candidate.ownerId === userId);
    return listing ? { campaignId: `demo-home-${userId}`, listingId: listing.id } : undefined;
  };
  let posted = 0;
  for (const [index, userId] of sellers.entries()) {
    const at = (daysAgo: number) => {
      clock.set(new Date(now.getTime() - daysAgo * DAY - index * 3_600_000));
    };
    const key = (what: string) => `demo:${userId}:${what}`;
    at(40);
    await ledger.credit({
      userId,
      amount: eur(5000),
      source: { authorId: adminId },
      idempotencyKey: key('welcome'),
      description: 'Welcome credit for new sellers',
    });
    // seller3 is still on the free trial (seed/subscriptions.ts); the others paid a month.
    if (index !== 2) {
      at(index === 3 ? 33 : 31);
      await ledger.charge({
        userId,
        amount: eur(1990),
        purpose: 'subscription',
        idempotencyKey: key('subscription'),
        description: 'Subscription: Business plan, one month',
        metadata: { demo_subscription: 'business' },
      });
      posted += 1;
    }
    at(20);
    await ledger.credit({
      userId,
      amount: eur(2500 + index * 500),
      source: { paymentReference: `pi_demo_${index + 1}000${index + 7}` },
      idempotencyKey: key('card'),
      description: 'Top-up by card',
    });
    at(12);
    const advertising = await ledger.charge({
      userId,
      // seller4 spent most of the balance, so their plan's renewal waits in grace.
      amount: eur(index === 3 ? 5810 : 835 + index * 120),
      purpose: 'advertising',
      idempotencyKey: key('advertising'),
      description: 'Advertising: home page placement, 1 week',
      // What the statistics page shows as the promoted listing's spend.
      metadata: promotedListing(userId),
    });
    posted += 3;
    if (index === 0) {
      at(10);
      await ledger.refund({
        transactionId: advertising.transactionId,
        idempotencyKey: key('refund'),
        description: 'Refund: home page placement not shown during an outage',
        authorId: adminId,
      });
      posted += 1;
    }
  }
  return posted;
};
