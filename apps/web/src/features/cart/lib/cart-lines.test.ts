import { describe, expect, it } from 'vitest';
import { CART_QUANTITY_MAX, type CartItem } from '@bazaar/contracts';
import {
  entriesMissingFrom,
  lineNotice,
  maxQuantity,
  steppedQuantity,
  typedQuantity,
  unavailableLineIds,
} from './cart-lines';

const EUR = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });

function line(overrides: {
  id?: string;
  quantity?: number;
  available?: number;
  availability?: CartItem['availability'];
}): CartItem {
  const quantity = overrides.quantity ?? 1;
  const availability = overrides.availability ?? 'available';
  return {
    id: overrides.id ?? 'line-1',
    created_at: '2026-11-22T10:00:00.000Z',
    product: {
      id: '0b9a4a5e-6a51-4c3f-9a0e-0d3e6f1c2b10',
      variant_id: null,
      section: 'catalog',
      title: 'Desk lamp',
      variant_name: null,
      image: null,
      price: availability === 'unavailable' ? null : EUR(1500),
      available_quantity: overrides.available ?? 5,
    },
    quantity,
    availability,
    line_total: availability === 'available' ? EUR(1500 * quantity) : null,
  };
}

describe('lineNotice', () => {
  it('says nothing about a line that can be bought as it stands', () => {
    expect(lineNotice(line({ quantity: 5, available: 5 }))).toBeNull();
  });

  it('marks sold-out and unavailable lines', () => {
    expect(lineNotice(line({ availability: 'sold_out', available: 0 }))).toBe('sold_out');
    expect(lineNotice(line({ availability: 'unavailable', available: 0 }))).toBe('unavailable');
  });

  it('warns when the line holds more than is left', () => {
    expect(lineNotice(line({ quantity: 4, available: 2 }))).toBe('too_many');
  });
});

describe('steppedQuantity', () => {
  it('steps up to the stock and no further', () => {
    expect(steppedQuantity(line({ quantity: 2, available: 3 }), 1)).toBe(3);
    expect(steppedQuantity(line({ quantity: 3, available: 3 }), 1)).toBeNull();
  });

  it('steps down to 1 and no further', () => {
    expect(steppedQuantity(line({ quantity: 2 }), -1)).toBe(1);
    expect(steppedQuantity(line({ quantity: 1 }), -1)).toBeNull();
  });

  it('brings a line above the stock down to the stock in one step', () => {
    expect(steppedQuantity(line({ quantity: 7, available: 2 }), -1)).toBe(2);
    expect(steppedQuantity(line({ quantity: 7, available: 2 }), 1)).toBeNull();
  });

  it('does not step lines that cannot be bought', () => {
    expect(
      steppedQuantity(line({ availability: 'sold_out', available: 0, quantity: 2 }), -1),
    ).toBeNull();
  });

  it('never offers more than the cart limit, whatever the stock', () => {
    expect(maxQuantity(line({ available: CART_QUANTITY_MAX + 50 }))).toBe(CART_QUANTITY_MAX);
  });
});

describe('typedQuantity', () => {
  it('keeps a typed quantity between 1 and the stock', () => {
    expect(typedQuantity(line({ quantity: 1, available: 4 }), '3')).toBe(3);
    expect(typedQuantity(line({ quantity: 1, available: 4 }), '40')).toBe(4);
    expect(typedQuantity(line({ quantity: 2, available: 4 }), '0')).toBe(1);
  });

  it('changes nothing for an empty field or the same quantity', () => {
    expect(typedQuantity(line({ quantity: 2 }), '')).toBeNull();
    expect(typedQuantity(line({ quantity: 2 }), '2')).toBeNull();
  });
});

describe('unavailableLineIds', () => {
  it('picks the lines that cannot be bought', () => {
    expect(
      unavailableLineIds([
        line({ id: 'a' }),
        line({ id: 'b', availability: 'sold_out', available: 0 }),
        line({ id: 'c', availability: 'unavailable', available: 0 }),
      ]),
    ).toEqual(['b', 'c']);
  });
});

describe('entriesMissingFrom', () => {
  it('names the entries the priced carts left out', () => {
    const carts = [
      {
        seller: {
          id: '5f8c1d2e-3b4a-4c5d-8e9f-a0b1c2d3e4f5',
          display_name: 'Lamp House',
          pickup_address: null,
        },
        items: [line({ id: 'kept' })],
        total: EUR(1500),
        can_check_out: true,
      },
    ];
    expect(entriesMissingFrom([{ id: 'kept' }, { id: 'gone' }], carts)).toEqual(['gone']);
    expect(entriesMissingFrom([{ id: 'kept' }], carts)).toEqual([]);
  });
});
