import { describe, expect, it } from 'vitest';
import {
  MAX_PER_HUNDRED_PER_SECOND,
  MESSAGES_PER_ACCOUNT_MINUTE,
  sendOffsetsMs,
} from './send-schedule';

const allOffsets = (clients: number, rate: number, seconds: number) =>
  Array.from({ length: clients }, (_, client) => sendOffsetsMs(client, clients, rate, seconds));

describe('sendOffsetsMs', () => {
  it('sends 10 a second per 100 clients: 2,000 clients send 200 a second, each every 10 s', () => {
    const offsets = allOffsets(2_000, 10, 60);
    expect(offsets.flat()).toHaveLength(200 * 60);
    for (const client of offsets) {
      expect(client).toHaveLength(6);
      expect(client.slice(1).map((at, k) => at - client[k]!)).toEqual([
        10_000, 10_000, 10_000, 10_000, 10_000,
      ]);
    }
  });

  it('spreads the clients evenly over the interval, so the total rate is even', () => {
    const sorted = allOffsets(2_000, 10, 60)
      .flat()
      .sort((a, b) => a - b);
    const gaps = new Set(sorted.slice(1).map((at, index) => at - sorted[index]!));
    expect([...gaps]).toEqual([5]);
    expect(sorted[0]).toBe(0);
    expect(sorted.at(-1)).toBeLessThan(60_000);
  });

  it('keeps every client within the per-account limit at the highest rate allowed', () => {
    expect(MAX_PER_HUNDRED_PER_SECOND).toBe(50);
    for (const client of allOffsets(100, MAX_PER_HUNDRED_PER_SECOND, 60)) {
      expect(client.length).toBeLessThanOrEqual(MESSAGES_PER_ACCOUNT_MINUTE);
    }
  });

  it('sends nothing at or after the end', () => {
    expect(sendOffsetsMs(99, 100, 10, 10)).toEqual([9_900]);
    expect(sendOffsetsMs(99, 100, 10, 9.9)).toEqual([]);
  });
});
