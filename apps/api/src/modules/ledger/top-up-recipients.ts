import { isAdmin, type AccountType } from '@bazaar/contracts';
import { ForbiddenError } from '../../errors';

/**
 * Whom an administrator may top up (issue 33): the accounts that pay from a prepaid balance,
 * buyers and sellers (plans and advertising are theirs). Never an administrator's account, its
 * own or a colleague's, whatever the role of who asks (SUPER_ADMIN too): a top-up is money the
 * platform gives, administrators' accounts spend nothing from a balance, and a credit to oneself
 * or to a colleague is what the audit trail would only find afterwards. The spec (§6) lists "top
 * up balance" among the administrators' user tools without saying whose; the user manager shows
 * the balance and its top-up only on buyers' and sellers' pages.
 */
export function checkTopUpRecipient(recipientType: AccountType): void {
  if (isAdmin(recipientType)) {
    throw new ForbiddenError(
      'FORBIDDEN',
      'Administrators’ accounts have no prepaid balance to top up. Only buyers and sellers can be topped up.',
    );
  }
}
