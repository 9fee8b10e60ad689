import { describe, expect, it } from 'vitest';
import { parseStoredComparison } from './stored-comparison';

describe('parseStoredComparison', () => {
  it('reads a stored list of product ids', () => {
    expect(parseStoredComparison('["a1","b2"]')).toEqual(['a1', 'b2']);
  });

  it('counts an id once and keeps numeric ids as text', () => {
    expect(parseStoredComparison('["a1","a1",7]')).toEqual(['a1', '7']);
  });

  it('treats nothing, broken JSON and other shapes as an empty list', () => {
    expect(parseStoredComparison(null)).toEqual([]);
    expect(parseStoredComparison('')).toEqual([]);
    expect(parseStoredComparison('{not json')).toEqual([]);
    expect(parseStoredComparison('{"ids":["a1"]}')).toEqual([]);
    expect(parseStoredComparison('[null,{"id":1},""]')).toEqual([]);
  });
});
