import { describe, expect, it } from 'vitest';
import { badgeLabel } from './badge';

describe('badgeLabel', () => {
  it('shows nothing for null, undefined and zero', () => {
    expect(badgeLabel(null)).toBeNull();
    expect(badgeLabel(undefined)).toBeNull();
    expect(badgeLabel(0)).toBeNull();
  });

  it('shows the count up to 99', () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
  });

  it('caps at 99+ above 99', () => {
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(12_345)).toBe('99+');
  });

  it('shows a dot without a number for the dot variant', () => {
    expect(badgeLabel(7, 'dot')).toBe('');
    expect(badgeLabel(0, 'dot')).toBeNull();
  });
});
