import type { UpdateBuyerBody, UpdateSellerBody } from '@bazaar/contracts';
import { NotFoundError } from '../../errors';
import { emptyToNull, type Account } from './account';
import type { AccountRecords, UsersServiceDependencies } from './account-records';
import type { UserPatch } from './users.repository';

/** The owner edits their profile: names and phone, and a seller's names. */
export function createProfileEditing(
  { repository, clock }: Pick<UsersServiceDependencies, 'repository' | 'clock'>,
  { openAccount, update }: Pick<AccountRecords, 'openAccount' | 'update'>,
) {
  /** Names and phone of any account; a new phone number has to be verified again. */
  async function updatePersonalDetails(id: string, body: UpdateBuyerBody): Promise<Account> {
    const { user } = await openAccount(id);
    const patch: UserPatch = {};
    if (body.first_name !== undefined) patch.firstName = body.first_name ?? '';
    if (body.last_name !== undefined) patch.lastName = body.last_name ?? '';
    if (body.phone !== undefined) {
      const phone = emptyToNull(body.phone);
      patch.phone = phone;
      if (phone !== user.phone) patch.phoneVerifiedAt = null;
    }
    if (body.pickup_address !== undefined) patch.pickupAddress = body.pickup_address;
    if (Object.keys(patch).length > 0) await update(id, patch);
    return openAccount(id);
  }

  return {
    updatePersonalDetails,

    /** A seller's names and the switch that shows the business name instead of the account name. */
    async updateSellerProfile(id: string, body: UpdateSellerBody): Promise<Account> {
      const account = await updatePersonalDetails(id, body);
      if (!account.sellerProfile) throw new NotFoundError('This account has no seller profile.');
      const patch = {
        ...(body.account_name !== undefined ? { accountName: body.account_name } : {}),
        ...(body.business_name !== undefined ? { businessName: body.business_name } : {}),
        ...(body.business_name_as_account_name !== undefined
          ? { businessNameAsAccountName: body.business_name_as_account_name }
          : {}),
      };
      if (Object.keys(patch).length > 0) {
        await repository.updateSellerProfile(id, { ...patch, updatedAt: clock.now() });
      }
      return openAccount(id);
    },
  };
}
