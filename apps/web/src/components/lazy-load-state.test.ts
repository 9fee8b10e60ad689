import { describe, expect, it } from 'vitest';
import { initialLazyLoadState, lazyLoadReducer, type LazyLoadState } from './lazy-load-state';

type State = LazyLoadState<string>;

describe('lazy-load wrapper', () => {
  it('starts loading, or loaded when the part was loaded before', () => {
    expect(initialLazyLoadState<string>()).toEqual({ status: 'loading', attempt: 0 });
    expect(initialLazyLoadState('part')).toEqual({ status: 'loaded', value: 'part', attempt: 0 });
  });

  it('shows the part once loaded', () => {
    const state = lazyLoadReducer<string>(initialLazyLoadState(), {
      type: 'resolved',
      value: 'part',
      attempt: 0,
    });
    expect(state).toEqual({ status: 'loaded', value: 'part', attempt: 0 });
  });

  it("fails with the error, and 'Reload' tries again", () => {
    const error = new Error('Loading chunk 7 failed');
    const failed = lazyLoadReducer<string>(initialLazyLoadState(), {
      type: 'rejected',
      error,
      attempt: 0,
    });
    expect(failed).toEqual({ status: 'failed', error, attempt: 0 });
    const reloading = lazyLoadReducer(failed, { type: 'reload' });
    expect(reloading).toEqual({ status: 'loading', attempt: 1 });
    expect(lazyLoadReducer(reloading, { type: 'resolved', value: 'part', attempt: 1 })).toEqual({
      status: 'loaded',
      value: 'part',
      attempt: 1,
    });
  });

  it('ignores answers of an earlier attempt', () => {
    const reloading: State = { status: 'loading', attempt: 1 };
    expect(lazyLoadReducer(reloading, { type: 'rejected', error: 'late', attempt: 0 })).toBe(
      reloading,
    );
    expect(lazyLoadReducer(reloading, { type: 'resolved', value: 'old', attempt: 0 })).toBe(
      reloading,
    );
  });

  it('reloads only after a failure', () => {
    const loaded: State = { status: 'loaded', value: 'part', attempt: 0 };
    expect(lazyLoadReducer(loaded, { type: 'reload' })).toBe(loaded);
  });
});
