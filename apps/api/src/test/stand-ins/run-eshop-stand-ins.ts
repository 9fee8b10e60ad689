/**
 * `npm run stand-ins:eshops`: starts the e-shop platforms' stand-ins on fixed ports with their
 * demo stores, for trying the integrations offline (ADR 0064), and prints the environment the
 * api needs to talk to them. Webhooks go to the api at ESHOP_STAND_IN_API_URL (default
 * http://127.0.0.1:4000, the api's default address); installs started from a store go to the
 * web at ESHOP_STAND_IN_WEB_URL (default http://localhost:3000). Ctrl-C stops them.
 *
 * Ports: SHOPIFY_STAND_IN_PORT (default 4701), SHOPLINE_STAND_IN_PORT (default 4702),
 * BIGCOMMERCE_STAND_IN_PORT (default 4703).
 */
import { startBigCommerceStandIn } from './bigcommerce-stand-in';
import { startShopifyStandIn } from './shopify-stand-in';
import { startShoplineStandIn } from './shopline-stand-in';

const SHOPIFY_CLIENT_ID = 'bazaar-demo-shopify-app';
const SHOPIFY_CLIENT_SECRET = 'bazaar-demo-shopify-secret';
const SHOPLINE_APP_KEY = 'bazaar-demo-shopline-app';
const SHOPLINE_APP_SECRET = 'bazaar-demo-shopline-secret';
const BIGCOMMERCE_CLIENT_ID = 'bazaar-demo-bigcommerce-app';
const BIGCOMMERCE_CLIENT_SECRET = 'bazaar-demo-bigcommerce-secret';

async function main() {
  const apiUrl = (process.env['ESHOP_STAND_IN_API_URL'] ?? 'http://127.0.0.1:4000').replace(
    /\/+$/,
    '',
  );
  const host = process.env['ESHOP_STAND_IN_HOST'] ?? '127.0.0.1';
  const webUrl = (process.env['ESHOP_STAND_IN_WEB_URL'] ?? 'http://localhost:3000').replace(
    /\/+$/,
    '',
  );
  const shopify = await startShopifyStandIn({
    host,
    port: Number(process.env['SHOPIFY_STAND_IN_PORT'] ?? 4701),
    clientId: SHOPIFY_CLIENT_ID,
    clientSecret: SHOPIFY_CLIENT_SECRET,
    webhookUrl: `${apiUrl}/api/eshop-integrations/shopify/webhooks`,
    appUrl: `${webUrl}/app/shopify/oauth2/authorize`,
  });
  const shopline = await startShoplineStandIn({
    host,
    port: Number(process.env['SHOPLINE_STAND_IN_PORT'] ?? 4702),
    appKey: SHOPLINE_APP_KEY,
    appSecret: SHOPLINE_APP_SECRET,
    webhookUrl: `${apiUrl}/api/eshop-integrations/shopline/webhooks`,
    appUrl: `${webUrl}/app/shopline/install`,
  });
  // BigCommerce calls the app's callbacks at the web's address (it forwards /api to the api).
  const bigcommerce = await startBigCommerceStandIn({
    host,
    port: Number(process.env['BIGCOMMERCE_STAND_IN_PORT'] ?? 4703),
    clientId: BIGCOMMERCE_CLIENT_ID,
    clientSecret: BIGCOMMERCE_CLIENT_SECRET,
    callbacks: {
      auth: `${webUrl}/app/big-commerce/auth`,
      load: `${webUrl}/app/big-commerce/load`,
      uninstall: `${apiUrl}/api/eshop-integrations/bigcommerce/uninstall`,
      removeUser: `${apiUrl}/api/eshop-integrations/bigcommerce/remove-user`,
    },
  });
  const env = {
    SHOPIFY_CLIENT_ID,
    SHOPIFY_CLIENT_SECRET,
    SHOPIFY_SHOP_BASE_URL: shopify.shopBaseUrl,
    SHOPLINE_APP_KEY,
    SHOPLINE_APP_SECRET,
    SHOPLINE_STORE_BASE_URL: shopline.storeUrlTemplate,
    BIGCOMMERCE_CLIENT_ID,
    BIGCOMMERCE_CLIENT_SECRET,
    BIGCOMMERCE_LOGIN_BASE: bigcommerce.url,
    BIGCOMMERCE_API_BASE: bigcommerce.url,
  };
  const lines = [
    'E-shop stand-ins are running. Start the api with:',
    '',
    ...Object.entries(env).map(([name, value]) => `${name}=${value}`),
    '',
    `Shopify stand-in: ${shopify.url}`,
    ...[...shopify.shops.values()].map(
      (shop) =>
        `  ${shop.domain} (${shop.name}, ${shop.products.length} products): connect it from ` +
        `Bazaar with "${shop.domain}", or install from the store: ${shopify.url}/${shop.domain}/admin/apps/bazaar`,
    ),
    '  change a product: curl -X POST ' +
      `${shopify.url}/_control/<shop>/products/<id> -d '{"price":"19.00"}'`,
    `  remove the app:   curl -X POST ${shopify.url}/_control/<shop>/uninstall`,
    '',
    `SHOPLINE stand-in: ${shopline.url}`,
    ...[...shopline.stores.values()].map(
      (store) =>
        `  ${store.handle} (${store.name}, ${store.products.length} products): connect it from ` +
        `Bazaar with "${store.handle}", or install from the store: ${shopline.url}/stores/${store.handle}/admin/apps`,
    ),
    '  change a product: curl -X POST ' +
      `${shopline.url}/_control/<handle>/products/<id> -d '{"price":"19.00"}'`,
    `  remove the app:   curl -X POST ${shopline.url}/_control/<handle>/uninstall`,
    '',
    `BigCommerce stand-in: ${bigcommerce.url}`,
    `  install (from the store, or "Connect" in Bazaar with the store hash): ${bigcommerce.url}/app/${BIGCOMMERCE_CLIENT_ID}/install`,
    ...[...bigcommerce.stores.values()].map(
      (store) => `  ${store.hash} (${store.name}, ${store.products.length} products)`,
    ),
    `  open the app (load):  ${bigcommerce.url}/_control/<hash>/load`,
    '  change a product: curl -X POST ' +
      `${bigcommerce.url}/_control/<hash>/products/<id> -d '{"price":19.5}'`,
    `  delete a product: curl -X POST ${bigcommerce.url}/_control/<hash>/products/<id>/delete`,
    `  remove the app:   curl -X POST ${bigcommerce.url}/_control/<hash>/uninstall`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = async () => {
    await Promise.all([shopify.close(), shopline.close(), bigcommerce.close()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
