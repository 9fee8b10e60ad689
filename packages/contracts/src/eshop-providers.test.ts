import { describe, expect, it } from 'vitest';
import { storePlatforms } from './enums';
import { eshopProviderOf, eshopProviders } from './eshop-provider-list';
import { eshopProvider } from './eshop-providers';

describe('eshopProviders', () => {
  it('lists shopify, shopline and bigcommerce, in that order', () => {
    expect(eshopProviders.map((provider) => provider.id)).toEqual([...storePlatforms]);
  });

  it('recommends shopline and only shopline', () => {
    expect(eshopProviders.filter((provider) => provider.recommended).map((p) => p.id)).toEqual([
      'shopline',
    ]);
  });

  it('gives every provider a valid entry with https sign-up and app-store links', () => {
    for (const provider of eshopProviders) {
      expect(eshopProvider.parse(provider)).toEqual(provider);
      expect(new URL(provider.link).protocol).toBe('https:');
      expect(new URL(provider.app_link).protocol).toBe('https:');
      expect(provider.logo).toMatch(/^\/[a-z-]+\/[a-z]+\.svg$/);
    }
  });

  it('finds the provider of a platform', () => {
    expect(eshopProviderOf('bigcommerce').name).toBe('BigCommerce');
  });
});
