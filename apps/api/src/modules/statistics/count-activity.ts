import type { Queryable } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { Visitor } from '../../lib/visitor';
import { addDays } from './figures';
import type { StatisticsRepository } from './statistics.repository';

/** At most one last-visit write per account in this many seconds (the beacon's throttle). */
export const LAST_VISIT_GAP_SECONDS = 60;

/** How many days of "who viewed" are kept for de-duplication; the daily figures stay. */
export const VIEW_VISITS_KEPT_DAYS = 7;

export interface ActivityCountingDependencies {
  repository: StatisticsRepository;
  clock: Clock;
}

/** What the figures are counted from: item-page views, cart adds and the accounts' last visits. */
export function createActivityCounting({ repository, clock }: ActivityCountingDependencies) {
  return {
    /**
     * Counts a view of a published listing's item page: once per visitor per day, never a bot's
     * or its owner's. Answers whether it counted.
     */
    async recordView(
      listingId: string,
      visitor: Visitor,
      accountId: string | null,
    ): Promise<boolean> {
      const listing = await repository.publicListing(listingId);
      if (!listing) throw new NotFoundError('We could not find this listing.');
      if (visitor.isBot || accountId === listing.ownerId) return false;
      return repository.transaction((queries) =>
        queries.recordView(listing, visitor.day, visitor.key),
      );
    },

    /** Counts a product put into a cart on the day it happened (a `cart.item_added` subscriber). */
    async countCartAdd(
      tx: Queryable,
      added: { listingId: string; sellerId: string; at: Date },
    ): Promise<void> {
      await repository
        .within(tx)
        .addToDay(added.listingId, added.sellerId, added.at.toISOString().slice(0, 10), {
          cartAdds: 1,
        });
    },

    /** The analytics beacon: the account was active now (written at most once a minute). */
    lastVisited: (accountId: string) =>
      repository.touchLastVisit(accountId, clock.now(), LAST_VISIT_GAP_SECONDS),

    /** Forgets who viewed what more than a week ago (a daily job). */
    purgeOldVisits: () =>
      repository.purgeVisitsBefore(
        addDays(clock.now().toISOString().slice(0, 10), -VIEW_VISITS_KEPT_DAYS),
      ),
  };
}
