import { describe, expect, it } from 'vitest';
import { isCurrentSection, mainMenuEntries } from './main-menu-entries';

describe('main menu entries', () => {
  it('lists the entries of spec §2 in order', () => {
    expect(mainMenuEntries.map((entry) => entry.key)).toEqual([
      'home',
      'catalog',
      'fleaMarket',
      'services',
      'howToSell',
      'support',
    ]);
  });

  it('marks an entry current on its page and the pages below it', () => {
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/shophub', '/')).toBe(false);
    expect(isCurrentSection('/shophub/item/1', '/shophub')).toBe(true);
    expect(isCurrentSection('/shophubx', '/shophub')).toBe(false);
  });
});
