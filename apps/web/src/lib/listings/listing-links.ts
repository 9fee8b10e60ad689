import { divisionOf, type MarketplaceSection } from '@bazaar/contracts';

/** The division's home: `/shophub`, `/flea-market`, `/auto-market`, … */
export function divisionHref(section: MarketplaceSection): string {
  return `/${divisionOf(section).routeWord}`;
}

/** A listing's page: `/<route word>/item/<id>`. */
export function listingHref(section: MarketplaceSection, id: string): string {
  return `${divisionHref(section)}/item/${encodeURIComponent(id)}`;
}

/** A catalog node's showroom (its children and listings): `/<route word>/showroom/<node id>`. */
export function showroomHref(section: MarketplaceSection, nodeId: string): string {
  return `${divisionHref(section)}/showroom/${encodeURIComponent(nodeId)}`;
}

/**
 * A section's result page, `/<route word>/<section slug>`, with the address query of what it
 * shows (search, category, node, filters, sort, map), when there is one.
 */
export function sectionHref(section: MarketplaceSection, slug: string, query = ''): string {
  const path = `${divisionHref(section)}/${encodeURIComponent(slug)}`;
  return query ? `${path}?${query}` : path;
}

/** The catalog node a new listing starts in, and the listing whose copy prefills it (spec §2). */
export interface AddListingOptions {
  similarProduct?: string;
  section?: string;
  category?: string;
  subcategory?: string;
}

/** The add form of a division: `/<route word>/add-product?similarProduct=…&section=…`. */
export function addListingHref(
  section: MarketplaceSection,
  options: AddListingOptions = {},
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options)) {
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return `${divisionHref(section)}/add-product${search ? `?${search}` : ''}`;
}

/** The edit form of a listing: `/<route word>/edit-product/<id>`. */
export function editListingHref(section: MarketplaceSection, id: string): string {
  return `${divisionHref(section)}/edit-product/${encodeURIComponent(id)}`;
}

/** A seller's public page. */
export function sellerHref(ownerId: string): string {
  return `/seller/${encodeURIComponent(ownerId)}`;
}

/** The newest Flea Market ads: `/flea-market/latest-ads`. */
export function latestAdsHref(): string {
  return `${divisionHref('flea-market')}/latest-ads`;
}
