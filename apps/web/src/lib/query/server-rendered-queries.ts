import { type Query, type QueryCache } from '@tanstack/react-query';

/**
 * Follows which queries of a browser client still hold the data the server rendered the page with
 * (ADR 0036). A query counts from the moment it is hydrated into the cache until nothing on the
 * page shows it any more or it is invalidated; from then on it is browser data like any other.
 * Answers whether a query counts.
 */
export function trackServerRenderedQueries(queryCache: QueryCache): (query: Query) => boolean {
  const rendered = new WeakSet<Query>();
  queryCache.subscribe((event) => {
    const { query } = event;
    // Only `hydrate` builds a query that holds data already (or `initialData`, which is not the server's).
    if (
      event.type === 'added' &&
      query.state.data !== undefined &&
      query.options.initialData === undefined
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
  return (query) => rendered.has(query) && !query.state.isInvalidated;
}
