import type {
  SupportRequest,
  SupportRequestPage,
  supportRequestListQuery,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { SupportRequestRow } from '../../db/schema/support';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { SupportRepository } from './support.repository';

export function toSupportRequest(row: SupportRequestRow): SupportRequest {
  return {
    id: row.id,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    status: row.status,
    locale: row.locale,
    user_id: row.userId,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/** A page of support requests, newest first; `next_cursor` is null on the last page. */
export async function listSupportRequests(
  repository: SupportRepository,
  query: z.output<typeof supportRequestListQuery>,
): Promise<SupportRequestPage> {
  const rows = await repository.list({
    status: query.status,
    topic: query.topic,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    search: query.q,
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toSupportRequest(row.request)),
    next_cursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.createdAtText, id: last.request.id })
        : null,
  };
}
