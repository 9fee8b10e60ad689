import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homepageDraft, type HomepageDraft } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { homepageSettingsKeys } from './homepage-settings-keys';

/** `POST /api/admin/homepage/publish`: visitors see the draft from now on, by its schedules. */
export function publishHomepage(): Promise<HomepageDraft> {
  return apiRequest('/admin/homepage/publish', { method: 'POST', schema: homepageDraft });
}

export function usePublishHomepage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishHomepage,
    onSuccess: (draft) => queryClient.setQueryData(homepageSettingsKeys.draft(), draft),
  });
}
