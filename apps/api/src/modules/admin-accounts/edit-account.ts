import type { AdminAccount, AdminAccountUpdateBody, AuditSnapshot } from '@bazaar/contracts';
import type { UploadedFile } from '../../http/multipart';
import type { AuditActor } from '../../http/signed-in';
import { emptyToNull, type Account, type UsersService } from '../users';
import { toAdminAccount } from './admin-account-dto';
import type { AccountActing } from './acting-on-accounts';

/** The profile fields an edit changes, as the trail keeps them (before and after). */
function profileSnapshot({ user, sellerProfile }: Account): AuditSnapshot {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    ...(sellerProfile
      ? {
          account_name: sellerProfile.accountName,
          business_name: sellerProfile.businessName,
          business_name_as_account_name: sellerProfile.businessNameAsAccountName,
        }
      : {}),
  };
}

/** Only the keys that changed, before and after. */
function changedKeys(before: AuditSnapshot, body: AdminAccountUpdateBody) {
  const changes = Object.entries(body).filter(
    ([key, value]) => value !== undefined && key in before && before[key] !== value,
  );
  return {
    before: Object.fromEntries(changes.map(([key]) => [key, before[key]])),
    after: Object.fromEntries(changes),
  };
}

export interface AccountEditingDependencies extends AccountActing {
  users: UsersService;
}

/** An administrator edits an account's profile, picture and logo. */
export function createAccountEditing({ users, managed, record }: AccountEditingDependencies) {
  return {
    async update(by: AuditActor, id: string, body: AdminAccountUpdateBody): Promise<AdminAccount> {
      const before = profileSnapshot(await managed(by, id, { self: true }));
      const normalised = {
        ...body,
        phone: body.phone === undefined ? undefined : emptyToNull(body.phone),
      };
      const change = changedKeys(before, normalised);
      const account = await users.updateByAdministrator(id, body, (tx) =>
        record(by, id, 'account.update', tx, change),
      );
      return toAdminAccount(account);
    },

    async setAvatar(by: AuditActor, id: string, file: UploadedFile): Promise<AdminAccount> {
      const { user } = await managed(by, id, { self: true });
      return toAdminAccount(
        await users.setAvatar(id, file, (tx) =>
          record(by, id, 'account.avatar', tx, { before: { avatar: user.avatarUrl } }),
        ),
      );
    },

    async setLogo(by: AuditActor, id: string, file: UploadedFile): Promise<AdminAccount> {
      const { sellerProfile } = await managed(by, id);
      return toAdminAccount(
        await users.setLogo(id, file, (tx) =>
          record(by, id, 'account.logo', tx, { before: { logo: sellerProfile?.logoUrl ?? null } }),
        ),
      );
    },
  };
}
