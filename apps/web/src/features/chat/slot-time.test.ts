import { describe, expect, it } from 'vitest';
import { slotTimeText } from './slot-time';

describe('slotTimeText', () => {
  it('writes the time in the provider’s zone, whatever the reader’s', () => {
    expect(slotTimeText('2026-12-01T09:00:00.000Z', 'Europe/Berlin', 'en-GB')).toBe(
      'Tue 1 Dec, 10:00 CET',
    );
    expect(slotTimeText('2026-12-01T09:00:00.000Z', 'America/New_York', 'en-GB')).toMatch(
      /04:00 (EST|GMT-5)$/,
    );
  });
});
