import { type PrepayHistoryFilters } from '../filters';

/** Query keys of the prepay history: every key starts with `['prepay']`. */
export const prepayKeys = {
  all: ['prepay'] as const,
  balance: () => [...prepayKeys.all, 'balance'] as const,
  lists: () => [...prepayKeys.all, 'list'] as const,
  list: (filters: PrepayHistoryFilters) => [...prepayKeys.lists(), filters] as const,
  entry: (id: string) => [...prepayKeys.all, 'entry', id] as const,
  topUp: (sessionId: string) => [...prepayKeys.all, 'top-up', sessionId] as const,
};
