import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  buyerProfile,
  sellerProfile,
  type BuyerProfile,
  type SellerProfile,
  type UpdateBuyerBody,
  type UpdateSellerBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export type UpdateProfileInput =
  { type: 'SELLER'; body: UpdateSellerBody } | { type: 'BUYER'; body: UpdateBuyerBody };

/** `PATCH /api/sellers/me` or `/api/buyers/me`: names, phone and, for sellers, the shop's names. */
export function updateProfile(input: UpdateProfileInput): Promise<SellerProfile | BuyerProfile> {
  return input.type === 'SELLER'
    ? apiRequest('/sellers/me', {
        method: 'PATCH',
        body: input.body,
        schema: sellerProfile,
        handled: true,
      })
    : apiRequest('/buyers/me', {
        method: 'PATCH',
        body: input.body,
        schema: buyerProfile,
        handled: true,
      });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile, input) => {
      queryClient.setQueryData(
        input.type === 'SELLER' ? accountKeys.sellerProfile() : accountKeys.buyerProfile(),
        profile,
      );
      // The display name and phone shown elsewhere come from the current user.
      void queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() });
    },
  });
}
