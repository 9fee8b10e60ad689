import { describe, expect, it } from 'vitest';
import { accountEventLimit, typingGate } from './chat.live';

describe('typingGate', () => {
  it('relays the first typing signal of a conversation, then none until the wait has passed', () => {
    const gate = typingGate(3_000);
    expect(gate('a', 10_000)).toBe(true);
    expect(gate('a', 11_000)).toBe(false);
    expect(gate('a', 12_999)).toBe(false);
    expect(gate('b', 12_999)).toBe(true);
    expect(gate('a', 13_000)).toBe(true);
  });
});

describe('accountEventLimit', () => {
  it('allows each account its limit per window, then refuses until the window has passed', () => {
    const within = accountEventLimit({ limit: 2, windowMs: 60_000 });
    expect(within('a', 0)).toBe(true);
    expect(within('a', 1_000)).toBe(true);
    expect(within('a', 2_000)).toBe(false);
    expect(within('b', 2_000)).toBe(true);
    expect(within('a', 59_999)).toBe(false);
    expect(within('a', 60_000)).toBe(true);
  });
});
