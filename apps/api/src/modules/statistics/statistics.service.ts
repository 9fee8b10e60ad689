import type { Queryable } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { createActivityCounting } from './count-activity';
import {
  createListingStatistics,
  type OrderFigures,
  type PromotionFigures,
} from './listing-statistics';
import { createMarketplaceStatistics, type MarketplaceSources } from './marketplace-statistics';
import type { StatisticsRepository } from './statistics.repository';

export type { OrderFigures, PromotionFigures } from './listing-statistics';
export type { MarketplaceSources } from './marketplace-statistics';

export interface StatisticsServiceDependencies {
  repository: StatisticsRepository;
  /** Where the read models of orders and advertising read from. */
  db: Queryable;
  orderFigures: OrderFigures;
  promotionFigures: PromotionFigures;
  marketplaceSources: MarketplaceSources;
  clock?: Clock;
}

export function createStatisticsService({
  repository,
  db,
  orderFigures,
  promotionFigures,
  marketplaceSources,
  clock = systemClock,
}: StatisticsServiceDependencies) {
  return {
    ...createMarketplaceStatistics({ db, marketplaceSources, clock }),
    ...createActivityCounting({ repository, clock }),
    ...createListingStatistics({ repository, db, orderFigures, promotionFigures, clock }),
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
