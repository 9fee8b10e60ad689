import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { LedgerService } from '../modules/ledger';
import { eshopConnectionsPort } from '../modules/eshop-integrations';
import {
  addMonth,
  createSubscriptionsRepository,
  createSubscriptionsService,
  DAY_MS,
} from '../modules/subscriptions';
import { actingAs, demoEvents, demoNotificationsService, type DemoMove } from './demo-services';
import { demoAccountIds, type DemoPlan } from './plan';

const HOUR = 3_600_000;

/** How many days ago each demo seller's first paid month began; seller3 is still on the trial. */
const FIRST_PAID_MONTH: Readonly<Record<string, number | null>> = {
  seller1: 31,
  seller2: 31,
  seller3: null,
  seller4: 33,
};

/** The seed opens no subscription page, moves nobody to a smaller plan: counts and pauses none. */
const uncountedListings = {
  countPublishedOf: () => Promise.reject(new Error('The demo seed counts no listings.')),
  pausePublishedBeyond: () => Promise.reject(new Error('The demo seed pauses no listings.')),
};

/** A seller's first listing change starts their trial; one that publishes none asks no count. */
const firstListingChange = { publishesOne: false, publishedCount: async () => 0 };

/**
 * The demo sellers' subscriptions, matching their balances (seed/balances.ts), as moves of the
 * subscriptions service: each seller's first listing change started their trial of the Business
 * plan; seller3's did 20 days ago and still runs. The others' trials ended with a renewal from
 * the balance (seller1 and seller2 31 days ago, seller4 33), and each month that has ended since
 * renewed again at its end, as the renewal job does, granting the period's promotion credits.
 * seller4 has too little balance for their second month: that renewal and the job's daily retry
 * an hour ago failed, so they are in grace. A renewal's move answers whether it was charged.
 */
export async function demoSubscriptionMoves(
  tx: Database,
  ledger: LedgerService,
  clock: Clock,
  log: FastifyBaseLogger,
  plan: DemoPlan,
  now: Date,
): Promise<DemoMove[]> {
  const events = demoEvents(tx, clock, log);
  const subscriptions = createSubscriptionsService({
    repository: createSubscriptionsRepository(tx),
    ledger,
    listings: uncountedListings,
    notifications: demoNotificationsService(tx, events, clock),
    events,
    eshops: eshopConnectionsPort(tx),
    clock,
  });
  const { trial_days: trialDays } = await subscriptions.settings();
  const idOf = demoAccountIds(plan);
  const moves: DemoMove[] = [];
  for (const [index, [name, firstPaid]] of Object.entries(FIRST_PAID_MONTH).entries()) {
    const sellerId = idOf.get(name);
    if (!sellerId) continue;
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS - index * HOUR);
    const seller = actingAs({ id: sellerId, type: 'SELLER' });
    moves.push({
      at: firstPaid === null ? ago(20) : ago(firstPaid + trialDays),
      play: async () => {
        await subscriptions.guard.check(seller, firstListingChange, tx);
        return 0;
      },
    });
    if (firstPaid === null) continue;
    const renew = async () => ((await subscriptions.renewIfDue(sellerId)) ? 1 : 0);
    for (let end = ago(firstPaid); end <= now; end = addMonth(end))
      moves.push({ at: end, play: renew });
    // The job retries a renewal in grace daily; its last try (nothing when paid) was an hour ago.
    moves.push({ at: new Date(now.getTime() - HOUR), play: renew });
  }
  return moves;
}
