/** No suggestion is active: the keyboard is in the input. */
export const NO_ACTIVE_SUGGESTION = -1;

/**
 * The suggestion the arrow keys move to in a list of `count` suggestions: down from the input
 * enters at the first, up from the input at the last, and moving past either end returns to the
 * input, so the typed text is never more than one key away. Other keys (Home and End move the
 * caret in the text) keep the active one.
 */
export function nextActiveSuggestion(active: number, count: number, key: string): number {
  if (count <= 0) return NO_ACTIVE_SUGGESTION;
  if (key === 'ArrowDown') return active >= count - 1 ? NO_ACTIVE_SUGGESTION : active + 1;
  if (key === 'ArrowUp') {
    if (active === NO_ACTIVE_SUGGESTION) return count - 1;
    return active - 1;
  }
  return active;
}
