import { describe, expect, it } from 'vitest';
import { messageTextParts } from './message-text';

describe('messageTextParts', () => {
  it('keeps plain text, markup included, as text', () => {
    expect(messageTextParts('<b>hi</b> there', 'bazaar.test')).toEqual([
      { kind: 'text', text: '<b>hi</b> there' },
    ]);
  });

  it('finds links, leaves the sentence punctuation out and names a foreign host', () => {
    expect(
      messageTextParts('See https://evil.example/pay?x=1, or www.bazaar.test/item.', 'bazaar.test'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://evil.example/pay?x=1',
        href: 'https://evil.example/pay?x=1',
        foreignHost: 'evil.example',
      },
      { kind: 'text', text: ', or ' },
      {
        kind: 'link',
        text: 'www.bazaar.test/item',
        href: 'https://www.bazaar.test/item',
        foreignHost: 'www.bazaar.test',
      },
      { kind: 'text', text: '.' },
    ]);
  });

  it('treats a link to this site as its own', () => {
    expect(messageTextParts('http://bazaar.test/cart', 'bazaar.test')).toEqual([
      {
        kind: 'link',
        text: 'http://bazaar.test/cart',
        href: 'http://bazaar.test/cart',
        foreignHost: null,
      },
    ]);
  });

  it('never makes a javascript: address a link', () => {
    expect(messageTextParts('javascript:alert(1)', 'bazaar.test')).toEqual([
      { kind: 'text', text: 'javascript:alert(1)' },
    ]);
  });
});
