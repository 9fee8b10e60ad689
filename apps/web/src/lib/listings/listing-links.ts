import { divisionOf, type MarketplaceSection } from '@bazaar/contracts';

/** The division's home: `/shophub`, `/flea-market`, `/auto-market`, … */
export function divisionHref(section: MarketplaceSection): string {
  return `/${divisionOf(section).routeWord}`;
}

/** A listing's page: `/<route word>/item/<id>`. */
export function listingHref(section: MarketplaceSection, id: string): string {
  return `${divisionHref(section)}/item/${encodeURIComponent(id)}`;
}
