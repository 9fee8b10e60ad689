import createCache, { type EmotionCache } from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import { webkitPrefixes } from './style-prefixes';

/** The CSS emotion's server render writes for one class's declarations. */
function writtenCss(declarations: string): string {
  const cache = createCache({ key: 'test', stylisPlugins: [webkitPrefixes] });
  const serialized: Parameters<EmotionCache['insert']>[1] = { name: 'a', styles: declarations };
  return String(cache.insert('.test-a', serialized, cache.sheet, true));
}

describe('webkitPrefixes', () => {
  it('adds the -webkit- copy Safari needs before the standard declaration', () => {
    const css = writtenCss('user-select:none;backdrop-filter:blur(10px);');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(10px);backdrop-filter:blur(10px);');
  });

  it('writes no prefixes for properties every supported browser reads unprefixed', () => {
    const css = writtenCss('display:flex;transition:opacity 1s;appearance:none;');
    expect(css).not.toMatch(/-(webkit|moz|ms)-/);
    expect(css).toContain('display:flex;');
  });
});
