import type { ModerationFilters } from '../filters';

/** The key factory of the listings' moderation (ADR 0070). */
export const moderationKeys = {
  all: ['api/admin/moderation'] as const,
  queue: (filters: Pick<ModerationFilters, 'state' | 'flag' | 'section'>) =>
    [...moderationKeys.all, 'queue', filters] as const,
  case: (listingId: string) => [...moderationKeys.all, 'case', listingId] as const,
  words: () => [...moderationKeys.all, 'words'] as const,
  reportedReviews: ['api/admin/feedbacks/reports'] as const,
};
