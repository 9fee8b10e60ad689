/*
 * A message's text is plain text (the api strips markup): links in it are found here and shown
 * as links, never as HTML. A link to another site carries its domain, so "bazaar.example.com.evil"
 * cannot pass for Bazaar (issue 17's phishing rule).
 */

export type TextPart =
  | { kind: 'text'; text: string }
  | {
      kind: 'link';
      text: string;
      href: string;
      /** The host the link leaves for; null when it stays on this site. */
      foreignHost: string | null;
    };

// http(s) addresses and bare `www.` ones, up to whitespace; trailing punctuation is the sentence's.
const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
const trailingPunctuation = /[.,;:!?)\]}'"]+$/u;

/** Splits a message's text into text and links; `ownHost` is this site's host. */
export function messageTextParts(text: string, ownHost: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const raw = match[0];
    const trailing = raw.match(trailingPunctuation)?.[0] ?? '';
    const linkText = raw.slice(0, raw.length - trailing.length);
    const start = match.index;
    let url: URL;
    try {
      url = new URL(linkText.toLowerCase().startsWith('www.') ? `https://${linkText}` : linkText);
    } catch {
      continue;
    }
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({
      kind: 'link',
      text: linkText,
      href: url.href,
      foreignHost: url.host === ownHost ? null : url.host,
    });
    last = start + linkText.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
