import { describe, expect, it } from 'vitest';
import { serviceSchedule } from '@bazaar/contracts';
import { defaultSchedule } from './schedule-dialog';
import { priceMinorOf } from './slot-dialog';

describe("a new service's schedule", () => {
  it('is one the api accepts', () => {
    expect(serviceSchedule.safeParse(defaultSchedule('Europe/Berlin')).success).toBe(true);
  });
});

describe('priceMinorOf', () => {
  it('reads a typed price as minor units, comma or point', () => {
    expect(priceMinorOf('12.50')).toBe(1250);
    expect(priceMinorOf('12,5')).toBe(1250);
    expect(priceMinorOf('0.1')).toBe(10);
  });

  it('is null when empty, negative or not a number: the listing price applies', () => {
    expect(priceMinorOf('')).toBeNull();
    expect(priceMinorOf('-3')).toBeNull();
    expect(priceMinorOf('ten')).toBeNull();
  });
});
