import { queryOptions, useQuery } from '@tanstack/react-query';
import { homepageDraft, type HomepageDraft } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { homepageSettingsKeys } from './homepage-settings-keys';

/** `GET /api/admin/homepage`: the draft, when it was published and whether it changed since. */
export function getHomepageDraft(signal?: AbortSignal): Promise<HomepageDraft> {
  return apiRequest('/admin/homepage', { schema: homepageDraft, signal });
}

export function getHomepageDraftQueryOptions() {
  return queryOptions({
    queryKey: homepageSettingsKeys.draft(),
    queryFn: ({ signal }) => getHomepageDraft(signal),
  });
}

export function useHomepageDraft() {
  return useQuery(getHomepageDraftQueryOptions());
}
