import type { UploadedFile } from '../../http/multipart';
import { NotFoundError } from '../../errors';
import type { Account, AlongsideChange } from './account';
import type { AccountRecords, UsersServiceDependencies } from './account-records';

/** The account's avatar and a seller's logo. */
export function createAccountPictures(
  deps: Pick<UsersServiceDependencies, 'repository' | 'clock' | 'pictures'>,
  {
    openAccount,
    administeredAccount,
    update,
  }: Pick<AccountRecords, 'openAccount' | 'administeredAccount' | 'update'>,
) {
  const { repository, clock } = deps;

  return {
    /** A new avatar; an administrator's upload records itself `alongside`. */
    async setAvatar(id: string, file: UploadedFile, alongside?: AlongsideChange): Promise<Account> {
      const { user } = alongside ? await administeredAccount(id) : await openAccount(id);
      const url = await deps.pictures.storeAvatar(id, file);
      await update(id, { avatarUrl: url }, alongside);
      await deps.pictures.remove(user.avatarUrl);
      return alongside ? administeredAccount(id) : openAccount(id);
    },

    async removeAvatar(id: string): Promise<Account> {
      const { user } = await openAccount(id);
      if (user.avatarUrl) {
        await update(id, { avatarUrl: null });
        await deps.pictures.remove(user.avatarUrl);
      }
      return openAccount(id);
    },

    /** A seller's new logo; an administrator's upload records itself `alongside`. */
    async setLogo(id: string, file: UploadedFile, alongside?: AlongsideChange): Promise<Account> {
      const { sellerProfile } = alongside ? await administeredAccount(id) : await openAccount(id);
      if (!sellerProfile) throw new NotFoundError('This account has no seller profile.');
      const url = await deps.pictures.storeLogo(id, file);
      const patch = { logoUrl: url, updatedAt: clock.now() };
      if (alongside) {
        await repository.transaction(async (queries, tx) => {
          await queries.updateSellerProfile(id, patch);
          await alongside(tx);
        });
      } else {
        await repository.updateSellerProfile(id, patch);
      }
      await deps.pictures.remove(sellerProfile.logoUrl);
      return alongside ? administeredAccount(id) : openAccount(id);
    },
  };
}
