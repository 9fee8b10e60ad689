import { z } from 'zod';

/** Money is integer minor units plus an ISO 4217 currency code. */
export const moneySchema = z.object({
  amount_minor: z.number().int().nonnegative(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof moneySchema>;
