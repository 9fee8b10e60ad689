import { layout } from '@bazaar/contracts';

/** The container the search results view measures itself by. */
export const SEARCH_CONTAINER_NAME = 'search-results';

/**
 * Styles under this key apply to the narrow layout of the search results view (spec §2, §9):
 * below 550 px of its own width, whatever the window.
 */
export const NARROW_SEARCH_CONTAINER = `@container ${SEARCH_CONTAINER_NAME} (width < ${layout.narrowSearchBelowPx}px)`;
