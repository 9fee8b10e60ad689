import type { AdminMessageAudience } from '@bazaar/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { sellsIn } from '../listings/read-model';
import { audienceColumns, openAccountIds } from '../users/read-model';

/** The accounts an audience holds, as a condition on open accounts (undefined: all of them). */
export function audienceCondition(audience: AdminMessageAudience): SQL | undefined {
  switch (audience.kind) {
    case 'everyone':
      return undefined;
    case 'buyers':
      return eq(audienceColumns.accountType, 'BUYER');
    case 'sellers':
      return eq(audienceColumns.accountType, 'SELLER');
    case 'account':
      return eq(audienceColumns.id, audience.account);
    case 'filter':
      return and(
        audience.section ? sellsIn(audience.section, audienceColumns.id) : undefined,
        audience.status ? eq(audienceColumns.status, audience.status) : undefined,
      );
  }
}

/** The id of the open account named by its id or its email address. */
export async function findAccountId(db: Queryable, idOrEmail: string) {
  const byId = z.uuid().safeParse(idOrEmail).success;
  const condition = byId
    ? eq(audienceColumns.id, idOrEmail)
    : eq(audienceColumns.email, idOrEmail.toLowerCase());
  const [id] = await openAccountIds(db, condition, null, 1);
  return id;
}
