import {
  type AdvertisingPlacement,
  type AdvertisingState,
  type MarketplaceSection,
} from '@bazaar/contracts';

export interface CampaignFilters {
  placement?: AdvertisingPlacement;
  state?: AdvertisingState;
}

/** Query keys of the advertising feature: every key starts with `['advertising', 'campaigns']`. */
export const advertisingKeys = {
  all: ['advertising', 'campaigns'] as const,
  list: (filters: CampaignFilters) => [...advertisingKeys.all, 'list', filters] as const,
  promotable: (section: MarketplaceSection) =>
    [...advertisingKeys.all, 'promotable', section] as const,
};
