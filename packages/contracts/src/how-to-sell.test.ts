import { describe, expect, it } from 'vitest';
import { howToSellBlocks, stripMarkup } from './how-to-sell';

describe('howToSellBlocks', () => {
  it('splits paragraphs at blank lines and turns "- " lines into a list', () => {
    const body = 'First line\ncontinues here.\n\n- one\n- two\n\r\n\nLast.';
    expect(howToSellBlocks(body)).toEqual([
      { kind: 'text', text: 'First line continues here.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'text', text: 'Last.' },
    ]);
  });

  it('ignores empty bodies', () => {
    expect(howToSellBlocks('  \n\n ')).toEqual([]);
  });
});

describe('stripMarkup', () => {
  it('removes tags and comments but keeps the words and comparisons', () => {
    expect(stripMarkup('<p>Hello <b>there</b></p><!-- x -->')).toBe('Hello there');
    expect(stripMarkup('<img src=x onerror=alert(1)>Price < 5 and > 2')).toBe('Price < 5 and > 2');
  });

  it('keeps line breaks and drops control characters', () => {
    expect(stripMarkup('one\r\ntwo\u0007\n\n- three')).toBe('one\ntwo\n\n- three');
  });
});
