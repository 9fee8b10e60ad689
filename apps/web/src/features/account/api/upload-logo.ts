import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerProfile, type SellerProfile } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** `POST /api/sellers/me/logo` (multipart `file`): the shop's logo, seller only. */
export function uploadLogo(file: File): Promise<SellerProfile> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest('/sellers/me/logo', {
    method: 'POST',
    body,
    schema: sellerProfile,
    handled: true,
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.sellerProfile(), profile),
  });
}
