import { useMutation } from '@tanstack/react-query';
import { LISTING_UPLOAD_FIELD, listingMediaList, type ListingMediaItem } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/products/me/media`: uploads pictures (multipart, several at once). */
export function uploadListingMedia(files: readonly File[]): Promise<ListingMediaItem[]> {
  const body = new FormData();
  for (const file of files) body.append(LISTING_UPLOAD_FIELD, file);
  return apiRequest('/products/me/media', {
    method: 'POST',
    body,
    schema: listingMediaList,
    // The photos card shows what went wrong.
    handled: true,
  });
}

export function useUploadListingMedia() {
  return useMutation({ mutationFn: uploadListingMedia });
}
