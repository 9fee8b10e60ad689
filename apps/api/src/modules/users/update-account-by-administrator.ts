import type { AdminAccountUpdateBody } from '@bazaar/contracts';
import { ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { emailTakenOr, emptyToNull, type Account, type AlongsideChange } from './account';
import type { UserPatch, UsersRepository } from './users.repository';

export interface UpdateAccountByAdministratorDependencies {
  repository: UsersRepository;
  clock: Clock;
  /** The account an administrator may change (404 otherwise). */
  administeredAccount: (id: string) => Promise<Account>;
}

/**
 * An administrator edits an account's profile in one transaction; a new email address or phone
 * number has to be verified again by its owner.
 */
export async function updateAccountByAdministrator(
  { repository, clock, administeredAccount }: UpdateAccountByAdministratorDependencies,
  id: string,
  body: AdminAccountUpdateBody,
  alongside: AlongsideChange,
): Promise<Account> {
  const { user, sellerProfile } = await administeredAccount(id);
  const patch: UserPatch = {};
  if (body.first_name !== undefined) patch.firstName = body.first_name;
  if (body.last_name !== undefined) patch.lastName = body.last_name;
  if (body.email !== undefined && body.email !== user.email) {
    patch.email = body.email;
    patch.emailVerifiedAt = null;
  }
  if (body.phone !== undefined) {
    const phone = emptyToNull(body.phone);
    patch.phone = phone;
    if (phone !== user.phone) patch.phoneVerifiedAt = null;
  }
  const sellerPatch = {
    ...(body.account_name !== undefined ? { accountName: body.account_name } : {}),
    ...(body.business_name !== undefined ? { businessName: body.business_name } : {}),
    ...(body.business_name_as_account_name !== undefined
      ? { businessNameAsAccountName: body.business_name_as_account_name }
      : {}),
  };
  if (Object.keys(sellerPatch).length > 0 && !sellerProfile) {
    throw new ValidationError([
      { field: 'account_name', message: 'Only sellers have an account or business name' },
    ]);
  }
  const now = clock.now();
  try {
    await repository.transaction(async (queries, tx) => {
      await queries.updateUser(id, { ...patch, updatedAt: now });
      if (Object.keys(sellerPatch).length > 0) {
        await queries.updateSellerProfile(id, { ...sellerPatch, updatedAt: now });
      }
      await alongside(tx);
    });
  } catch (error) {
    throw emailTakenOr(error);
  }
  return administeredAccount(id);
}
