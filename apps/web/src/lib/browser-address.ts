/**
 * Puts filters into the page's address without a navigation: Next.js follows the native history
 * calls (useSearchParams updates), so the list refetches in the browser alone, at once, instead of
 * rendering the page on the server again for every keystroke of a search. `push` adds a history
 * entry (Back returns to the filters before); otherwise the current entry is replaced.
 */
export function writeAddressQuery(query: URLSearchParams, { push = false } = {}): void {
  const search = query.toString();
  const href = `${window.location.pathname}${search ? `?${search}` : ''}`;
  if (push) window.history.pushState(null, '', href);
  else window.history.replaceState(null, '', href);
}
