import { matchQuery, type Query, type QueryCache, type QueryFilters } from '@tanstack/react-query';

/** Follows which queries of a browser client still hold the data the server rendered the page with. */
export interface ServerRenderedQueries {
  /** Whether the query still shows the server's data, so its first mount need not fetch it. */
  holds(query: Query): boolean;
  /**
   * This tab changed what the matching queries show (it invalidated them): a page rendered on the
   * server from now on may have been rendered before the change landed, so its data for them is
   * fetched again like any browser data.
   */
  changed(filters: QueryFilters): void;
}

/**
 * ADR 0036. A query counts from the moment it is hydrated into the cache until nothing on the
 * page shows it any more or it is invalidated; from then on it is browser data like any other.
 * A query the tab invalidated before (even while it was not in the cache: a sign-in hands the
 * visitor's comparison to the account while the next page renders) never counts.
 */
export function trackServerRenderedQueries(queryCache: QueryCache): ServerRenderedQueries {
  const rendered = new WeakSet<Query>();
  // Keyed by the filters' key, so repeated invalidations of the same lists keep one entry.
  const changedSince = new Map<string, QueryFilters>();
  queryCache.subscribe((event) => {
    const { query } = event;
    // Only `hydrate` builds a query that holds data already (or `initialData`, which is not the server's).
    if (
      event.type === 'added' &&
      query.state.data !== undefined &&
      query.options.initialData === undefined &&
      ![...changedSince.values()].some((filters) => matchQuery(filters, query))
    ) {
      rendered.add(query);
    }
    if (event.type === 'observerRemoved' && query.getObserversCount() === 0) {
      // React's StrictMode unmounts and mounts every component again at once in development:
      // only a query that stays without observers has left the page.
      queueMicrotask(() => {
        if (query.getObserversCount() === 0) rendered.delete(query);
      });
    }
  });
  return {
    holds: (query) => rendered.has(query) && !query.state.isInvalidated,
    changed: ({ queryKey, exact, predicate }) => {
      // A predicate cannot be kept apart from others: it counts as a change of everything.
      const filters: QueryFilters = predicate || !queryKey ? {} : { queryKey, exact };
      changedSince.set(JSON.stringify([filters.queryKey ?? null, filters.exact ?? false]), filters);
    },
  };
}
