import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryClientConfig,
  type QueryKey,
} from '@tanstack/react-query';
import { browserQueryDefaults } from '@bazaar/contracts';
import { isForbiddenError } from './global-error-handler';
import { type ServerRenderedQueries, trackServerRenderedQueries } from './server-rendered-queries';

export type QueryErrorHandler = (error: unknown, meta?: Record<string, unknown>) => void;

/**
 * Spec §8 "query errors are rethrown", in TanStack Query v5 terms: a query failure is never
 * swallowed — the query keeps the error and every caller awaiting it (fetchQuery, refetch,
 * suspense) receives it. A query that has no data yet and was refused with 403 FORBIDDEN is
 * rethrown to the route's error boundary (`throwOnError`), whose error view shows the no-access
 * view; the global toast skips it, since that view is its display. Every other failure is shown
 * once by the global handler, and components render their own fallback for `isError`.
 */
export function rethrowsToErrorBoundary(
  error: unknown,
  query: { state: { data: unknown } },
): boolean {
  return query.state.data === undefined && isForbiddenError(error);
}

/** A query client that tells the tracker of server-rendered data what this tab invalidated. */
class BrowserQueryClient extends QueryClient {
  readonly #serverRendered: ServerRenderedQueries;

  constructor(config: QueryClientConfig, serverRendered: ServerRenderedQueries) {
    super(config);
    this.#serverRendered = serverRendered;
  }

  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    this.#serverRendered.changed(filters ?? {});
    return super.invalidateQueries(filters, options);
  }
}

/**
 * The browser's query client (spec §9, first set): no retries, refetch on mount and reconnect but
 * not on focus, stale at once, unused data kept 10 minutes (`gcTime` overrides it for the
 * server's render of client components). Every failure goes to `onError`. Data the server
 * rendered the page with is not fetched again when the page first mounts it (ADR 0036).
 */
export function createBrowserQueryClient(
  onError: QueryErrorHandler,
  { gcTime = browserQueryDefaults.gcTime }: { gcTime?: number } = {},
): QueryClient {
  const queryCache = new QueryCache({
    onError: (error, query) => {
      if (!rethrowsToErrorBoundary(error, query)) onError(error, query.meta);
    },
  });
  const serverRendered = trackServerRenderedQueries(queryCache);
  return new BrowserQueryClient(
    {
      queryCache,
      mutationCache: new MutationCache({
        onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
      }),
      defaultOptions: {
        queries: {
          retry: browserQueryDefaults.retry,
          refetchOnMount: (query) =>
            serverRendered.holds(query) ? false : browserQueryDefaults.refetchOnMount,
          refetchOnReconnect: browserQueryDefaults.refetchOnReconnect,
          refetchOnWindowFocus: browserQueryDefaults.refetchOnWindowFocus,
          staleTime: browserQueryDefaults.staleTime,
          gcTime,
          throwOnError: rethrowsToErrorBoundary,
        },
        mutations: { retry: false },
      },
    },
    serverRendered,
  );
}
