import { describe, expect, it } from 'vitest';
import { fromLocalInput, listingIdFrom, toLocalInput } from './schedule-input';

describe('schedule inputs', () => {
  it('round-trips a moment through the local date-time input', () => {
    const iso = new Date(2030, 4, 1, 9, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2030-05-01T09:30');
    expect(fromLocalInput('2030-05-01T09:30')).toBe(iso);
  });

  it('keeps an empty side open', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });

  it('finds the listing id in a pasted item address', () => {
    const id = '0b9d7a52-5d2c-4d0f-9a55-5d4f5e1f2a10';
    expect(listingIdFrom(`https://bazaar.example/shophub/${id}?x=1`)).toBe(id);
    expect(listingIdFrom(` ${id.toUpperCase()} `)).toBe(id);
    expect(listingIdFrom('not an id')).toBe('not an id');
  });
});
