/**
 * A NUL character, or a lone surrogate (half of a character outside the Basic Multilingual Plane
 * without its other half): PostgreSQL's text and jsonb refuse both, a lone surrogate is not even
 * valid UTF-8, and the api refuses requests that hold either.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** `text` with every NUL character and lone surrogate replaced by U+FFFD (the replacement mark). */
export function storableText(text: string): string {
  return isStorableText(text) ? text : text.replace(new RegExp(UNSTORABLE.source, 'g'), '\ufffd');
}

/**
 * `text` cut to at most `max` UTF-16 units without splitting a character in two: a cut that
 * would keep only the first half of a character outside the Basic Multilingual Plane (an emoji)
 * drops it. Half a character is not text: browsers cannot put it in an address, and the api
 * refuses it.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const lastKept = text.charCodeAt(max - 1);
  const splitsAPair = max > 0 && lastKept >= 0xd800 && lastKept <= 0xdbff;
  return text.slice(0, splitsAPair ? max - 1 : max);
}

/** Elements whose content is code or styling, never words someone wrote. */
const HIDDEN_ELEMENTS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** A tag (or comment): `<` directly followed by a name, `/` or `!`, so "a < b > c" is left alone. */
const TAG = /<!--[\s\S]*?-->|<\/?[a-z][^<>]*>/gi;

/**
 * What someone wrote, without markup: tags, comments and the content of scripts and styles are
 * removed, spaces at line ends trimmed and runs of blank lines cut to one. Entities stay as
 * written; the text is shown as text, never as HTML.
 */
export function plainText(text: string): string {
  return storableText(text)
    .replace(HIDDEN_ELEMENTS, '')
    .replace(TAG, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
