import { describe, expect, it } from 'vitest';
import { typingGate } from './chat.live';

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
