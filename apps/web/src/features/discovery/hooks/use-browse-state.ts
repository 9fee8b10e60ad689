'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { browseHref, readBrowseState, type BrowseState } from '../browse-state';

interface ChangeOptions {
  /** Replace the current history entry (typing) instead of adding one (a chosen filter). */
  replace?: boolean;
}

/**
 * A result page's state in its address. Changes go through the History API, which Next's router
 * follows (`useSearchParams` updates): the results refetch in the browser without rendering the
 * page on the server again, and Back returns to the previous filters.
 */
export function useBrowseState(): [
  BrowseState,
  (next: BrowseState, options?: ChangeOptions) => void,
] {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const state = useMemo(() => readBrowseState(searchParams), [searchParams]);
  const change = useCallback(
    (next: BrowseState, { replace = false }: ChangeOptions = {}) => {
      const href = browseHref(pathname, next);
      if (replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
    },
    [pathname],
  );
  return [state, change];
}
