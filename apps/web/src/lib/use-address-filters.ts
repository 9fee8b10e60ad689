'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { writeAddressQuery } from './browser-address';

/** A change of filters: the fields that change, or the next filters made from the current ones. */
export type FiltersChange<F> = Partial<F> | ((current: F) => F);

export interface FiltersChangeOptions {
  /** Add a history entry, so Back returns to the filters before, instead of replacing this one. */
  push?: boolean;
}

/**
 * Filters kept in the page's address. A change applies to the filters the address holds when it
 * is made, not to those of the last render: two changes in quick succession (a status chosen,
 * then an order number entered before the list rendered again) both stay.
 *
 * `parse` and `serialize` should keep their identity between renders (module functions, or
 * `useCallback`).
 */
export function useAddressFilters<F extends object>(
  parse: (params: URLSearchParams) => F,
  serialize: (filters: F) => URLSearchParams,
) {
  const queryString = useSearchParams().toString();
  const filters = useMemo(() => parse(new URLSearchParams(queryString)), [queryString, parse]);
  const applyFilters = (change: FiltersChange<F>, { push = false }: FiltersChangeOptions = {}) => {
    const current = parse(new URLSearchParams(window.location.search));
    writeAddressQuery(
      serialize(typeof change === 'function' ? change(current) : { ...current, ...change }),
      { push },
    );
  };
  return { filters, applyFilters };
}
