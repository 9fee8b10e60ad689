import { SEARCH_TEXT_MAX_LENGTH } from './constants';
import { cutText } from './text';

/**
 * The search-text rule of spec §5: trimmed and at most 250 characters. A longer text that
 * has spaces is cut at 251 and its trailing partial word dropped, so a word that ends exactly
 * at 250 survives; a longer text without spaces is cut at 250 (never inside an emoji).
 */
export function normalizeSearchText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= SEARCH_TEXT_MAX_LENGTH) return trimmed;
  const cut = trimmed.slice(0, SEARCH_TEXT_MAX_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace <= 0) return cutText(trimmed, SEARCH_TEXT_MAX_LENGTH);
  return cut.slice(0, lastSpace).trimEnd();
}

/** Search (and cross-search) runs only for a non-blank text. */
export function isSearchEnabled(text: string | null | undefined): boolean {
  return (text ?? '').trim().length > 0;
}
