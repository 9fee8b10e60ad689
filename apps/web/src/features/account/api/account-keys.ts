import { USERS_ME_QUERY_KEY } from '@bazaar/contracts';

/**
 * Query keys of the account feature. The current user's key is the spec's 'api/users/me' (§7),
 * which the session code clears on sign-in and sign-out.
 */
export const accountKeys = {
  currentUser: () => [USERS_ME_QUERY_KEY] as const,
  sellerProfile: () => ['api/sellers/me'] as const,
  buyerProfile: () => ['api/buyers/me'] as const,
};

/** The account types that have a profile of their own, and where it lives. */
export type ProfileAccountType = 'SELLER' | 'BUYER';

export function profilePath(type: ProfileAccountType): '/sellers/me' | '/buyers/me' {
  return type === 'SELLER' ? '/sellers/me' : '/buyers/me';
}

export function profileKey(type: ProfileAccountType) {
  return type === 'SELLER' ? accountKeys.sellerProfile() : accountKeys.buyerProfile();
}
