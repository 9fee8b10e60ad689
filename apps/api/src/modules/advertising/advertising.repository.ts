import type { Queryable } from '../../db/client';
import { adSlotQueries } from './ad-slot.queries';
import { campaignQueries } from './campaign.queries';
import { impressionQueries } from './impression.queries';
import { spendQueries } from './spend.queries';

export type { CampaignRow } from './campaign.queries';

/** Every query of advertising, on the database or in a transaction; one file per group. */
function queries(db: Queryable) {
  return {
    ...campaignQueries(db),
    ...adSlotQueries(db),
    ...impressionQueries(db),
    ...spendQueries(db),
  };
}

export type AdvertisingQueries = ReturnType<typeof queries>;

export function createAdvertisingRepository(db: Queryable) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction, with the queries bound to it (and the transaction, for its events). */
    transaction<T>(work: (queries: AdvertisingQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx), tx));
    },
  };
}

export type AdvertisingRepository = ReturnType<typeof createAdvertisingRepository>;
