import { describe, expect, it } from 'vitest';
import { pickLocale } from './locale';

describe('pickLocale', () => {
  it('cuts the browser language to two letters when supported', () => {
    expect(pickLocale('de-AT')).toBe('de');
    expect(pickLocale('DE')).toBe('de');
    expect(pickLocale('en-GB')).toBe('en');
  });

  it('reads the first language of an Accept-Language header', () => {
    expect(pickLocale('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLocale('fr-FR,de;q=0.9')).toBe('en');
  });

  it('falls back to English for unsupported or missing languages', () => {
    expect(pickLocale('fr')).toBe('en');
    expect(pickLocale('')).toBe('en');
    expect(pickLocale(null)).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
  });
});
