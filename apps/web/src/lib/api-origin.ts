/** Where the api listens when API_URL is not set: the default of `npm start`. */
export const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/**
 * The api's origin as the web server reaches it (API_URL, read at run time). The browser never
 * uses it: it calls `/api/*` on the web's own origin, which the proxy forwards here.
 */
export function apiOrigin(): string {
  const configured = process.env.API_URL?.trim();
  return (configured && configured.length > 0 ? configured : DEFAULT_API_URL).replace(/\/+$/, '');
}
