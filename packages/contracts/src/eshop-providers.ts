import { z } from 'zod';
import { storePlatforms } from './enums';

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
