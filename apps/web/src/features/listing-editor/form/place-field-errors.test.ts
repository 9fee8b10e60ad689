import { describe, expect, it } from 'vitest';
import { validationMessages } from '@bazaar/contracts';
import { placeFieldErrors } from './place-field-errors';

const required = validationMessages.required;
const inputs = [
  'title',
  'price.amount_minor',
  'currency',
  'location.zip_code',
  'location.city',
  'attributes.variants',
  'attributes.variants.0.name',
  'attributes.variants.0.price.amount_minor',
];

describe('placeFieldErrors', () => {
  it('puts a field with an input of its own under that input', () => {
    const { placed, unplaced } = placeFieldErrors([{ field: 'title', message: required }], inputs);
    expect(placed).toEqual({ title: required });
    expect(unplaced).toEqual([]);
  });

  it('reads fields the api names with a body prefix', () => {
    const { placed } = placeFieldErrors([{ field: 'body.title', message: required }], inputs);
    expect(placed).toEqual({ title: required });
  });

  it('gives a missing group to each of its inputs', () => {
    const { placed } = placeFieldErrors([{ field: 'location', message: required }], inputs);
    expect(placed).toEqual({ 'location.zip_code': required, 'location.city': required });
  });

  it('puts a missing price under the amount, not the currency', () => {
    const { placed } = placeFieldErrors([{ field: 'price', message: required }], inputs);
    expect(placed).toEqual({ 'price.amount_minor': required });
  });

  it('moves a field without an input up to the nearest input', () => {
    const message = 'Use the same currency as the product';
    const { placed } = placeFieldErrors(
      [{ field: 'attributes.variants.0.price.currency', message }],
      inputs,
    );
    expect(placed).toEqual({ 'attributes.variants.0.price.amount_minor': message });
  });

  it('keeps the first message of a field', () => {
    const { placed } = placeFieldErrors(
      [
        { field: 'title', message: required },
        { field: 'title', message: 'Use at least 3 characters' },
      ],
      inputs,
    );
    expect(placed.title).toBe(required);
  });

  it('leaves what the form has no input for to the form', () => {
    const problem = { field: 'parameters.warranty_months', message: 'Use a number' };
    const { placed, unplaced } = placeFieldErrors([problem], inputs);
    expect(placed).toEqual({});
    expect(unplaced).toEqual([problem]);
  });
});
