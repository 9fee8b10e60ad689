import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homepageEntry, type HomepageEntry, type HomepageEntryBody } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { homepageSettingsKeys } from './homepage-settings-keys';

/**
 * `POST /api/admin/homepage/entries` (no `id`: a new entry, last of its group) or
 * `PUT /api/admin/homepage/entries/<id>`.
 */
export function saveHomepageEntry({
  id,
  body,
}: {
  id?: string;
  body: HomepageEntryBody;
}): Promise<HomepageEntry> {
  return apiRequest(
    id ? `/admin/homepage/entries/${encodeURIComponent(id)}` : '/admin/homepage/entries',
    { method: id ? 'PUT' : 'POST', body, schema: homepageEntry, handled: true },
  );
}

export function useSaveHomepageEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHomepageEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homepageSettingsKeys.all }),
  });
}
