'use client';

import { useEffect, useMemo } from 'react';
import { showGlobalError } from '@/lib/query/global-error-display';
import { fromPageError, type PageError } from '@/lib/query/page-error';

/**
 * Sends a failure a server page carried in its props to the global error display (a toast, or
 * the alert dialog for FORBIDDEN_COMMON), once: the error is marked handled when shown.
 */
export function usePageError(error: PageError | null | undefined): void {
  // One ApiError per page error, so a repeated effect (React's strict mode) sees it handled.
  const apiError = useMemo(() => (error ? fromPageError(error) : null), [error]);
  useEffect(() => {
    if (apiError) showGlobalError(apiError);
  }, [apiError]);
}

/** The component form of usePageError, for server pages: `<PageErrorDisplay error={failure} />`. */
export function PageErrorDisplay({ error }: { error: PageError | null | undefined }) {
  usePageError(error);
  return null;
}
