import { describe, expect, it } from 'vitest';
import { howToSellBlocks } from './how-to-sell';

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
