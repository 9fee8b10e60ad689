/** The api's BigCommerce routes, under /api. */
export const BIGCOMMERCE_PATH = '/eshop-integrations/bigcommerce';
/** The web pages registered as the app's auth and load callbacks; they forward to the api. */
export const BIGCOMMERCE_WEB_AUTH = '/app/big-commerce/auth';
export const BIGCOMMERCE_WEB_LOAD = '/app/big-commerce/load';
