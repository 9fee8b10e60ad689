import {
  fullName,
  type AccountType,
  type SignUpBusinessBody,
  type SignUpUserBody,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { hashPassword } from '../../lib/password';
import { emailTakenOr, emptyToNull, type Account } from './account';
import type { AccountRecords, UsersServiceDependencies } from './account-records';
import type { UsersRepository } from './users.repository';

/** Opening an account: a buyer's or a seller's sign-up, or an administrator's for anyone. */
export function createAccountRegistration(
  deps: Pick<UsersServiceDependencies, 'repository' | 'clock' | 'passwordRules' | 'events'>,
  { administeredAccount }: Pick<AccountRecords, 'administeredAccount'>,
) {
  const { repository, clock } = deps;

  async function insertAccount(
    user: Parameters<UsersRepository['insertUser']>[0],
    seller?: Omit<Parameters<UsersRepository['insertSellerProfile']>[0], 'userId'>,
    alongside?: (tx: Queryable, inserted: UserRow) => Promise<void>,
  ): Promise<UserRow> {
    try {
      return await repository.transaction(async (queries, tx) => {
        const inserted = await queries.insertUser(user);
        if (seller) await queries.insertSellerProfile({ ...seller, userId: inserted.id });
        await alongside?.(tx, inserted);
        return inserted;
      });
    } catch (error) {
      throw emailTakenOr(error);
    }
  }

  /**
   * A person's own sign-up: stored with its `account.signed_up` event, which is delivered after
   * the commit (the account is welcomed and asked to confirm its address).
   */
  async function signUp(
    user: Parameters<UsersRepository['insertUser']>[0],
    seller?: Omit<Parameters<UsersRepository['insertSellerProfile']>[0], 'userId'>,
  ): Promise<UserRow> {
    let signedUp: string | undefined;
    const inserted = await insertAccount(user, seller, async (tx, row) => {
      signedUp = await deps.events.publish(
        tx,
        'account.signed_up',
        { user_id: row.id },
        row.createdAt,
      );
    });
    if (signedUp) await deps.events.deliver(signedUp);
    return inserted;
  }

  return {
    async registerBuyer(body: SignUpUserBody): Promise<UserRow> {
      deps.passwordRules.assertAcceptable(body.password, { email: body.email, field: 'password' });
      const now = clock.now();
      return signUp({
        email: body.email,
        passwordHash: await hashPassword(body.password),
        accountType: 'BUYER',
        firstName: body.first_name,
        lastName: body.last_name,
        createdAt: now,
        updatedAt: now,
      });
    },

    async registerSeller(body: SignUpBusinessBody): Promise<UserRow> {
      deps.passwordRules.assertAcceptable(body.password, { email: body.email, field: 'password' });
      const now = clock.now();
      return signUp(
        {
          email: body.email,
          passwordHash: await hashPassword(body.password),
          accountType: 'SELLER',
          firstName: body.first_name ?? '',
          lastName: body.last_name ?? '',
          createdAt: now,
          updatedAt: now,
        },
        {
          accountName: body.account_name,
          businessName: body.business_name,
          businessNameAsAccountName: body.business_name_as_account_name,
          createdAt: now,
          updatedAt: now,
        },
      );
    },

    /** An administrator opens an account of any type, with the password they are shown once. */
    async createByAdministrator(
      body: {
        type: AccountType;
        email: string;
        first_name: string;
        last_name: string;
        phone?: string | null;
        account_name?: string;
        business_name?: string;
      },
      password: string,
      alongside: (tx: Queryable, inserted: UserRow) => Promise<void>,
    ): Promise<Account> {
      deps.passwordRules.assertAcceptable(password, { email: body.email, field: 'password' });
      const now = clock.now();
      const inserted = await insertAccount(
        {
          email: body.email,
          passwordHash: await hashPassword(password),
          accountType: body.type,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: emptyToNull(body.phone),
          createdAt: now,
          updatedAt: now,
        },
        body.type === 'SELLER'
          ? {
              accountName: body.account_name ?? fullName(body.first_name, body.last_name),
              businessName: body.business_name ?? null,
              businessNameAsAccountName: false,
              createdAt: now,
              updatedAt: now,
            }
          : undefined,
        alongside,
      );
      return administeredAccount(inserted.id);
    },
  };
}
