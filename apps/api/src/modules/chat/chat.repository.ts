import type { Database, Queryable } from '../../db/client';
import { blockAndReportQueries } from './block-and-report-queries';
import { conversationQueries } from './conversation-queries';
import { historyAndUnreadQueries } from './history-and-unread-queries';
import { messageQueries } from './message-queries';

/** The two parties in the stored order. */
export const orderedPair = (a: string, b: string) => (a < b ? [a, b] : [b, a]) as [string, string];

/** The chat's queries, in groups by what they are about, bound to one connection or transaction. */
function chatQueries(db: Queryable) {
  return {
    ...conversationQueries(db),
    ...messageQueries(db),
    ...historyAndUnreadQueries(db),
    ...blockAndReportQueries(db),
  };
}

export type ChatQueries = ReturnType<typeof chatQueries>;

export function createChatRepository(db: Database) {
  return {
    ...chatQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    transaction<T>(work: (queries: ChatQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(chatQueries(tx), tx));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
