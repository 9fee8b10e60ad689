import {
  marketplaceSections,
  moderationFlags,
  moderationStates,
  type MarketplaceSection,
  type ModerationFlag,
} from '@bazaar/contracts';
import { oneOf } from '@/lib/search/page-params';

/** The page's sections: the listings' queue (default) and the reported reviews (ADR 0061). */
export const moderationTabs = ['listings', 'reviews'] as const;
export type ModerationTab = (typeof moderationTabs)[number];

export const queueStates = ['open', ...moderationStates, 'all'] as const;
export type QueueState = (typeof queueStates)[number];

/** What `/profile/requests-for-revisions` keeps in its address, so a view can be shared. */
export interface ModerationFilters {
  tab: ModerationTab;
  state: QueueState;
  flag?: ModerationFlag;
  section?: MarketplaceSection;
  /** The listing whose moderation panel is open. */
  listing?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters an address asks for; anything malformed is left out rather than refused. */
export function moderationFiltersFrom(params: URLSearchParams): ModerationFilters {
  const listing = params.get('listing');
  return {
    tab: oneOf(moderationTabs, params.get('tab')) ?? 'listings',
    state: oneOf(queueStates, params.get('state')) ?? 'open',
    flag: oneOf(moderationFlags, params.get('flag')),
    section: oneOf(marketplaceSections, params.get('section')),
    listing: listing && UUID.test(listing) ? listing : undefined,
  };
}

/** The address query of some filters, defaults left out. */
export function moderationFiltersToParams(filters: ModerationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'listings') params.set('tab', filters.tab);
  if (filters.state !== 'open') params.set('state', filters.state);
  if (filters.flag) params.set('flag', filters.flag);
  if (filters.section) params.set('section', filters.section);
  if (filters.listing) params.set('listing', filters.listing);
  return params;
}
