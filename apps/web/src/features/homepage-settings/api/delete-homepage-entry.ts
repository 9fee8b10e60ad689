import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { homepageSettingsKeys } from './homepage-settings-keys';

/** `DELETE /api/admin/homepage/entries/<id>`: out of the draft. */
export async function deleteHomepageEntry(id: string): Promise<void> {
  await apiRequest(`/admin/homepage/entries/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteHomepageEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHomepageEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homepageSettingsKeys.all }),
  });
}
