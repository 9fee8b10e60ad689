import {
  divisionByRouteWord,
  divisionOf,
  divisions,
  mayEditListingsOf,
  type AdminListingsQuery,
  type MarketplaceSection,
  type OwnerListingsQuery,
} from '@bazaar/contracts';
import { isAccountId } from '@/lib/forms/account-id';
import { type ReadableParams } from '@/lib/search/page-params';

/**
 * The filters of "Manage My Listings", "My Ads" and the administrators' "Items", as they live in
 * the page's address (spec §2 parameter names `section` and `search`), so a reload or a shared
 * link shows the same view.
 */

/** What the status filter offers; each maps to the api's status and draft state filters. */
export const listingStatusFilters = ['all', 'active', 'paused', 'blocked', 'drafts'] as const;
export type ListingStatusFilter = (typeof listingStatusFilters)[number];

/** The account types with listings of their own (spec §6: sellers and buyers). */
export type ListingOwnerType = 'SELLER' | 'BUYER';

export const SEARCH_MAX_CHARS = 200;

/** The divisions an account lists in, in the marketplace's order. */
export function ownerSections(accountType: ListingOwnerType): MarketplaceSection[] {
  return divisions
    .map((division) => division.section)
    .filter((section) => mayEditListingsOf(section, accountType));
}

function statusFilterOf(value: string | null): ListingStatusFilter {
  return (listingStatusFilters as readonly string[]).includes(value ?? '')
    ? (value as ListingStatusFilter)
    : 'all';
}

function searchOf(value: string | null): string {
  return (value ?? '').trim().slice(0, SEARCH_MAX_CHARS);
}

/** A division from its route word (`shophub`, `auto-market`, …) or null. */
function sectionOf(value: string | null): MarketplaceSection | null {
  return value ? (divisionByRouteWord(value)?.section ?? null) : null;
}

/** The status filter as the api's query: "active" means published and live, "drafts" unsent. */
export function statusFilterQuery(
  status: ListingStatusFilter,
): Pick<OwnerListingsQuery, 'status' | 'draft_state'> {
  switch (status) {
    case 'all':
      return {};
    case 'active':
      return { status: 'active', draft_state: 'sent' };
    case 'paused':
      return { status: 'paused' };
    case 'blocked':
      return { status: 'blocked' };
    case 'drafts':
      return { draft_state: 'draft' };
  }
}

// ---------------------------------------------------------------------------------------------
// The owner's pages: one division tab at a time.

export interface OwnerListingFilters {
  section: MarketplaceSection;
  status: ListingStatusFilter;
  /** Words of the title; empty for none. */
  search: string;
}

/** The owner's filters an address asks for; a division the account cannot list in falls back. */
export function ownerFiltersFromSearchParams(
  params: ReadableParams,
  accountType: ListingOwnerType,
): OwnerListingFilters {
  const sections = ownerSections(accountType);
  const section = sectionOf(params.get('section'));
  return {
    section: section && sections.includes(section) ? section : sections[0]!,
    status: statusFilterOf(params.get('status')),
    search: searchOf(params.get('search')),
  };
}

/** The address query of the owner's filters: the division by its route word, defaults left out. */
export function ownerFiltersToSearchParams(filters: OwnerListingFilters): URLSearchParams {
  const params = new URLSearchParams({ section: divisionOf(filters.section).routeWord });
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.search) params.set('search', filters.search);
  return params;
}

export function ownerListingsApiQuery(
  filters: OwnerListingFilters,
): Omit<OwnerListingsQuery, 'limit' | 'cursor'> {
  return { ...statusFilterQuery(filters.status), search: filters.search || undefined };
}

// ---------------------------------------------------------------------------------------------
// Administrators: every listing, any division.

export interface AdminListingFilters {
  /** null: every division. */
  section: MarketplaceSection | null;
  status: ListingStatusFilter;
  /** Only this owner's listings (their account id); null for everyone's. */
  owner: string | null;
  search: string;
}

export const emptyAdminFilters: AdminListingFilters = {
  section: null,
  status: 'all',
  owner: null,
  search: '',
};

export function adminFiltersFromSearchParams(params: ReadableParams): AdminListingFilters {
  const owner = params.get('owner')?.trim().toLowerCase() ?? '';
  return {
    section: sectionOf(params.get('section')),
    status: statusFilterOf(params.get('status')),
    owner: isAccountId(owner) ? owner : null,
    search: searchOf(params.get('search')),
  };
}

export function adminFiltersToSearchParams(filters: AdminListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.section) params.set('section', divisionOf(filters.section).routeWord);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.owner) params.set('owner', filters.owner);
  if (filters.search) params.set('search', filters.search);
  return params;
}

export function hasAdminFilters(filters: AdminListingFilters): boolean {
  return adminFiltersToSearchParams(filters).toString() !== '';
}

export function adminListingsApiQuery(
  filters: AdminListingFilters,
): Omit<AdminListingsQuery, 'limit' | 'cursor'> {
  return {
    ...statusFilterQuery(filters.status),
    section: filters.section ?? undefined,
    owner: filters.owner ?? undefined,
    search: filters.search || undefined,
  };
}
