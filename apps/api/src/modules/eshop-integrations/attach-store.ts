import type { StorePlatform } from '@bazaar/contracts';
import { isUniqueViolation } from '../../db/errors';
import type { EshopConnectionRow } from '../../db/schema/eshop-integrations';
import type { SealedGrant } from './connection-grants';
import type { EshopContext } from './eshop-context';
import type { EshopQueries } from './eshop-integrations.repository';
import { alreadyAdded, eshopLimitReached } from './install-errors';
import type { StoreIdentity } from './platform';

/**
 * Attaches the store to the seller inside `queries`' transaction: the same seller's live
 * connection takes the new grant; another seller's is ALREADY_ADDED; a new one counts against
 * the plan's e-shop limit (a former connection of the store comes back with its id).
 */
export async function attachStore(
  { clock }: Pick<EshopContext, 'clock'>,
  queries: EshopQueries,
  sellerId: string,
  platform: StorePlatform,
  identity: StoreIdentity,
  grant: SealedGrant,
  planLimit: { limit: number; plan: string },
): Promise<EshopConnectionRow> {
  const now = clock.now();
  const live = await queries.liveConnection(platform, identity.storeKey, true);
  if (live) {
    if (live.sellerId !== sellerId) throw alreadyAdded();
    return queries.updateConnection(live.id, {
      storeName: identity.storeName,
      storeUrl: identity.storeUrl,
      ...grant,
    });
  }
  const { limit, plan } = planLimit;
  if ((await queries.countLiveOf(sellerId)) >= limit) throw eshopLimitReached(limit, plan);
  const former = await queries.formerConnection(sellerId, platform, identity.storeKey);
  const values = {
    storeName: identity.storeName,
    storeUrl: identity.storeUrl,
    state: 'connected',
    connectedAt: now,
    stateChangedAt: now,
    ...grant,
  };
  if (former) return queries.updateConnection(former.id, values);
  return queries.insertConnection({
    sellerId,
    platform,
    storeKey: identity.storeKey,
    ...values,
  });
}

/** `attachStore` in its own transaction; a concurrent attach of the store is ALREADY_ADDED. */
export async function attachStoreNow(
  deps: Pick<EshopContext, 'clock' | 'limits' | 'repository'>,
  sellerId: string,
  platform: StorePlatform,
  identity: StoreIdentity,
  grant: SealedGrant,
): Promise<EshopConnectionRow> {
  // Asked before the transaction: subscriptions use the database themselves.
  const planLimit = await deps.limits.eshopsLimitOf(sellerId);
  try {
    return await deps.repository.transaction(async (queries) => {
      return attachStore(deps, queries, sellerId, platform, identity, grant, planLimit);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAdded();
    throw error;
  }
}
