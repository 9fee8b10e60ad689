import type { EshopCatalogMapping, StorePlatform } from '@bazaar/contracts';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock } from '../../lib/clock';
import { completeInstall, attachClaim } from './complete-install';
import { connectionStoreSource } from './connection-store-source';
import { deleteImportedListings, detachStore } from './detach-store';
import type { EshopContext, EshopServiceDependencies, PlatformInstaller } from './eshop-context';
import type { ImportingPort } from './importing-port';
import type { StoreIdentity, StoreTokens } from './platform';
import { refreshExpiring, resync, resyncAll, syncNow, type ResyncJobData } from './resync-stores';
import {
  catalogMapping,
  putCatalogMapping,
  sellerConnections,
  storeProducts,
} from './seller-connections';
import { beginInstall, pendingInstall, startInstall, stateMatches } from './start-install';
import {
  receiveWebhook,
  syncProduct,
  uninstalled,
  type StoreWebhook,
  type SyncProductJobData,
} from './store-webhooks';

export type { PlatformInstaller } from './eshop-context';

/**
 * The core of e-shop integrations (issue 20, ADR 0064): installs and claims, connections and
 * their grants (sealed, refreshed before expiry), webhooks' effects through the importing
 * module, re-syncs, detaching, and the catalog mapping the importing page remembers. The use
 * cases live in their own files; this wires them.
 */
export function createEshopIntegrationsService(dependencies: EshopServiceDependencies) {
  const installers = new Map<StorePlatform, PlatformInstaller>();
  const deps: EshopContext = {
    ...dependencies,
    clock: dependencies.clock ?? systemClock,
    installers,
  };
  const { repository, clock } = deps;
  const storeSource = () => connectionStoreSource(deps);

  return {
    registerPlatform(installer: PlatformInstaller): void {
      installers.set(installer.client.platform, installer);
    },

    /** Hands importing a store source per registered platform. */
    registerStoreSources(service: ImportingPort): void {
      for (const platform of installers.keys())
        service.registerStoreSource(platform, storeSource());
    },

    platforms: (): StorePlatform[] => [...installers.keys()],
    storeSource,
    startInstall: (account: SignedInAccount | null, platform: StorePlatform, store: string) =>
      startInstall(deps, account, platform, store),
    beginInstall: (platform: StorePlatform, storeKey: string, sellerId: string | null) =>
      beginInstall(deps, platform, storeKey, sellerId),
    pendingInstall: (platform: StorePlatform, state: string) =>
      pendingInstall(deps, platform, state),
    stateMatches: (platform: StorePlatform, state: string, storeKey: string) =>
      stateMatches(deps, platform, state, storeKey),
    completeInstall: (
      platform: StorePlatform,
      state: string,
      identity: StoreIdentity,
      tokens: StoreTokens,
    ) => completeInstall(deps, platform, state, identity, tokens),
    attachClaim: (account: SignedInAccount | null, token: string) =>
      attachClaim(deps, account, token),
    connections: (sellerId: string) => sellerConnections(deps, sellerId),

    /** Records a webhook delivery; false when it was handled before. */
    recordWebhook: (platform: StorePlatform, deliveryId: string): Promise<boolean> =>
      repository.recordDelivery(platform, deliveryId, clock.now()),

    /** A verified webhook delivery: handled once, through what its event asks. */
    receiveWebhook: (platform: StorePlatform, webhook: StoreWebhook) =>
      receiveWebhook(deps, platform, webhook),
    syncProduct: (data: SyncProductJobData) => syncProduct(deps, data),
    uninstalled: (platform: StorePlatform, storeKey: string) =>
      uninstalled(deps, platform, storeKey),

    syncNow: (sellerId: string, id: string) => syncNow(deps, sellerId, id),
    resync: (data: ResyncJobData) => resync(deps, data),
    resyncAll: () => resyncAll(deps),
    refreshExpiring: () => refreshExpiring(deps),
    detach: (sellerId: string, id: string) => detachStore(deps, sellerId, id),
    deleteListings: (sellerId: string, id: string) => deleteImportedListings(deps, sellerId, id),
    storeProducts: (sellerId: string, id: string, cursor: string | null) =>
      storeProducts(deps, sellerId, id, cursor),
    catalogMapping: (sellerId: string, id: string) => catalogMapping(deps, sellerId, id),
    putCatalogMapping: (sellerId: string, id: string, mapping: EshopCatalogMapping) =>
      putCatalogMapping(deps, sellerId, id, mapping),

    /** The subscriptions' port: the platforms of the seller's live connections. */
    providersOf: (sellerId: string): Promise<readonly string[]> =>
      repository.livePlatformsOf(sellerId),
  };
}

export type EshopIntegrationsService = ReturnType<typeof createEshopIntegrationsService>;
