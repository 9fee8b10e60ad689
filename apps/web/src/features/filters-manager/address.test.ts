import { describe, expect, it } from 'vitest';
import { addressFromSearchParams, searchParamsOfAddress } from './address';

describe('the filters manager address', () => {
  it('reads a division and node, and falls back to Shop Hub for an unknown division', () => {
    const node = '0b8a8f0e-2f61-4a39-9d7b-4d6c2f7a9e11';
    expect(addressFromSearchParams(new URLSearchParams(`section=services&node=${node}`))).toEqual({
      section: 'services',
      node,
    });
    expect(addressFromSearchParams(new URLSearchParams('section=moon'))).toEqual({
      section: 'catalog',
      node: null,
    });
  });

  it('writes back what it reads', () => {
    const address = { section: 'flea-market' as const, node: null };
    expect(addressFromSearchParams(searchParamsOfAddress(address))).toEqual(address);
  });
});
