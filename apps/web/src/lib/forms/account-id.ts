import { z } from 'zod';

const accountId = z.uuid();

/** Whether text is an account id, as the administrators' buyer, seller and owner filters take. */
export function isAccountId(value: string): boolean {
  return accountId.safeParse(value).success;
}
