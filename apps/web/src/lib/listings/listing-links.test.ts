import { describe, expect, it } from 'vitest';
import { addListingHref, editListingHref, listingHref, sellerHref } from './listing-links';

describe('listing links', () => {
  it('uses the route word of the division', () => {
    expect(listingHref('automarket', 'a1')).toBe('/auto-market/item/a1');
    expect(editListingHref('catalog', 'b2')).toBe('/shophub/edit-product/b2');
    expect(sellerHref('c3')).toBe('/seller/c3');
  });

  it('adds only the given query parameters to the add form', () => {
    expect(addListingHref('flea-market')).toBe('/flea-market/add-product');
    expect(addListingHref('catalog', { similarProduct: 'x', category: '' })).toBe(
      '/shophub/add-product?similarProduct=x',
    );
  });
});
