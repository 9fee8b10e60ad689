import type { Clock } from '../lib/clock';

/** A clock a test moves by hand: expiry is tested by advancing it, never by sleeping. */
export interface TestClock extends Clock {
  advance(milliseconds: number): void;
  advanceSeconds(seconds: number): void;
  /** Back to the real time. */
  reset(): void;
}

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(milliseconds) {
      offsetMs += milliseconds;
    },
    advanceSeconds(seconds) {
      offsetMs += seconds * 1000;
    },
    reset() {
      offsetMs = 0;
    },
  };
}
