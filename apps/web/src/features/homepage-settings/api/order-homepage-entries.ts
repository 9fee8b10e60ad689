import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homepageDraft, type HomepageDraft } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { homepageSettingsKeys } from './homepage-settings-keys';

/** `PUT /api/admin/homepage/order`: one whole group in its new order. */
export function orderHomepageEntries(ids: string[]): Promise<HomepageDraft> {
  return apiRequest('/admin/homepage/order', {
    method: 'PUT',
    body: { ids },
    schema: homepageDraft,
  });
}

export function useOrderHomepageEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderHomepageEntries,
    onSuccess: (draft) => {
      queryClient.setQueryData(homepageSettingsKeys.draft(), draft);
      void queryClient.invalidateQueries({ queryKey: homepageSettingsKeys.all });
    },
  });
}
