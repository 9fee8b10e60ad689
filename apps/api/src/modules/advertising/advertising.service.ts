import { systemClock, type Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../domain-events';
import type { LedgerService } from '../ledger';
import type { ListingsService } from '../listings';
import { createAdSlots } from './ad-slots';
import type { AdvertisingRepository } from './advertising.repository';
import { createCampaignViews } from './campaign-views';
import { createCampaignChanges } from './change-campaign';
import { createChargeSpend } from './charge-spend';
import { createCounting } from './counting';
import { createPromoteListing } from './promote-listing';
import { createStopCampaign } from './stop-campaign';

export interface AdvertisingServiceDependencies {
  repository: AdvertisingRepository;
  ledger: Pick<LedgerService, 'charge' | 'balanceOf'>;
  listings: Pick<ListingsService, 'coverPictures'>;
  events: Pick<DomainEventPublisher, 'publish' | 'deliver'>;
  clock?: Clock;
  /** The api's key (the access-token key): impression tokens are signed with it. */
  secret: string;
}

export function createAdvertisingService({
  repository,
  ledger,
  listings,
  events,
  clock = systemClock,
  secret,
}: AdvertisingServiceDependencies) {
  const { list, one } = createCampaignViews({ repository, clock });
  const stopCampaign = createStopCampaign({ repository, events, clock });
  const counting = createCounting({
    repository,
    ledger,
    clock,
    secret,
    stopForBalance: (campaignId) => stopCampaign(campaignId, 'balance', null, null),
  });

  return {
    list,
    create: createPromoteListing({ repository, ledger, clock, one }),
    ...createCampaignChanges({ repository, ledger, clock, one, stopCampaign }),
    slots: createAdSlots({ repository, listings, clock }),
    recordViews: counting.recordViews,
    recordClick: counting.recordClick,
    purgeUsedTokens: counting.purgeUsedTokens,
    chargeSpend: createChargeSpend({ repository, ledger, stopCampaign }),
  };
}

export type AdvertisingService = ReturnType<typeof createAdvertisingService>;
