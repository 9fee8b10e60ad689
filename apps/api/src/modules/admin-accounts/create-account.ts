import {
  mayCreateAccountOfType,
  type CreatedAccount,
  type createAccountBody,
} from '@bazaar/contracts';
import type { z } from 'zod';
import { ForbiddenError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import type { UsersService } from '../users';
import { toAdminAccount } from './admin-account-dto';
import { generatePassword } from './account-passwords';
import type { AccountActing } from './acting-on-accounts';

type CreateBody = z.output<typeof createAccountBody>;

export interface AccountCreationDependencies {
  users: UsersService;
  record: AccountActing['record'];
}

/** Any type; administrators' accounts only by a super admin. The password is shown once. */
export async function createAccount(
  { users, record }: AccountCreationDependencies,
  by: AuditActor,
  body: CreateBody,
): Promise<CreatedAccount> {
  if (!mayCreateAccountOfType(by.actor.type, body.type)) {
    throw new ForbiddenError('FORBIDDEN', 'Only a super admin can add an administrator.');
  }
  const password = generatePassword();
  const account = await users.createByAdministrator(body, password, (tx, inserted) =>
    record(by, inserted.id, 'account.create', tx, {
      after: { type: body.type, email: body.email, status: inserted.status },
    }),
  );
  return { account: toAdminAccount(account), password };
}
