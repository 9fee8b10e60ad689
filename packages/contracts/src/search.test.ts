import { describe, expect, it } from 'vitest';
import { isSearchEnabled, normalizeSearchText } from './search';

describe('normalizeSearchText', () => {
  it('trims surrounding whitespace', () => {
    expect(normalizeSearchText('  red bike  ')).toBe('red bike');
  });

  it('keeps a text of exactly 250 characters', () => {
    const text = 'a'.repeat(250);
    expect(normalizeSearchText(text)).toBe(text);
  });

  it('cuts a long text without spaces at 250', () => {
    expect(normalizeSearchText('b'.repeat(300))).toBe('b'.repeat(250));
  });

  it('cuts a long text of emoji without splitting one', () => {
    const cut = normalizeSearchText(`${'a'.repeat(249)}${'😀'.repeat(10)}`);
    expect(cut).toBe('a'.repeat(249));
  });

  it('drops the trailing partial word of a long text with spaces', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const result = normalizeSearchText(words);
    expect(result.length).toBeLessThanOrEqual(250);
    expect(words.startsWith(result)).toBe(true);
    expect(words.charAt(result.length)).toBe(' ');
  });

  it('keeps a word that ends exactly at 250 when a space follows', () => {
    const text = `${'x'.repeat(245)} abcd ${'y'.repeat(20)}`;
    expect(text.charAt(250)).toBe(' ');
    expect(normalizeSearchText(text)).toBe(`${'x'.repeat(245)} abcd`);
  });

  it('cuts at 250 when the only space lies beyond 251', () => {
    const text = `${'z'.repeat(260)} tail`;
    expect(normalizeSearchText(text)).toBe('z'.repeat(250));
  });

  it('measures the limit after trimming', () => {
    const text = `   ${'q'.repeat(250)}   `;
    expect(normalizeSearchText(text)).toBe('q'.repeat(250));
  });
});

describe('isSearchEnabled', () => {
  it.each([
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    [' tv ', true],
  ])('%j -> %s', (text, enabled) => {
    expect(isSearchEnabled(text)).toBe(enabled);
  });
});
