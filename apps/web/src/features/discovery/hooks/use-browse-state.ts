'use client';

import { useAddressFilters, type FiltersChange } from '@/lib/use-address-filters';
import { browseSearchParams, readBrowseState, type BrowseState } from '../browse-state';

interface ChangeOptions {
  /** Replace the current history entry (typing) instead of adding one (a chosen filter). */
  replace?: boolean;
}

/**
 * A result page's state in its address. Changes go through the History API, which Next's router
 * follows (`useSearchParams` updates): the results refetch in the browser without rendering the
 * page on the server again, and Back returns to the previous filters. A change applies to the
 * state the address holds when it is made, so two quick changes (a minimum applied on Tab, then
 * a maximum on Enter before the page rendered again) both stay.
 */
export function useBrowseState(): [
  BrowseState,
  (change: FiltersChange<BrowseState>, options?: ChangeOptions) => void,
] {
  const { filters: state, applyFilters } = useAddressFilters(readBrowseState, browseSearchParams);
  return [state, (change, { replace = false } = {}) => applyFilters(change, { push: !replace })];
}
