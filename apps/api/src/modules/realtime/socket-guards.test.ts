import { describe, expect, it } from 'vitest';
import { eventBudget, socketCounter } from './socket-guards';

describe('socketCounter', () => {
  it('admits a key’s sockets up to its limit, and one more once one is given back', () => {
    const counter = socketCounter(2);
    expect(counter.add('a')).toBe(true);
    expect(counter.add('a')).toBe(true);
    expect(counter.add('a')).toBe(false);
    expect(counter.add('b')).toBe(true);
    counter.remove('a');
    expect(counter.add('a')).toBe(true);
    counter.remove('b');
    expect(counter.count('b')).toBe(0);
  });
});

describe('eventBudget', () => {
  it('accepts a burst, drops what follows, and asks to disconnect a whole burst later', () => {
    const take = eventBudget({ perSecond: 10, burst: 5 });
    const verdicts = Array.from({ length: 10 }, () => take(1_000));
    expect(verdicts).toEqual([
      ...Array<string>(5).fill('accept'),
      ...Array<string>(4).fill('drop'),
      'disconnect',
    ]);
  });

  it('refills at its rate, and a dropped event costs a token too', () => {
    const take = eventBudget({ perSecond: 10, burst: 2 });
    expect([take(0), take(0), take(0)]).toEqual(['accept', 'accept', 'drop']);
    // 100 ms refill one token, which the dropped event owed.
    expect(take(100)).toBe('drop');
    expect(take(300)).toBe('accept');
    // A sender that keeps within its rate is never refused.
    expect(Array.from({ length: 20 }, (_, i) => take(400 + i * 100))).not.toContain('drop');
  });
});
