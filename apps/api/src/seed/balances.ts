import { PREPAY_CURRENCY } from '@bazaar/contracts';
import type { LedgerService } from '../modules/ledger';
import type { DemoMove } from './demo-services';
import { demoAccountIds, type DemoPlan } from './plan';

const DAY = 86_400_000;
const eur = (amount_minor: number) => ({ amount_minor, currency: PREPAY_CURRENCY });

/**
 * The demo sellers' movements of their prepaid balances, so `/profile/prepay-history` is not
 * empty: over the last weeks each seller was given a welcome credit by the demo administrator,
 * paid a top-up by card and some advertising (seller4 so much that their second month's renewal
 * waits in grace); one advertising charge was refunded. Their subscription months are the
 * renewals of seed/subscriptions.ts. Each move posts through the ledger service at its time.
 */
export function demoBalanceMoves(
  ledger: Pick<LedgerService, 'credit' | 'charge' | 'refund'>,
  plan: DemoPlan,
  now: Date,
): DemoMove[] {
  const idOf = demoAccountIds(plan);
  const adminId = idOf.get('admin')!;
  const sellers = ['seller1', 'seller2', 'seller3', 'seller4']
    .map((name) => idOf.get(name))
    .filter((id): id is string => !!id);
  const promotedListing = (userId: string) => {
    const listing = plan.listings.find((candidate) => candidate.ownerId === userId);
    return listing ? { campaignId: `demo-home-${userId}`, listingId: listing.id } : undefined;
  };
  return sellers.flatMap((userId, index) => {
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - index * 3_600_000);
    const key = (what: string) => `demo:${userId}:${what}`;
    let advertisingCharge: string | undefined;
    const moves: DemoMove[] = [
      {
        at: at(40),
        play: async () => {
          await ledger.credit({
            userId,
            amount: eur(5000),
            source: { authorId: adminId },
            idempotencyKey: key('welcome'),
            description: 'Welcome credit for new sellers',
          });
          return 1;
        },
      },
      {
        at: at(20),
        play: async () => {
          await ledger.credit({
            userId,
            amount: eur(2500 + index * 500),
            source: { paymentReference: `pi_demo_${index + 1}000${index + 7}` },
            idempotencyKey: key('card'),
            description: 'Top-up by card',
          });
          return 1;
        },
      },
      {
        at: at(12),
        play: async () => {
          const charge = await ledger.charge({
            userId,
            // seller4 spent most of the balance, so their plan's renewal waits in grace.
            amount: eur(index === 3 ? 5810 : 835 + index * 120),
            purpose: 'advertising',
            idempotencyKey: key('advertising'),
            description: 'Advertising: home page placement, 1 week',
            // What the statistics page shows as the promoted listing's spend.
            metadata: promotedListing(userId),
          });
          advertisingCharge = charge.transactionId;
          return 1;
        },
      },
    ];
    if (index === 0) {
      moves.push({
        at: at(10),
        play: async () => {
          await ledger.refund({
            transactionId: advertisingCharge!,
            idempotencyKey: key('refund'),
            description: 'Refund: home page placement not shown during an outage',
            authorId: adminId,
          });
          return 1;
        },
      });
    }
    return moves;
  });
}
