import { describe, expect, it } from 'vitest';
import { OPENSTREETMAP_TILES } from '@/lib/site-config';
import { attributionHtml } from './map-html';

describe('map markup', () => {
  it("credits OpenStreetMap's contributors with a link to its copyright page", () => {
    expect(attributionHtml(OPENSTREETMAP_TILES.attribution!)).toBe(
      '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">© OpenStreetMap contributors</a>',
    );
  });

  it("writes an operator's credit as text, never as markup", () => {
    expect(attributionHtml({ text: '<img src=x onerror=alert(1)> Maps', url: null })).toBe(
      '&lt;img src=x onerror=alert(1)&gt; Maps',
    );
    expect(attributionHtml({ text: 'Maps', url: 'https://example.org/?a=1&b="2"' })).toContain(
      'href="https://example.org/?a=1&amp;b=&quot;2&quot;"',
    );
  });
});
