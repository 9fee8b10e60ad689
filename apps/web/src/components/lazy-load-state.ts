/** Where a lazily loaded part of the page stands (spec §2 "Lazy-load wrapper"). */
export type LazyLoadState<T> =
  | { status: 'loading'; attempt: number }
  | { status: 'loaded'; value: T; attempt: number }
  | { status: 'failed'; error: unknown; attempt: number };

export type LazyLoadEvent<T> =
  | { type: 'resolved'; value: T; attempt: number }
  | { type: 'rejected'; error: unknown; attempt: number }
  | { type: 'reload' };

export function initialLazyLoadState<T>(cached?: T): LazyLoadState<T> {
  return cached === undefined
    ? { status: 'loading', attempt: 0 }
    : { status: 'loaded', value: cached, attempt: 0 };
}

/**
 * Loading, then loaded or failed; 'Reload' starts a new attempt. An answer of an earlier attempt
 * (one that arrives after a reload) is ignored, so a slow failure cannot hide a later success.
 */
export function lazyLoadReducer<T>(
  state: LazyLoadState<T>,
  event: LazyLoadEvent<T>,
): LazyLoadState<T> {
  switch (event.type) {
    case 'reload':
      return state.status === 'failed' ? { status: 'loading', attempt: state.attempt + 1 } : state;
    case 'resolved':
      return event.attempt === state.attempt
        ? { status: 'loaded', value: event.value, attempt: state.attempt }
        : state;
    case 'rejected':
      return event.attempt === state.attempt && state.status === 'loading'
        ? { status: 'failed', error: event.error, attempt: state.attempt }
        : state;
  }
}
