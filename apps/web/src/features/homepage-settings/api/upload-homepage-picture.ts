import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homepageEntry, type HomepageEntry } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { homepageSettingsKeys } from './homepage-settings-keys';

/** `POST /api/admin/homepage/entries/<id>/picture` (multipart `file`): JPEG, PNG or WebP. */
export function uploadHomepagePicture({
  id,
  file,
}: {
  id: string;
  file: File;
}): Promise<HomepageEntry> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(`/admin/homepage/entries/${encodeURIComponent(id)}/picture`, {
    method: 'POST',
    body,
    schema: homepageEntry,
  });
}

export function useUploadHomepagePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadHomepagePicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homepageSettingsKeys.all }),
  });
}
