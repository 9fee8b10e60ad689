import { useMutation } from '@tanstack/react-query';
import { LISTING_UPLOAD_FIELD, listingDocumentList, type ListingDocument } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/products/me/documents`: uploads PDF documents (multipart, several at once). */
export function uploadListingDocuments(files: readonly File[]): Promise<ListingDocument[]> {
  const body = new FormData();
  for (const file of files) body.append(LISTING_UPLOAD_FIELD, file);
  return apiRequest('/products/me/documents', {
    method: 'POST',
    body,
    schema: listingDocumentList,
    // The documents card shows what went wrong.
    handled: true,
  });
}

export function useUploadListingDocuments() {
  return useMutation({ mutationFn: uploadListingDocuments });
}
