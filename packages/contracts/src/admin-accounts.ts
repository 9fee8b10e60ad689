import { z } from 'zod';
import { filterText } from './filter-text';
import { emailSchema } from './auth';
import { isAdmin } from './accounts';
import { accountTypes, activityStatuses, marketplaceSections, type AccountType } from './enums';

/**
 * The user manager (`/profile/user-manager`, issue 21): administrators search, add, edit, block,
 * pause, unblock and delete accounts, set their passwords and pictures. Routes (ADMIN,
 * SUPER_ADMIN), all under `/api/admin/users`:
 * - `GET /` ({@link adminAccountListQuery}) → {@link adminAccountPage}
 * - `POST /` ({@link createAccountBody}) → {@link createdAccount} (its password, shown once)
 * - `GET /:id`, `PATCH /:id` ({@link adminAccountUpdateBody}), `DELETE /:id` → {@link adminAccount}
 * - `POST /:id/block`, `/pause`, `/unblock` ({@link accountStatusChangeBody}) → {@link adminAccount}
 * - `POST /:id/password/reset-link` (mails the restore link), `POST /:id/password/generate` →
 *   {@link generatedPassword}
 * - `POST /:id/avatar`, `/logo` (multipart field `file`) → {@link adminAccount}
 * - `GET /:id/sign-ins` → {@link signInPage}
 * - `POST /:id/view-as` → `AuthSession`: a read-only token of the account ("view as this user",
 *   ADR 0077); `POST /api/view-as/stop` with that token ends it (a no-op with any other).
 * A balance is topped up through `POST /api/users/:id/balance/top-ups` (the ledger).
 */

/**
 * Who may act on whose account (the api enforces it; the web only hides what would be refused):
 * administrators act on buyers and sellers; only a super admin acts on administrators. Nobody
 * acts on their own account through the user manager.
 */
export function mayManageAccount(
  actor: { id: string; type: AccountType },
  target: { id: string; type: AccountType },
): boolean {
  if (actor.id === target.id || !isAdmin(actor.type)) return false;
  return isAdmin(target.type) ? actor.type === 'SUPER_ADMIN' : true;
}

/** How long one "view as this user" lasts; it is not renewed, the administrator starts again. */
export const VIEW_AS_MINUTES = 30;

/** The answer to any write while viewing as a user (403 VIEWING_AS_IS_READ_ONLY), per locale. */
export const viewingAsReadOnlyMessages = {
  en: 'You are viewing as this user: read only. Stop viewing to make changes.',
  de: 'Sie sehen das Konto dieses Nutzers nur an: Änderungen sind nicht möglich. Beenden Sie die Ansicht, um etwas zu ändern.',
} as const;

/** Only a super admin opens administrators' accounts. */
export const mayCreateAccountOfType = (actor: AccountType, type: AccountType) =>
  isAdmin(type) ? actor === 'SUPER_ADMIN' : isAdmin(actor);

export const adminAccountSorts = ['newest', 'oldest', 'email'] as const;
export type AdminAccountSort = (typeof adminAccountSorts)[number];

export const ADMIN_ACCOUNTS_PAGE_MAX = 100;

const day = z.iso.date();

/** `GET /api/admin/users`: open accounts, filtered, sorted, keyset-paged. */
export const adminAccountListQuery = z
  .object({
    /** Words of the name, the business name or the email address. */
    search: filterText(120),
    type: z.enum(accountTypes).optional(),
    status: z.enum(activityStatuses).optional(),
    /** Signed up on or after this UTC day. */
    signed_up_from: day.optional(),
    /** Signed up on or before this UTC day. */
    signed_up_to: day.optional(),
    /** Has a listing in this division. */
    section: z.enum(marketplaceSections).optional(),
    sort: z.enum(adminAccountSorts).default('newest'),
    limit: z.coerce.number().int().min(1).max(ADMIN_ACCOUNTS_PAGE_MAX).default(25),
    cursor: z.string().max(400).optional(),
  })
  .refine(
    (query) =>
      !query.signed_up_from || !query.signed_up_to || query.signed_up_from <= query.signed_up_to,
    { error: 'End on or after the first day', path: ['signed_up_to'] },
  );
export type AdminAccountListQuery = z.input<typeof adminAccountListQuery>;

export const adminAccountRow = z
  .object({
    id: z.uuid(),
    email: z.string(),
    type: z.enum(accountTypes),
    status: z.enum(activityStatuses),
    display_name: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    avatar: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminAccountRow' });
export type AdminAccountRow = z.infer<typeof adminAccountRow>;

export const adminAccountPage = z
  .object({ items: z.array(adminAccountRow), next_cursor: z.string().nullable() })
  .meta({ id: 'AdminAccountPage' });
export type AdminAccountPage = z.infer<typeof adminAccountPage>;

/** One account as the user manager shows it. */
export const adminAccount = z
  .object({
    ...adminAccountRow.shape,
    phone: z.string().nullable(),
    blocked_reason: z.string().nullable(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    updated_at: z.iso.datetime(),
    /** Sellers only. */
    seller: z
      .object({
        account_name: z.string(),
        business_name: z.string().nullable(),
        business_name_as_account_name: z.boolean(),
        logo: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'AdminAccount' });
export type AdminAccount = z.infer<typeof adminAccount>;

const name = z.string().trim().max(80);
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, { error: 'Enter a valid phone number' });

/** `POST /api/admin/users`: a new account of any type; its password is generated. */
export const createAccountBody = z
  .object({
    type: z.enum(accountTypes),
    email: emailSchema,
    first_name: name.default(''),
    last_name: name.default(''),
    phone: phone.nullable().optional(),
    /** Sellers: required. */
    account_name: z.string().trim().min(2).max(80).optional(),
    business_name: z.string().trim().min(2).max(120).optional(),
  })
  .refine((body) => body.type !== 'SELLER' || body.account_name !== undefined, {
    error: 'Complete this field, please',
    path: ['account_name'],
  })
  .meta({ id: 'CreateAccountBody' });
export type CreateAccountBody = z.input<typeof createAccountBody>;

/** `PATCH /api/admin/users/:id`: the fields left out stay as they are. */
export const adminAccountUpdateBody = z
  .object({
    email: emailSchema.optional(),
    first_name: name.optional(),
    last_name: name.optional(),
    phone: phone.nullable().optional(),
    account_name: z.string().trim().min(2).max(80).optional(),
    business_name: z.string().trim().min(2).max(120).nullable().optional(),
    business_name_as_account_name: z.boolean().optional(),
  })
  .meta({ id: 'AdminAccountUpdateBody' });
export type AdminAccountUpdateBody = z.infer<typeof adminAccountUpdateBody>;

/** What an administrator does to an account's status (the api's `statusAfter` says where to). */
export const accountStatusChanges = ['block', 'pause', 'unblock'] as const;
export type AccountStatusChange = (typeof accountStatusChanges)[number];

/** Blocking, pausing and unblocking say why; the owner is told. */
export const accountStatusChangeBody = z
  .object({ reason: z.string().trim().min(3).max(500) })
  .meta({ id: 'AccountStatusChangeBody' });
export type AccountStatusChangeBody = z.infer<typeof accountStatusChangeBody>;

export const createdAccount = z
  .object({
    account: adminAccount,
    /** Shown once, here; never stored in clear or shown again. */
    password: z.string(),
  })
  .meta({ id: 'CreatedAccount' });
export type CreatedAccount = z.infer<typeof createdAccount>;

export const generatedPassword = z
  .object({ password: z.string() })
  .meta({ id: 'GeneratedPassword' });
export type GeneratedPassword = z.infer<typeof generatedPassword>;

/** One sign-in (a session family): when, from where, with what, and whether it still runs. */
export const signIn = z
  .object({
    signed_in_at: z.iso.datetime(),
    last_used_at: z.iso.datetime(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    ended: z.boolean(),
  })
  .meta({ id: 'SignIn' });
export type SignIn = z.infer<typeof signIn>;

export const signInPage = z.object({ items: z.array(signIn) }).meta({ id: 'SignInPage' });
export type SignInPage = z.infer<typeof signInPage>;
