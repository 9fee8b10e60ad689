import type { StylisPlugin } from '@emotion/cache';

/**
 * Properties that Safari still reads only, or in versions still in use only, with `-webkit-`.
 * Everything else the supported browsers read unprefixed.
 */
const WEBKIT_PREFIXED = new Set([
  'backdrop-filter',
  'background-clip',
  'box-decoration-break',
  'hyphens',
  'text-size-adjust',
  'user-select',
]);

/**
 * Emotion's default stylis prefixer writes `-webkit-`, `-moz-` and `-ms-` copies of dozens of
 * properties and selectors for browsers Bazaar does not support: about 26 KB of every page's
 * inline CSS (ADR 0037). This plugin takes its place and adds the `-webkit-` copy only where a
 * supported Safari needs it.
 */
export const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (WEBKIT_PREFIXED.has(element.props))
    element.return = `-webkit-${element.value}${element.value}`;
};
