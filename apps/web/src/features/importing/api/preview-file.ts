import { useMutation } from '@tanstack/react-query';
import { productImportFilePreview, type MarketplaceSection } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/products/me/imports/file/preview`: every row checked, nothing written. */
export function usePreviewFile() {
  return useMutation({
    mutationFn: ({ file, section }: { file: File; section: MarketplaceSection }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest('/products/me/imports/file/preview', {
        method: 'POST',
        query: { section },
        body: form,
        schema: productImportFilePreview,
        timeoutMs: 120_000,
        handled: true,
      });
    },
  });
}
