import { z } from 'zod';
import { storePlatforms, type StorePlatform } from './enums';

/** An e-shop platform a seller can build a shop on and connect to Bazaar (spec §3 "E-shop provider entry"). */
export const eshopProvider = z.object({
  id: z.enum(storePlatforms),
  name: z.string(),
  /** Path of the provider's mark, served by the web. */
  logo: z.string(),
  /** Where a new shop owner signs up with the platform. */
  link: z.url(),
  /** Bazaar's integration app in the platform's app store. */
  app_link: z.url(),
  /** The provider Bazaar recommends (a subscription discount for its owners). */
  recommended: z.boolean(),
});
export type EshopProvider = z.infer<typeof eshopProvider>;

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
