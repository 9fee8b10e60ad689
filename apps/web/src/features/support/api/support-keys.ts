import { type SupportRequestListQuery } from '@bazaar/contracts';

export type SupportRequestFilters = Pick<
  SupportRequestListQuery,
  'status' | 'topic' | 'from' | 'to' | 'q'
>;

/** Query keys of the support feature: every key starts with `['support-requests']`. */
export const supportKeys = {
  all: ['support-requests'] as const,
  lists: () => [...supportKeys.all, 'list'] as const,
  list: (filters: SupportRequestFilters) => [...supportKeys.lists(), filters] as const,
  detail: (id: string) => [...supportKeys.all, 'detail', id] as const,
};
