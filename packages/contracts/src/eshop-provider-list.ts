import type { StorePlatform } from './enums';
import type { EshopProvider } from './eshop-providers';

/**
 * The "Create E-Shop" list of spec §2: the three supported platforms, shopline recommended. The
 * sign-up links are the platforms' public trial sign-ups; the app links are the listings of
 * Bazaar's integration app under the handle `bazaar-marketplace`.
 */
export const eshopProviders: readonly EshopProvider[] = [
  {
    id: 'shopify',
    name: 'Shopify',
    logo: '/e-shop-providers/shopify.svg',
    link: 'https://www.shopify.com/free-trial',
    app_link: 'https://apps.shopify.com/bazaar-marketplace',
    recommended: false,
  },
  {
    id: 'shopline',
    name: 'SHOPLINE',
    logo: '/e-shop-providers/shopline.svg',
    link: 'https://admin.myshopline.com/user/signUp',
    app_link: 'https://apps.shopline.com/detail/bazaar-marketplace',
    recommended: true,
  },
  {
    id: 'bigcommerce',
    name: 'BigCommerce',
    logo: '/e-shop-providers/bigcommerce.svg',
    link: 'https://www.bigcommerce.com/start-your-trial/',
    app_link: 'https://www.bigcommerce.com/apps/bazaar-marketplace/',
    recommended: false,
  },
];

/** The provider of a platform. */
export function eshopProviderOf(platform: StorePlatform): EshopProvider {
  const provider = eshopProviders.find((candidate) => candidate.id === platform);
  if (!provider) throw new Error(`No e-shop provider for ${platform}`);
  return provider;
}
