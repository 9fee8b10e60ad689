import { randomBytes } from 'node:crypto';
import {
  mayCreateAccountOfType,
  mayManageAccount,
  type AccountStatusChange,
  type AdminAccount,
  type AdminAccountPage,
  type AdminAccountUpdateBody,
  type AuditSnapshot,
  type AuthSessionResponse,
  type CreatedAccount,
  type SignInPage,
  type adminAccountListQuery,
  type createAccountBody,
} from '@bazaar/contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { ForbiddenError, ValidationError } from '../../errors';
import type { UploadedFile } from '../../http/multipart';
import type { AuditActor } from '../../http/signed-in';
import type { SignedInAccount } from '../../lib/account-status';
import type { AuditService } from '../audit';
import type { AuthService } from '../auth';
import { sellsIn } from '../listings/read-model';
import type { NotificationsService } from '../notifications';
import type { SessionsService } from '../sessions';
import { emptyToNull, type Account, type UsersService } from '../users';
import { audienceColumns, administeredAccountsPage } from '../users/read-model';
import { toAdminAccount, toAdminAccountRow } from './admin-account-dto';

export interface AdminAccountsDependencies {
  db: Queryable;
  users: UsersService;
  auth: Pick<AuthService, 'mailPasswordRestoreLink' | 'startViewing' | 'stopViewing'>;
  sessions: Pick<SessionsService, 'signInsOf'>;
  audit: Pick<AuditService, 'record'>;
  notifications: Pick<NotificationsService, 'notify'>;
}

type ListQuery = z.output<typeof adminAccountListQuery>;
type CreateBody = z.output<typeof createAccountBody>;

/** How many sign-ins an account's page shows. */
export const SIGN_INS_SHOWN = 20;

const DAY_MS = 86_400_000;

/** What the owner is told about each status change (the web words the code). */
const statusNotices: Record<AccountStatusChange, { code: string; title: string }> = {
  block: { code: 'account_blocked', title: 'An administrator blocked your account' },
  pause: { code: 'account_paused', title: 'An administrator paused your account' },
  unblock: { code: 'account_unblocked', title: 'An administrator unblocked your account' },
};

/** A password no one chose: 96 random bits, readable enough to be typed once. */
export const generatePassword = () => randomBytes(12).toString('base64url');

const listCursor = z.object({ k: z.string().max(300), i: z.uuid() });

function encodeListCursor(key: string, id: string) {
  return Buffer.from(JSON.stringify({ k: key, i: id })).toString('base64url');
}

function decodeListCursor(cursor: string) {
  try {
    const parsed = listCursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { key: parsed.k, id: parsed.i };
  } catch {
    throw new ValidationError([
      { field: 'cursor', message: 'This cursor is not valid; start from the first page' },
    ]);
  }
}

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

/**
 * The user manager: what administrators do to other people's accounts. Who may act on whom is
 * decided here (`mayManageAccount`); each action is recorded in the audit trail inside the
 * transaction that performs it, through the users module's `alongside` hook.
 */
export function createAdminAccountsService(deps: AdminAccountsDependencies) {
  const { users, audit } = deps;

  /**
   * The account, when `by` may act on it. An administrator edits their own profile and picture
   * here (they have no settings page); nothing else of their own.
   */
  async function managed(by: AuditActor, id: string, options: { self?: boolean } = {}) {
    const account = await users.administeredAccount(id);
    const target = { id, type: account.user.accountType };
    const ownProfile = options.self === true && by.actor.id === id;
    if (!ownProfile && !mayManageAccount(by.actor, target)) {
      throw new ForbiddenError(
        'FORBIDDEN',
        by.actor.id === id
          ? "You can't do this to your own account."
          : 'Only a super admin can change an administrator’s account.',
      );
    }
    return account;
  }

  const record = (
    by: AuditActor,
    id: string,
    action: string,
    tx: Queryable,
    change: { before?: AuditSnapshot; after?: AuditSnapshot } = {},
  ) => audit.record({ ...by, action, subject: { type: 'account', id }, ...change }, tx);

  return {
    /** `GET /admin/users`: open accounts, filtered and sorted as the address says. */
    async list(query: ListQuery): Promise<AdminAccountPage> {
      const rows = await administeredAccountsPage(deps.db, {
        search: query.search,
        type: query.type,
        status: query.status,
        signedUpFrom: query.signed_up_from ? new Date(query.signed_up_from) : undefined,
        signedUpBefore: query.signed_up_to
          ? new Date(Date.parse(query.signed_up_to) + DAY_MS)
          : undefined,
        where: query.section ? sellsIn(query.section, audienceColumns.id) : undefined,
        sort: query.sort,
        after: query.cursor ? decodeListCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toAdminAccountRow),
        next_cursor:
          rows.length > query.limit && last ? encodeListCursor(last.sortKey, last.owner.id) : null,
      };
    },

    async get(id: string): Promise<AdminAccount> {
      return toAdminAccount(await users.administeredAccount(id));
    },

    /** Any type; administrators' accounts only by a super admin. The password is shown once. */
    async create(by: AuditActor, body: CreateBody): Promise<CreatedAccount> {
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
    },

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

    /**
     * Anonymised exactly as the owner's closing does. The trail keeps what the account was, not
     * who: its type and status.
     */
    async remove(by: AuditActor, id: string): Promise<void> {
      const { user } = await managed(by, id);
      await users.closeByAdministrator(id, (tx) =>
        record(by, id, 'account.delete', tx, {
          before: { type: user.accountType, status: user.status },
        }),
      );
    },

    /** Blocks, pauses or unblocks with a reason; the owner is notified with the change. */
    async changeStatus(
      by: AuditActor,
      id: string,
      change: AccountStatusChange,
      reason: string,
    ): Promise<void> {
      const { user } = await managed(by, id);
      await users.setStatusByAdministrator(id, change, reason, (tx) =>
        record(by, id, `account.${change}`, tx, {
          before: { status: user.status },
          after: { reason },
        }),
      );
      // After commit, so the notice is pushed live at once; a change that failed tells nobody.
      const { code, title } = statusNotices[change];
      await deps.notifications.notify(id, {
        type: 'account',
        code,
        title,
        body: reason,
        link: '/profile',
      });
    },

    /** Mails the owner the restore link of "forgot password". */
    async mailPasswordReset(by: AuditActor, id: string): Promise<void> {
      await managed(by, id);
      await deps.auth.mailPasswordRestoreLink(id);
      // The link lives in the auth module's own table; the trail notes that it was sent.
      await record(by, id, 'account.password_reset_link', deps.db);
    },

    /** A new password, answered once; every session of the account ends. */
    async generatePassword(by: AuditActor, id: string): Promise<{ password: string }> {
      await managed(by, id);
      const password = generatePassword();
      await users.setPasswordByAdministrator(id, password, (tx) =>
        record(by, id, 'account.password_generate', tx),
      );
      return { password };
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

    /**
     * "View as this user" (ADR 0077): a read-only token of the account for an administrator who
     * may manage it (nobody views as themselves; only a super admin as an administrator). The
     * start is in the audit trail with the viewing's end.
     */
    async startViewing(by: SignedInAccount, ip: string, id: string): Promise<AuthSessionResponse> {
      const account = await users.administeredAccount(id);
      const viewed = { id, type: account.user.accountType };
      if (!mayManageAccount(by, viewed)) {
        throw new ForbiddenError(
          'FORBIDDEN',
          by.id === id
            ? "You can't view the product as yourself this way."
            : 'Only a super admin can view as an administrator.',
        );
      }
      const actor: AuditActor = { actor: { id: by.id, type: by.type }, ip };
      return deps.auth.startViewing(by, viewed, ip, (tx) =>
        record(actor, id, 'account.view_as_start', tx),
      );
    },

    /**
     * Ends the viewing of a "view as" token, recorded as the administrator's action. With any
     * other token there is nothing to end (a repeated stop, after the session came back).
     */
    async stopViewing(account: SignedInAccount, ip: string): Promise<void> {
      const administrator = account.viewedBy;
      if (!administrator) return;
      const actor: AuditActor = { actor: { id: administrator.id, type: administrator.type }, ip };
      await deps.auth.stopViewing(account, (tx) =>
        record(actor, account.id, 'account.view_as_stop', tx),
      );
    },

    async signIns(id: string): Promise<SignInPage> {
      await users.administeredAccount(id);
      const rows = await deps.sessions.signInsOf(id, SIGN_INS_SHOWN);
      return {
        items: rows.map((row) => ({
          signed_in_at: row.signedInAt.toISOString(),
          last_used_at: row.lastUsedAt.toISOString(),
          ip: row.ip,
          user_agent: row.userAgent,
          ended: row.ended,
        })),
      };
    },
  };
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
