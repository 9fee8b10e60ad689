import { describe, expect, it } from 'vitest';
import { searchTsquery } from './ad-slots';

describe('searchTsquery', () => {
  it('makes each word of a search a prefix, letters and digits only', () => {
    expect(searchTsquery('Oak table, 2m!')).toBe('Oak:* & table:* & 2m:*');
  });

  it('answers undefined for no search or one without words', () => {
    expect(searchTsquery(undefined)).toBeUndefined();
    expect(searchTsquery('')).toBeUndefined();
    expect(searchTsquery(' & | ! ')).toBeUndefined();
  });

  it('keeps the first eight words', () => {
    expect(searchTsquery('a b c d e f g h i j')).toBe(
      'a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*',
    );
  });
});
