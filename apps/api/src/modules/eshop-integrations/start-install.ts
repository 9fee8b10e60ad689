import { randomBytes } from 'node:crypto';
import type { StorePlatform } from '@bazaar/contracts';
import { AppError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { hashOf, installerOf } from './connection-grants';
import type { EshopContext } from './eshop-context';
import { alreadyAdded, eshopLimitReached, installingSeller } from './install-errors';
import type { InstallCookies } from './install-cookie';

/** How long an install may take from Bazaar to the platform's consent and back. */
export const INSTALL_STATE_TTL_MS = 15 * 60 * 1000;

/** A state nonce for an install, bound to the seller when started from Bazaar. */
export async function beginInstall(
  { repository, clock }: Pick<EshopContext, 'repository' | 'clock'>,
  platform: StorePlatform,
  storeKey: string,
  sellerId: string | null,
): Promise<{ state: string }> {
  const state = randomBytes(24).toString('base64url');
  const now = clock.now();
  await repository.insertState({
    stateHash: hashOf(state),
    platform,
    storeKey,
    sellerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INSTALL_STATE_TTL_MS),
  });
  return { state };
}

/** POST …/:platform/installs: where a signed-in seller's browser goes to connect `store`. */
export async function startInstall(
  deps: Pick<EshopContext, 'repository' | 'clock' | 'limits' | 'installers'>,
  account: SignedInAccount | null,
  platform: StorePlatform,
  store: string,
): Promise<{ authorize_url: string; state: string; cookies: InstallCookies }> {
  const { repository, limits } = deps;
  const sellerId = installingSeller(account);
  const installer = installerOf(deps.installers, platform);
  const storeKey = installer.storeKeyOf(store);
  if (!storeKey) {
    throw new AppError(400, 'VALIDATION', 'Please enter the address of your store.', {
      fields: [{ field: 'store', message: 'This is not a store address of the platform.' }],
    });
  }
  const live = await repository.liveConnection(platform, storeKey);
  if (live && live.sellerId !== sellerId) throw alreadyAdded();
  if (!live) {
    const { limit, plan } = await limits.eshopsLimitOf(sellerId);
    if ((await repository.countLiveOf(sellerId)) >= limit) throw eshopLimitReached(limit, plan);
  }
  const { state } = await beginInstall(deps, platform, storeKey, sellerId);
  return { authorize_url: installer.startUrl(state), state, cookies: installer.cookies };
}

/** The store a pending state was begun for (the start route opens its consent screen). */
export async function pendingInstall(
  { repository, clock }: Pick<EshopContext, 'repository' | 'clock'>,
  platform: StorePlatform,
  state: string,
): Promise<string | null> {
  const row = await repository.pendingState(hashOf(state), clock.now());
  return row && row.platform === platform ? row.storeKey : null;
}

/** Whether the state is pending for this store (checked before the code is exchanged). */
export async function stateMatches(
  { repository, clock }: Pick<EshopContext, 'repository' | 'clock'>,
  platform: StorePlatform,
  state: string,
  storeKey: string,
): Promise<boolean> {
  const row = await repository.pendingState(hashOf(state), clock.now());
  return !!row && row.platform === platform && row.storeKey === storeKey;
}
