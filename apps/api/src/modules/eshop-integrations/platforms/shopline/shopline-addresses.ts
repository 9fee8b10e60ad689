/** The api's SHOPLINE routes, under /api. */
export const SHOPLINE_PATH = '/eshop-integrations/shopline';
export const SHOPLINE_WEBHOOK_PATH = `${SHOPLINE_PATH}/webhooks`;

/** The web page SHOPLINE redirects back to (the app's registered callback). */
export const shoplineCallbackUrl = (publicUrl: string) => `${publicUrl}/app/shopline/integrate`;

export const BAD_SIGN = 'This request does not come from SHOPLINE (its signature is not valid).';
