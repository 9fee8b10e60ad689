import type {
  AdminAccount,
  AdminAccountPage,
  SignInPage,
  adminAccountListQuery,
} from '@bazaar/contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { cursorFields, cursorText, invalidCursor } from '../../lib/keyset-cursor';
import { sellsIn } from '../listings/read-model';
import type { SessionsService } from '../sessions';
import type { UsersService } from '../users';
import { audienceColumns, administeredAccountsPage } from '../users/read-model';
import { toAdminAccount, toAdminAccountRow } from './admin-account-dto';

type ListQuery = z.output<typeof adminAccountListQuery>;

/** How many sign-ins an account's page shows. */
export const SIGN_INS_SHOWN = 20;

const DAY_MS = 86_400_000;

const listCursor = z.object({ k: z.string().max(300), i: z.uuid() });

function encodeListCursor(key: string, id: string) {
  return cursorText({ k: key, i: id });
}

function decodeListCursor(cursor: string) {
  const parsed = listCursor.safeParse(cursorFields(cursor));
  if (!parsed.success) throw invalidCursor();
  return { key: parsed.data.k, id: parsed.data.i };
}

export interface AccountFindingDependencies {
  db: Queryable;
  users: UsersService;
  sessions: Pick<SessionsService, 'signInsOf'>;
}

/** What administrators read of accounts: the list, an account, its sign-ins. */
export function createAccountFinding({ db, users, sessions }: AccountFindingDependencies) {
  return {
    /** `GET /admin/users`: open accounts, filtered and sorted as the address says. */
    async list(query: ListQuery): Promise<AdminAccountPage> {
      const rows = await administeredAccountsPage(db, {
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

    async signIns(id: string): Promise<SignInPage> {
      await users.administeredAccount(id);
      const rows = await sessions.signInsOf(id, SIGN_INS_SHOWN);
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
