import type { StoreProduct } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { descriptionText, storeProductListing } from './store-product-input';

const node = '8b0c6a51-4c3f-4d7e-9a57-3f1f0e0b2a11';
const product: StoreProduct = {
  external_id: 'gid://shopify/Product/1',
  title: '  Canvas bag ',
  description_html:
    '<p>A <b>sturdy</b> bag &amp; more.</p><script>x()</script><ul><li>Cotton</li></ul>',
  vendor: null,
  product_type: 'Bags',
  collections: [],
  status: 'active',
  currency: 'EUR',
  variants: [
    { external_id: 'a', title: 'Large', sku: 'BAG-L', price_minor: 3500, quantity: 2 },
    { external_id: 'b', title: 'Small', sku: 'BAG-S', price_minor: 2500, quantity: 3 },
  ],
  image_urls: [],
  updated_at: '2026-11-20T10:00:00.000Z',
};
const context = {
  storeName: 'Harbour Store',
  catalogNodeId: node,
  location: { zip_code: '10115', city: 'Berlin' },
  mediaIds: [],
};

describe('a store product as a Shop Hub listing', () => {
  it('turns HTML into plain text', () => {
    expect(descriptionText(product.description_html)).toBe('A sturdy bag & more.\n• Cotton');
  });

  it('takes the lowest variant price, the variants, the store as brand and the first SKU', () => {
    const { input, draftReasons } = storeProductListing(product, context);
    expect(draftReasons).toEqual([]);
    expect(input).toMatchObject({
      section: 'catalog',
      draft_state: 'sent',
      title: 'Canvas bag',
      price: { amount_minor: 2500, currency: 'EUR' },
      quantity: 5,
      attributes: { brand: 'Harbour Store', sku: 'BAG-L' },
    });
    expect(input.section === 'catalog' && input.attributes.variants.map((v) => v.name)).toEqual([
      'Large',
      'Small',
    ]);
  });

  it('is a draft, with the reasons, when the store hides it or publishing lacks something', () => {
    expect(storeProductListing({ ...product, status: 'draft' }, context).input.draft_state).toBe(
      'draft',
    );
    const unmapped = storeProductListing(product, {
      ...context,
      catalogNodeId: null,
      location: null,
    });
    expect(unmapped.input.draft_state).toBe('draft');
    expect(unmapped.draftReasons.map((r) => r.field)).toEqual(['catalog_node_id', 'location']);
  });

  it('treats a lone default variant as the product itself, keyed by the product id without SKU', () => {
    const single = storeProductListing(
      {
        ...product,
        vendor: 'Nordwind',
        variants: [
          { external_id: 'a', title: 'Default Title', sku: null, price_minor: 990, quantity: 4 },
        ],
      },
      context,
    );
    expect(single.input).toMatchObject({
      quantity: 4,
      attributes: { brand: 'Nordwind', sku: 'gid://shopify/Product/1', variants: [] },
    });
  });

  it('changes its fingerprint with the product, not otherwise', () => {
    const a = storeProductListing(product, context).fingerprint;
    expect(storeProductListing(product, context).fingerprint).toBe(a);
    expect(storeProductListing({ ...product, title: 'Other' }, context).fingerprint).not.toBe(a);
  });
});
