import { describe, expect, it } from 'vitest';
import {
  addListingHref,
  editListingHref,
  latestAdsHref,
  listingHref,
  sectionHref,
  sellerHref,
  showroomHref,
} from './listing-links';

describe('listing links', () => {
  it('uses the route word of the division', () => {
    expect(listingHref('automarket', 'a1')).toBe('/auto-market/item/a1');
    expect(editListingHref('catalog', 'b2')).toBe('/shophub/edit-product/b2');
    expect(sellerHref('c3')).toBe('/seller/c3');
    expect(latestAdsHref()).toBe('/flea-market/latest-ads');
  });

  it('adds only the given query parameters to the add form', () => {
    expect(addListingHref('flea-market')).toBe('/flea-market/add-product');
    expect(addListingHref('catalog', { similarProduct: 'x', category: '' })).toBe(
      '/shophub/add-product?similarProduct=x',
    );
  });

  it('links showrooms by node id and section pages by slug', () => {
    expect(showroomHref('automarket', 'n1')).toBe('/auto-market/showroom/n1');
    expect(sectionHref('catalog', 'electronics')).toBe('/shophub/electronics');
    expect(sectionHref('catalog', 'electronics', 'category=phones')).toBe(
      '/shophub/electronics?category=phones',
    );
  });
});
