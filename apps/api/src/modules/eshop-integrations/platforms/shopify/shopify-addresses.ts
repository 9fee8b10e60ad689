/** The api's Shopify routes, under /api. */
export const SHOPIFY_PATH = '/eshop-integrations/shopify';
/** The web page Shopify opens (the app URL) and redirects back to; it forwards to the api. */
export const SHOPIFY_WEB_ENTRY = '/app/shopify/oauth2/authorize';
