import { describe, expect, it } from 'vitest';
import { cutText, isStorableText, storableText } from './text';

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
