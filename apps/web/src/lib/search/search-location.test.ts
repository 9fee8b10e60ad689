import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX_LENGTH } from '@bazaar/contracts';
import { searchDivisionOf, searchLocation } from './search-location';

function searchOf(location: string | null): string | null {
  return location ? new URL(location, 'http://bazaar.invalid').searchParams.get('search') : null;
}

describe('searchLocation', () => {
  it('opens the search page with the trimmed text', () => {
    expect(searchLocation('  road bike ')).toBe('/search?search=road+bike');
  });

  it('encodes characters that mean something in a URL', () => {
    const location = searchLocation('kids & toys #1 100%');
    expect(location).toMatch(/^\/search\?search=/);
    expect(searchOf(location)).toBe('kids & toys #1 100%');
  });

  it('does not search for blank text', () => {
    expect(searchLocation('')).toBeNull();
    expect(searchLocation('   ')).toBeNull();
  });

  it('cuts a long text at a word boundary within 250 characters', () => {
    const text = `${'word '.repeat(60)}tail`;
    const search = searchOf(searchLocation(text));
    expect(search!.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX_LENGTH);
    expect(search!.endsWith('word')).toBe(true);
  });

  it('cuts a long text without spaces at 250 characters', () => {
    expect(searchOf(searchLocation('x'.repeat(400)))).toHaveLength(SEARCH_TEXT_MAX_LENGTH);
  });
});

describe('search tabs', () => {
  it('opens the tab of the division searched from, leaving the default tab out', () => {
    expect(searchLocation('lamp', 'flea-market')).toBe('/search?search=lamp&section=flea-market');
    expect(searchLocation('lamp', 'catalog')).toBe('/search?search=lamp');
    expect(searchLocation('bread', 'food')).toBe('/search?search=bread&section=food');
    expect(searchLocation('golf', 'automarket')).toBe('/search?search=golf&section=automarket');
    expect(searchLocation('loft', 'property')).toBe('/search?search=loft&section=property');
  });

  it('reads the tab of an address, the catalog for anything else', () => {
    expect(searchDivisionOf('services')).toBe('services');
    expect(searchDivisionOf('food')).toBe('food');
    expect(searchDivisionOf('automarket')).toBe('automarket');
    expect(searchDivisionOf('property')).toBe('property');
    expect(searchDivisionOf(null)).toBe('catalog');
    expect(searchDivisionOf('auto-market')).toBe('catalog');
  });
});
