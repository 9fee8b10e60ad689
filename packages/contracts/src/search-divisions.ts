import { localMarketSections, marketTypes, type MarketplaceSection } from './enums';
import { isSearchEnabled } from './search';

/**
 * The tabs of /search, one search call each: the spec's three (catalog, flea market, services,
 * §1) first, then Food, Automarket and Property, whose pages suggest their listings in the top
 * bar too: whatever a suggestion shows, Enter finds on that division's tab.
 */
export const searchDivisions = [
  ...marketTypes,
  ...localMarketSections,
] as const satisfies readonly MarketplaceSection[];
export type SearchDivision = (typeof searchDivisions)[number];

/**
 * The division cross-search is skipped for (spec §7): it answers empty lists. Services are
 * found by place and availability, not by product names, so the top bar offers no product or
 * category suggestions for them; the Services tab of /search still searches them.
 */
export const CROSS_SEARCH_SKIPPED_DIVISION = 'services' satisfies MarketplaceSection;

/** Whether the top bar asks for cross-search: a non-blank text, not the skipped division. */
export function isCrossSearchEnabled(division: MarketplaceSection, text: string): boolean {
  return division !== CROSS_SEARCH_SKIPPED_DIVISION && isSearchEnabled(text);
}
