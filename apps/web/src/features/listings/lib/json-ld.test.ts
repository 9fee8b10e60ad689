import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('cannot be closed early by a title holding </script>', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
  });

  it('escapes ampersands and the JavaScript line separators', () => {
    const text = serializeJsonLd({ name: 'Tom & Jerry\u2028\u2029' });
    expect(text).not.toContain('&');
    expect(text).not.toContain('\u2028');
    expect(text).not.toContain('\u2029');
  });

  it('parses back to the same value', () => {
    const value = {
      '@type': 'Product',
      name: 'Desk <oak> & "steel" </script>\u2028',
      offers: { '@type': 'Offer', price: '12.50' },
    };
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
  });
});
