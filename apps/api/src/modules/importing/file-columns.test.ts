import { describe, expect, it } from 'vitest';
import {
  checkFileRow,
  columnOf,
  minorUnitsOf,
  templateColumns,
  templateRows,
} from './file-columns';

const node = '8b0c6a51-4c3f-4d7e-9a57-3f1f0e0b2a11';
const good = {
  sku: 'SKU-1',
  title: 'Linen shirt',
  description: 'Soft',
  price: '49.90',
  currency: 'EUR',
  quantity: '12',
  catalog_node_id: node,
  zip_code: '10115',
  city: 'Berlin',
  brand: 'Nordwind',
};

describe('file columns', () => {
  it('reads decimal amounts as minor units, and refuses what is no amount', () => {
    expect(minorUnitsOf('49.90')).toBe(4990);
    expect(minorUnitsOf('12,5')).toBe(1250);
    expect(minorUnitsOf('1 250.00')).toBe(125000);
    expect(minorUnitsOf('7')).toBe(700);
    expect(minorUnitsOf('twelve')).toBeUndefined();
    expect(minorUnitsOf('1.999')).toBeUndefined();
    expect(minorUnitsOf('-3')).toBeUndefined();
  });

  it('names the column of a contract field', () => {
    expect(columnOf('price.amount_minor')).toBe('price');
    expect(columnOf('price.currency')).toBe('currency');
    expect(columnOf('location.zip_code')).toBe('zip_code');
    expect(columnOf('attributes.service_area.radius_km')).toBe('service_area_radius_km');
    expect(columnOf('attributes.brand')).toBe('brand');
  });

  it('has a template per division: the common columns, then its own', () => {
    expect(templateColumns('food')).toEqual(expect.arrayContaining(['sku', 'unit', 'allergens']));
    expect(templateRows('automarket')[0]).toEqual(templateColumns('automarket'));
    for (const section of [
      'catalog',
      'flea-market',
      'services',
      'food',
      'automarket',
      'property',
    ] as const) {
      const [header, example] = templateRows(section);
      const values = Object.fromEntries(header!.map((column, index) => [column, example![index]!]));
      // The example row itself is valid (as a draft: it has no category).
      expect(checkFileRow(section, values).errors, section).toEqual([]);
    }
  });

  it('builds the listing of a good row, published unless told otherwise', () => {
    const row = checkFileRow('catalog', good);
    expect(row.errors).toEqual([]);
    expect(row.input).toMatchObject({
      section: 'catalog',
      draft_state: 'sent',
      price: { amount_minor: 4990, currency: 'EUR' },
      quantity: 12,
      location: { zip_code: '10115', city: 'Berlin' },
      attributes: { brand: 'Nordwind', sku: 'SKU-1' },
    });
    expect(checkFileRow('catalog', { ...good, publish: 'no' }).input?.draft_state).toBe('draft');
  });

  it('reports every problem of a bad row by column, and builds nothing', () => {
    const row = checkFileRow('catalog', {
      ...good,
      sku: '',
      price: 'cheap',
      quantity: '2.5',
      picture_urls: 'ftp://example.com/a.png',
      negotiable: 'perhaps',
    });
    expect(row.input).toBeNull();
    expect(row.errors.map((e) => e.field).sort()).toEqual(
      ['negotiable', 'picture_urls', 'price', 'quantity', 'sku'].sort(),
    );
  });

  it('asks for what publishing needs, and names allowed values', () => {
    const row = checkFileRow('automarket', {
      sku: 'CAR-1',
      title: 'Golf',
      price: '100',
      catalog_node_id: node,
      zip_code: '10115',
      city: 'Berlin',
      description: 'Fine',
      make: 'VW',
      model: 'Golf',
      year: '2020',
      mileage_km: '1000',
      fuel: 'steam',
      transmission: 'manual',
    });
    expect(row.errors).toEqual([
      { field: 'fuel', message: expect.stringMatching(/^Use one of: petrol/) },
    ]);
    const draft = checkFileRow('catalog', { sku: 'A', title: 'Just a draft', publish: 'no' });
    expect(draft.errors).toEqual([]);
    const published = checkFileRow('catalog', { sku: 'A', title: 'Not enough' });
    expect(published.errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['catalog_node_id', 'description', 'price', 'zip_code', 'brand']),
    );
  });
});
