/**
 * The name of a `<meta>` by which a page says when what it shows changes by itself (the home
 * page: the next schedule boundary of its featured content, ADR 0073). The page cache for
 * signed-out visitors (server/page-cache.ts) serves the page neither fresh nor stale from then on.
 */
export const PAGE_CHANGES_AT_META = 'bazaar-page-changes-at';
