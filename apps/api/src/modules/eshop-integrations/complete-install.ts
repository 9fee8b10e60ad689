import { randomBytes } from 'node:crypto';
import type { EshopConnection, StorePlatform } from '@bazaar/contracts';
import { isUniqueViolation } from '../../db/errors';
import type { EshopConnectionRow } from '../../db/schema/eshop-integrations';
import { AppError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { attachStore, attachStoreNow } from './attach-store';
import { hashOf, sealedGrant } from './connection-grants';
import type { EshopContext } from './eshop-context';
import { toConnection } from './eshop-connection';
import { alreadyAdded, installingSeller, installRefused } from './install-errors';
import type { StoreIdentity, StoreTokens } from './platform';

/** How long a store installed from the platform waits for its merchant's Bazaar account. */
export const CLAIM_TTL_MS = 30 * 60 * 1000;

type InstallDependencies = Pick<EshopContext, 'repository' | 'clock' | 'limits' | 'sealer'>;

/**
 * After the code → token exchange: attaches the store to the seller the state is bound to,
 * or keeps the grant in a claim for /app/complete-account. Answers the web path the browser
 * goes to next. The state is used once.
 */
export async function completeInstall(
  deps: InstallDependencies,
  platform: StorePlatform,
  state: string,
  identity: StoreIdentity,
  tokens: StoreTokens,
): Promise<{ redirectTo: string }> {
  const { repository, clock } = deps;
  const used = await repository.useState(hashOf(state), clock.now());
  if (!used || used.platform !== platform || used.storeKey !== identity.storeKey) {
    throw installRefused();
  }
  const grant = sealedGrant(deps.sealer, platform, identity.storeKey, tokens);
  const done = `/profile/e-shop-integration?connected=${platform}`;
  if (used.sellerId) {
    try {
      await attachStoreNow(deps, used.sellerId, platform, identity, grant);
      return { redirectTo: done };
    } catch (error) {
      if (error instanceof AppError && error.status !== 401) {
        return {
          redirectTo: `/profile/e-shop-integration?error=${error.code}&platform=${platform}`,
        };
      }
      throw error;
    }
  }
  // Opened from the platform: a store already connected takes the new grant at once.
  const live = await repository.liveConnection(platform, identity.storeKey);
  if (live) {
    await attachStoreNow(deps, live.sellerId, platform, identity, grant);
    return { redirectTo: done };
  }
  const claim = randomBytes(32).toString('base64url');
  const now = clock.now();
  await repository.insertClaim({
    tokenHash: hashOf(claim),
    platform,
    storeKey: identity.storeKey,
    storeName: identity.storeName,
    storeUrl: identity.storeUrl,
    ...grant,
    accessTokenSealed: grant.accessTokenSealed,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CLAIM_TTL_MS),
  });
  return { redirectTo: `/app/complete-account?claim=${claim}` };
}

/** POST /claims/:token: the signed-in seller takes the store the claim holds. */
export async function attachClaim(
  deps: InstallDependencies,
  account: SignedInAccount | null,
  token: string,
): Promise<EshopConnection> {
  const { clock } = deps;
  const sellerId = installingSeller(account);
  const planLimit = await deps.limits.eshopsLimitOf(sellerId);
  let row: EshopConnectionRow | undefined;
  try {
    row = await deps.repository.transaction(async (queries) => {
      const claim = await queries.lockPendingClaim(hashOf(token), clock.now());
      if (!claim) return undefined;
      const attached = await attachStore(
        deps,
        queries,
        sellerId,
        claim.platform as StorePlatform,
        { storeKey: claim.storeKey, storeName: claim.storeName, storeUrl: claim.storeUrl },
        {
          accessTokenSealed: claim.accessTokenSealed,
          refreshTokenSealed: claim.refreshTokenSealed,
          accessTokenExpiresAt: claim.accessTokenExpiresAt,
          refreshTokenExpiresAt: claim.refreshTokenExpiresAt,
          scopes: claim.scopes,
        },
        planLimit,
      );
      await queries.useClaim(claim.tokenHash, clock.now());
      return attached;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAdded();
    throw error;
  }
  if (!row) {
    throw new AppError(
      410,
      'FAILED_VERIFICATION',
      'This link has expired or was used already. Open the Bazaar app from your e-shop again.',
    );
  }
  return toConnection(row);
}
