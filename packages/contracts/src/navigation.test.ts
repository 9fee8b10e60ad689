import { describe, expect, it } from 'vitest';
import { continueLocation, safeReturnPath, signInLocation } from './navigation';

/** The `continue` value a page reads from its address, URL-decoded once by the query parser. */
function continueFrom(query: string): string | null {
  return new URLSearchParams(query).get('continue');
}

/**
 * Values that must never send the browser anywhere but a path of this site: each as the query
 * parser hands it over, and as it arrived in the address.
 */
const hostileQueries = [
  // Tabs, line breaks and other control characters, which URL parsing drops.
  'continue=%2F%09%2Fevil.example',
  'continue=%2F%0A%2Fevil.example',
  'continue=%2F%0D%2Fevil.example',
  'continue=%2F%0D%0A%2Fevil.example',
  'continue=%09%2F%2Fevil.example',
  'continue=%2F%00%2Fevil.example',
  'continue=%2F%7F%2Fevil.example',
  'continue=%2F%C2%85%2Fevil.example',
  'continue=%20%2F%2Fevil.example',
  // Backslashes, which URL parsing reads as slashes.
  'continue=%2F%5Cevil.example',
  'continue=%5C%5Cevil.example',
  'continue=%5C%2Fevil.example',
  'continue=%2F%5C%2Fevil.example',
  'continue=/\\evil.example',
  // Another host, with or without a scheme.
  'continue=%2F%2Fevil.example',
  'continue=%2F%2F%2Fevil.example',
  'continue=//evil.example/path',
  'continue=https%3A%2F%2Fevil.example',
  'continue=https:evil.example',
  'continue=http:%2F%2Fevil.example',
  'continue=evil.example',
  'continue=%2F%2Fevil.example%2F%40bazaar.test',
  'continue=%2F%2Fuser%40evil.example',
  // Dot segments that resolve to a path beginning with two slashes.
  'continue=%2F.%2F%2Fevil.example',
  'continue=%2F..%2F%2Fevil.example',
  'continue=%2Fa%2F..%2F%2Fevil.example',
  'continue=%2F%2E%2F%2Fevil.example',
  // Scripts and data.
  'continue=javascript%3Aalert(1)',
  'continue=JavaScript%3A%2F%2Fexample.com%2F%250Aalert(1)',
  'continue=data%3Atext%2Fhtml%2C%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'continue=%20javascript%3Aalert(1)',
  // Still encoded once more: not a path at all once read.
  'continue=%252F%252Fevil.example',
  'continue=%252F%2509%252Fevil.example',
  'continue=%25252F%25252Fevil.example',
  'continue=%2F%2509%2Fevil.example%09',
  // Nothing usable.
  'continue=',
  'other=1',
];

describe('safeReturnPath', () => {
  it.each(hostileQueries)('refuses or keeps on the site: %s', (query) => {
    const path = safeReturnPath(continueFrom(query));
    if (path !== null) {
      expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
      const resolved = new URL(path, 'https://bazaar.test/auth/sign-in');
      expect(resolved.origin).toBe('https://bazaar.test');
    }
  });

  it('refuses every control character, backslash and other host outright', () => {
    for (const value of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\r\n/evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '//evil.example',
      '/.//evil.example',
      '/../\u002f/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /profile',
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('keeps a path of the site with its query and fragment, normalized', () => {
    expect(safeReturnPath('/profile/settings?tab=email#phone')).toBe(
      '/profile/settings?tab=email#phone',
    );
    expect(safeReturnPath('/shophub/./phones/../tablets')).toBe('/shophub/tablets');
    expect(safeReturnPath('/search?search=tea cups')).toBe('/search?search=tea%20cups');
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('keeps the escapes of the return path itself: a search for "a&b" comes back as it was', () => {
    const returnTo = '/search?search=a%26b';
    expect(safeReturnPath(continueFrom(signInLocation(returnTo).split('?')[1] ?? ''))).toBe(
      returnTo,
    );
  });
});

describe('continueLocation', () => {
  it('returns to the continue location, URL-decoded from the address', () => {
    expect(
      continueLocation(continueFrom('continue=%2Fprofile%2Fsettings%3Ftab%3D2'), '/auth/sign-in'),
    ).toBe('/profile/settings?tab=2');
  });

  it('uses the current path and query when continue is absent', () => {
    expect(continueLocation(null, '/shophub/phones', '?sort=price')).toBe(
      '/shophub/phones?sort=price',
    );
    expect(continueLocation(undefined, '/cart', 'a=1')).toBe('/cart?a=1');
    expect(continueLocation('', '/cart')).toBe('/cart');
  });

  it('never returns to another origin', () => {
    for (const query of hostileQueries) {
      const location = continueLocation(continueFrom(query), '/x');
      expect(new URL(location, 'https://bazaar.test').origin, query).toBe('https://bazaar.test');
    }
    expect(continueLocation(continueFrom('continue=%2F%09%2Fevil.example'), '/x')).toBe('/x');
    expect(continueLocation('//evil.example/path', '/x')).toBe('/x');
  });

  it('survives a malformed escape', () => {
    expect(continueLocation('/search?q=100%', '/x')).toBe('/search?q=100%');
  });

  it('round-trips through the sign-in location', () => {
    const location = signInLocation('/profile/settings?a=1&b=2');
    const value = new URL(location, 'http://bazaar.test').searchParams.get('continue');
    expect(continueLocation(value, '/auth/sign-in')).toBe('/profile/settings?a=1&b=2');
  });
});
