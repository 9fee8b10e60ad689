import { describe, expect, it } from 'vitest';
import { TOP_UP_WAIT_MS, checkoutReturnState } from './checkout-return';

const paid = { outcome: 'paid', sessionId: 'cs_test_1', failed: false, waitedMs: 0 };

describe('checkoutReturnState', () => {
  it('says the payment is being confirmed until the top-up is credited, never paid before', () => {
    expect(checkoutReturnState({ ...paid, status: undefined })).toBe('confirming');
    expect(checkoutReturnState({ ...paid, status: 'pending', waitedMs: 10_000 })).toBe(
      'confirming',
    );
    expect(checkoutReturnState({ ...paid, status: 'credited', waitedMs: 10_000 })).toBe('paid');
  });

  it('says it may take a few minutes after a minute, or when the status cannot be read', () => {
    expect(checkoutReturnState({ ...paid, status: 'pending', waitedMs: TOP_UP_WAIT_MS })).toBe(
      'slow',
    );
    expect(checkoutReturnState({ ...paid, status: undefined, failed: true })).toBe('slow');
    expect(checkoutReturnState({ ...paid, status: 'credited', waitedMs: TOP_UP_WAIT_MS * 2 })).toBe(
      'paid',
    );
  });

  it('tells a cancelled checkout, and nothing without one', () => {
    expect(
      checkoutReturnState({ ...paid, outcome: 'cancelled', sessionId: null, status: undefined }),
    ).toBe('cancelled');
    expect(checkoutReturnState({ ...paid, outcome: null, status: undefined })).toBeNull();
    expect(checkoutReturnState({ ...paid, sessionId: null, status: undefined })).toBe('paid');
  });
});
