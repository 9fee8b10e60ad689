import { describe, expect, it } from 'vitest';
import { type CrossSearchResult } from '@bazaar/contracts';
import { suggestionOptions } from './suggestion-options';

const NODE = '00000000-0000-4000-8000-000000000010';
const LISTING = '00000000-0000-4000-8000-000000000020';

const result: CrossSearchResult = {
  suggests: ['samsung', 'samsung galaxy'],
  categories: [
    {
      id: NODE,
      section: 'catalog',
      parent_id: null,
      level: 'category',
      name: 'Smartphones',
      slug: 'smartphones',
      image_url: null,
      position: 1,
      path: [],
    },
  ],
  catalog: [
    {
      id: LISTING,
      section: 'catalog',
      title: 'Samsung Galaxy S24',
      price: { amount_minor: 79900, currency: 'EUR' },
      negotiable: false,
      rental_period: null,
      quantity: 1,
      image: null,
      location: null,
      seller: { id: '00000000-0000-4000-8000-000000000030', display_name: 'Shop', rating: null },
      created_at: '2026-01-01T00:00:00.000Z',
    },
  ],
};

describe('suggestionOptions', () => {
  it('lists texts, categories, listings, then all results, each with its page', () => {
    expect(
      suggestionOptions(result, 'Samsnug', 'flea-market').map((option) => [
        option.kind,
        option.href,
      ]),
    ).toEqual([
      ['suggest', '/search?search=samsung&section=flea-market'],
      ['suggest', '/search?search=samsung+galaxy&section=flea-market'],
      ['category', `/shophub/showroom/${NODE}`],
      ['listing', `/shophub/item/${LISTING}`],
      ['all', '/search?search=Samsnug&section=flea-market'],
    ]);
  });

  it('does not suggest the text that was typed', () => {
    const options = suggestionOptions(result, ' samsung ', 'catalog');
    expect(options.filter((option) => option.kind === 'suggest')).toHaveLength(1);
  });

  it('offers only all results while suggestions load, and nothing for a blank text', () => {
    expect(suggestionOptions(undefined, 'lamp', 'catalog').map((option) => option.kind)).toEqual([
      'all',
    ]);
    expect(suggestionOptions(undefined, '  ', 'catalog')).toEqual([]);
  });
});
