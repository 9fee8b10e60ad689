import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once with the last value after the calls pause for the delay', () => {
    const run = vi.fn();
    const debounced = debounce(run, 300);
    debounced('b');
    vi.advanceTimersByTime(200);
    debounced('ba');
    vi.advanceTimersByTime(200);
    debounced('bag');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('bag');
  });

  it('drops a pending call on cancel', () => {
    const run = vi.fn();
    const debounced = debounce(run, 300);
    debounced('bike');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs a pending call at once on flush, and only once', () => {
    const run = vi.fn();
    const debounced = debounce(run, 300);
    debounced('lamp');
    debounced.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith('lamp');
    vi.advanceTimersByTime(1000);
    debounced.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
