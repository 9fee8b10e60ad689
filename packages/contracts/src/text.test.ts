import { describe, expect, it } from 'vitest';
import { cutText, isStorableText, plainText, storableText } from './text';

describe('cutText', () => {
  it('keeps a text within the limit and cuts a longer one', () => {
    expect(cutText('harbour', 10)).toBe('harbour');
    expect(cutText('harbour lantern', 7)).toBe('harbour');
  });

  it('never keeps half of an emoji', () => {
    const cut = cutText(`${'a'.repeat(249)}😀😀`, 250);
    expect(cut).toBe('a'.repeat(249));
    expect(cutText(`${'a'.repeat(248)}😀😀`, 250)).toBe(`${'a'.repeat(248)}😀`);
  });
});

describe('storableText', () => {
  it('replaces NUL characters and lone surrogates and keeps whole characters', () => {
    expect(storableText('a\u0000b \ud800 c\udfff 😀')).toBe('a\ufffdb \ufffd c\ufffd 😀');
    expect(isStorableText(storableText('\udc00\ud800'))).toBe(true);
    expect(storableText('Fahrrad 🚲')).toBe('Fahrrad 🚲');
  });
});

describe('plainText', () => {
  it('removes tags, comments, scripts and styles and keeps the words', () => {
    expect(plainText('<b>Is it</b> still <a href="https://x.test">available</a>?')).toBe(
      'Is it still available?',
    );
    expect(plainText('Hi<script>alert(1)</script><style>p{}</style><!-- hidden --> there')).toBe(
      'Hi there',
    );
  });

  it('leaves comparisons, entities and links as written', () => {
    expect(plainText('2 < 3 > 1 &amp; https://bazaar.test/x')).toBe(
      '2 < 3 > 1 &amp; https://bazaar.test/x',
    );
  });

  it('trims the ends and cuts runs of blank lines to one', () => {
    expect(plainText('  Hello  \r\n\r\n\r\n\r\nBye \n')).toBe('Hello\n\nBye');
  });
});
