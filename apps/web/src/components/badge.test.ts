import { describe, expect, it } from 'vitest';
import { badgeDisplay } from './badge';

describe('badgeDisplay', () => {
  it('hides the badge for null, undefined and zero', () => {
    for (const count of [null, undefined, 0]) {
      expect(badgeDisplay(count)).toMatchObject({ invisible: true, badgeContent: '' });
      expect(badgeDisplay(count, 'dot').invisible).toBe(true);
    }
  });

  it('shows the count up to 99 and 99+ above', () => {
    expect(badgeDisplay(1)).toEqual({ badgeContent: '1', invisible: false, variant: 'standard' });
    expect(badgeDisplay(99).badgeContent).toBe('99');
    expect(badgeDisplay(100).badgeContent).toBe('99+');
    expect(badgeDisplay(4_000).badgeContent).toBe('99+');
  });

  it('shows a dot without a number for the dot type', () => {
    expect(badgeDisplay(3, 'dot')).toEqual({ badgeContent: '', invisible: false, variant: 'dot' });
  });
});
