/** Request header the proxy adds to every page request: the path and query string being opened. */
export const PAGE_LOCATION_HEADER = 'x-bazaar-location';
