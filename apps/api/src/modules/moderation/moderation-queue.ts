import type {
  ModerationCaseDetail,
  ModerationCasePage,
  moderationQueueQuery,
} from '@bazaar/contracts';
import type { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { listingNotFound, toCase } from './moderation-case';
import { OPEN_STATES, type ModerationRepository } from './moderation.repository';

export type ModerationQueueQuery = z.output<typeof moderationQueueQuery>;

export interface ModerationQueueDependencies {
  repository: ModerationRepository;
}

/** What administrators read: the queue of cases and a case with its history. */
export function createModerationQueue({ repository }: ModerationQueueDependencies) {
  async function detail(listingId: string): Promise<ModerationCaseDetail> {
    const row = await repository.caseOf(listingId);
    if (!row) throw listingNotFound();
    const history = await repository.historyOf(listingId);
    const names = await repository.namesOf([
      row.moderation.ownerId,
      ...history.flatMap((event) => (event.actorId ? [event.actorId] : [])),
    ]);
    return {
      ...toCase(row, names),
      history: history.map((event) => ({
        id: event.id,
        kind: event.kind,
        actor: event.actorId
          ? { id: event.actorId, display_name: names.get(event.actorId) ?? '' }
          : null,
        reason: event.reason,
        flags: event.flags,
        occurred_at: event.occurredAt.toISOString(),
      })),
    };
  }

  return {
    /** The queue: most recently changed first, filtered as the address says. */
    async queue(query: ModerationQueueQuery): Promise<ModerationCasePage> {
      const states =
        query.state === 'all' ? undefined : query.state === 'open' ? OPEN_STATES : [query.state];
      const rows = await repository.queue({
        states,
        flag: query.flag,
        section: query.section,
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const names = await repository.namesOf(page.map((row) => row.moderation.ownerId));
      const last = page.at(-1);
      return {
        items: page.map((row) => toCase(row, names)),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.updatedAtText, id: last.moderation.listingId })
            : null,
      };
    },

    detail,
  };
}
