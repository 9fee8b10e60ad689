/**
 * Puts filters into the page's address without a navigation: Next.js follows the native history
 * calls (useSearchParams updates), so the list refetches in the browser alone, at once, instead of
 * rendering the page on the server again for every keystroke of a search.
 */
export function replaceAddressQuery(query: URLSearchParams): void {
  const search = query.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
}
