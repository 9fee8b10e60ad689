import { storeProduct } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import {
  ShoplineProductError,
  nextPageInfo,
  normalizeShoplineProduct,
  priceToMinor,
} from './shopline-products';
import { minorDigits } from '../currency-digits';

const product = {
  id: '16049619743346320200470282',
  title: ' Enamel Mug ',
  body_html: '<p>A mug</p>',
  vendor: 'Demo',
  product_type: 'Cookware',
  status: 'active',
  updated_at: '2026-11-01T10:00:00+08:00',
  variants: [
    {
      id: '180570394397947514593802821',
      title: 'White',
      sku: 'MUG-W',
      price: '12.00',
      inventory_quantity: 5,
    },
    {
      id: '180570394397947514593802822',
      option1: 'Blue',
      sku: '',
      price: '12.5',
      inventory_quantity: -3,
    },
  ],
  images: [{ src: 'https://img.myshopline.com/a.png' }, { src: '//img.myshopline.com/b.png' }],
  image: { src: 'https://img.myshopline.com/a.png' },
};

describe('a SHOPLINE product as a store product', () => {
  it('keeps ids as strings, prices in minor units, times in UTC, and passes the contract', () => {
    const normalized = normalizeShoplineProduct(product, {
      currency: 'USD',
      collections: [{ id: '1', title: 'Kitchen' }],
    });
    expect(normalized).toEqual({
      external_id: '16049619743346320200470282',
      title: 'Enamel Mug',
      description_html: '<p>A mug</p>',
      vendor: 'Demo',
      product_type: 'Cookware',
      collections: [{ id: '1', title: 'Kitchen' }],
      status: 'active',
      currency: 'USD',
      variants: [
        {
          external_id: '180570394397947514593802821',
          title: 'White',
          sku: 'MUG-W',
          price_minor: 1200,
          quantity: 5,
        },
        {
          external_id: '180570394397947514593802822',
          title: 'Blue',
          sku: null,
          price_minor: 1250,
          quantity: 0,
        },
      ],
      image_urls: ['https://img.myshopline.com/a.png', 'https://img.myshopline.com/b.png'],
      updated_at: '2026-11-01T02:00:00.000Z',
    });
    expect(storeProduct.safeParse(normalized).success).toBe(true);
  });

  it('reads prices in the currency’s own minor unit (yen has none)', () => {
    const yen = normalizeShoplineProduct(
      { ...product, variants: [{ id: '1', price: '1200', inventory_quantity: 1 }] },
      { currency: 'JPY', collections: [] },
    );
    expect(yen.variants[0]!.price_minor).toBe(1200);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('maps an unknown status to draft', () => {
    const hidden = normalizeShoplineProduct(
      { ...product, status: 'something-new' },
      { currency: 'USD', collections: [] },
    );
    expect(hidden.status).toBe('draft');
  });

  it('refuses a product without a variant or with a price that is not a decimal', () => {
    expect(() =>
      normalizeShoplineProduct({ ...product, variants: [] }, { currency: 'USD', collections: [] }),
    ).toThrow(ShoplineProductError);
    expect(() =>
      normalizeShoplineProduct(
        { ...product, variants: [{ id: '1', price: '12,00' }] },
        { currency: 'USD', collections: [] },
      ),
    ).toThrow(/no valid price/);
  });

  it('converts decimals exactly, rounding extra digits half up', () => {
    expect(priceToMinor('0.1', 2)).toBe(10);
    expect(priceToMinor('19.99', 2)).toBe(1999);
    expect(priceToMinor('19.995', 2)).toBe(2000);
    expect(priceToMinor(7.5, 2)).toBe(750);
    expect(priceToMinor('-1', 2)).toBeNull();
    expect(priceToMinor('abc', 2)).toBeNull();
  });
});

describe("the Link header's next page", () => {
  it('answers the page_info of rel="next" and null without one', () => {
    const next =
      '<https://open001.myshopline.com/admin/openapi/v20251201/products/products.json?limit=1&page_info=eyJuZXh0In0>; rel="next"';
    const previous =
      '<https://open001.myshopline.com/admin/openapi/v20251201/products/products.json?limit=1&page_info=eyJwcmV2In0>; rel="previous"';
    expect(nextPageInfo(next)).toBe('eyJuZXh0In0');
    expect(nextPageInfo(`${previous}, ${next}`)).toBe('eyJuZXh0In0');
    expect(nextPageInfo(previous)).toBeNull();
    expect(nextPageInfo(null)).toBeNull();
  });
});
