import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { browserQueryDefaults } from '@bazaar/contracts';

export type QueryErrorHandler = (error: unknown, meta?: Record<string, unknown>) => void;

/**
 * The browser's query client (spec §9, first set): no retries, refetch on mount and reconnect but
 * not on focus, stale at once, unused data kept 10 minutes. Every failure goes to `onError`.
 */
export function createBrowserQueryClient(onError: QueryErrorHandler): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: browserQueryDefaults.retry,
        refetchOnMount: browserQueryDefaults.refetchOnMount,
        refetchOnReconnect: browserQueryDefaults.refetchOnReconnect,
        refetchOnWindowFocus: browserQueryDefaults.refetchOnWindowFocus,
        staleTime: browserQueryDefaults.staleTime,
        gcTime: browserQueryDefaults.gcTime,
      },
      mutations: { retry: false },
    },
  });
}
