import { describe, expect, it } from 'vitest';
import { type ListingParameterField } from '@bazaar/contracts';
import { chosenOptions, optionsValue, withParameter } from './parameter-values';

const field = (value_kind: ListingParameterField['value_kind']): ListingParameterField => ({
  key: 'warranty_months',
  name: 'Warranty (months)',
  type: 's',
  options: [
    { value: '12', label: '12' },
    { value: '24', label: '24' },
  ],
  unit: null,
  min: null,
  max: null,
  node_id: null,
  value_kind,
});

describe('parameter values', () => {
  it('stores options as the parameter’s kind: a number, a text or a list', () => {
    expect(optionsValue(field('number'), ['24'])).toBe(24);
    expect(optionsValue(field('text'), ['24'])).toBe('24');
    expect(optionsValue(field('text_list'), ['12', '24'])).toEqual(['12', '24']);
    expect(optionsValue(field('text_list'), [])).toBeUndefined();
    expect(optionsValue(field('text'), [])).toBeUndefined();
  });

  it('reads stored values back as options', () => {
    expect(chosenOptions(24)).toEqual(['24']);
    expect(chosenOptions(['S', 'M'])).toEqual(['S', 'M']);
    expect(chosenOptions(undefined)).toEqual([]);
  });

  it('sets a parameter and takes it off when it has no value', () => {
    const parameters = { colour: 'Blue', warranty_months: 24 };
    expect(withParameter(parameters, 'colour', 'Red')).toEqual({ ...parameters, colour: 'Red' });
    expect(withParameter(parameters, 'colour', undefined)).toEqual({ warranty_months: 24 });
  });
});
