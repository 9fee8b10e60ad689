import { adminAccount, type AdminAccount } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** `POST /api/admin/users/<id>/avatar` or `/logo` (sellers), multipart `file`. */
export function uploadAccountPicture(input: {
  id: string;
  kind: 'avatar' | 'logo';
  file: File;
}): Promise<AdminAccount> {
  const body = new FormData();
  body.append('file', input.file);
  return apiRequest(`/admin/users/${encodeURIComponent(input.id)}/${input.kind}`, {
    method: 'POST',
    body,
    schema: adminAccount,
    handled: true,
  });
}

export const useUploadAccountPicture = () => useAccountMutation(uploadAccountPicture);
