import { describe, expect, it } from 'vitest';
import { continueLocation, signInLocation } from './navigation';

describe('continueLocation', () => {
  it('URL-decodes the continue value', () => {
    expect(continueLocation('%2Fprofile%2Fsettings%3Ftab%3D2', '/auth/sign-in')).toBe(
      '/profile/settings?tab=2',
    );
  });

  it('uses the current path and query when continue is absent', () => {
    expect(continueLocation(null, '/shophub/phones', '?sort=price')).toBe(
      '/shophub/phones?sort=price',
    );
    expect(continueLocation(undefined, '/cart', 'a=1')).toBe('/cart?a=1');
    expect(continueLocation('', '/cart')).toBe('/cart');
  });

  it('never returns to another origin', () => {
    expect(continueLocation('https%3A%2F%2Fevil.example', '/x')).toBe('/x');
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
