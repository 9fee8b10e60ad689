import { createHash, randomBytes } from 'node:crypto';
import {
  ESHOP_REMOVED_BY_PLATFORM,
  type EshopCatalogMapping,
  type EshopConnection,
  type EshopConnectionState,
  type EshopStoreProductsPage,
  type StorePlatform,
  type StoreProduct,
} from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors';
import type { EshopConnectionRow } from '../../db/schema/eshop-integrations';
import { AppError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import type { JobRunner } from '../../jobs/job-runner';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import type { NotificationsService } from '../notifications';
import type { EshopQueries, EshopRepository } from './eshop.repository';
import type { ImportingPort, StoreSource } from './importing-port';
import type { InstallCookies } from './install-cookie';
import type { PlatformClient, StoreIdentity, StoreTokens } from './platform';
import type { TokenSealer } from './token-crypto';

/** How long an install may take from Bazaar to the platform's consent and back. */
export const INSTALL_STATE_TTL_MS = 15 * 60 * 1000;
/** How long a store installed from the platform waits for its merchant's Bazaar account. */
export const CLAIM_TTL_MS = 30 * 60 * 1000;
/** A token this close to its expiry is refreshed before it is used. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** The scheduled refresh takes tokens that expire within this. */
export const REFRESH_AHEAD_MS = 30 * 60 * 1000;

export const SYNC_PRODUCT_JOB = 'eshop-integrations.sync-product';
export const RESYNC_JOB = 'eshop-integrations.resync';

export interface SyncProductJobData {
  connectionId: string;
  externalId: string;
  deleted: boolean;
}
export interface ResyncJobData {
  connectionId: string;
}

/** A platform's part in the install flow, registered by its routes plugin. */
export interface PlatformInstaller {
  client: PlatformClient;
  /** The store key of what a seller typed, or null when it cannot be one. */
  storeKeyOf(input: string): string | null;
  /** Where the browser goes to open the platform's consent for `state` (an api address). */
  startUrl(state: string): string;
  /**
   * The platform's signed install cookie: set on the answer to the signed-in seller's
   * `POST …/installs`, required by the start route (ADR 0064), so a start link opened in
   * another browser (a merchant sent it) is refused.
   */
  cookies: InstallCookies;
}

/** What the service needs of subscriptions: the seller's plan and its e-shop limit. */
export interface EshopLimits {
  eshopsLimitOf(sellerId: string): Promise<{ limit: number; plan: string }>;
}

export interface EshopServiceDependencies {
  repository: EshopRepository;
  sealer: TokenSealer;
  limits: EshopLimits;
  notifications: NotificationsService;
  jobs: Pick<JobRunner, 'send'>;
  /** The importing module, when it is there (it registers after this module is built). */
  importing: () => ImportingPort | undefined;
  log: FastifyBaseLogger;
  clock?: Clock;
}

const hashOf = (value: string) => createHash('sha256').update(value, 'utf8').digest('base64url');
const storeOf = (platform: string, storeKey: string) => `${platform}:${storeKey}`;

export const notSignedIn = () =>
  new AppError(
    401,
    'ESHOP_INTEGRATION_NOT_SIGNED_IN',
    'Please sign in to your seller account to connect your e-shop.',
  );
export const notSeller = () =>
  new ForbiddenError(
    'ESHOP_INTEGRATION_NOT_SELLER',
    'Only a seller account can connect an e-shop. Sign in as a seller or create a seller account.',
  );
export const alreadyAdded = () =>
  new AppError(
    409,
    'ESHOP_INTEGRATION_ALREADY_ADDED',
    'This e-shop is already connected to another Bazaar account.',
  );
const eshopLimitReached = (limit: number, plan: string) =>
  new AppError(
    403,
    'SUBSCRIPTION_LIMIT_REACHED',
    `Your ${plan} plan allows ${limit} connected e-shop${limit === 1 ? '' : 's'}. Detach one or choose a bigger plan in My Subscription.`,
  );
export const installRefused = () =>
  new UnauthorizedError(
    'This install link is not valid or has expired. Start again from your e-shop.',
  );

/** The seller an install acts for: refusals of spec §8 for visitors and other accounts. */
export function installingSeller(account: SignedInAccount | null): string {
  if (!account) throw notSignedIn();
  if (account.type !== 'SELLER') throw notSeller();
  return account.id;
}

function removedNotice(connection: EshopConnectionRow) {
  const platformName = platformNames[connection.platform as StorePlatform] ?? connection.platform;
  return {
    type: 'eshop_integration' as const,
    subtype: ESHOP_REMOVED_BY_PLATFORM,
    title: `Your ${platformName} store was disconnected`,
    body: `${connection.storeName} removed the Bazaar app on ${platformName}. Its products are no longer synchronised; the listings imported from it are paused.`,
    link: '/profile/e-shop-integration',
    metadata: { eshop_id: connection.id, platform: connection.platform },
  };
}

const platformNames: Record<StorePlatform, string> = {
  shopify: 'Shopify',
  shopline: 'Shopline',
  bigcommerce: 'BigCommerce',
};

/**
 * The core of e-shop integrations (issue 20, ADR 0064): installs and claims, connections and
 * their grants (sealed, refreshed before expiry), webhooks' effects through the importing
 * module, re-syncs, detaching, and the catalog mapping the importing page remembers.
 */
export function createEshopService({
  repository,
  sealer,
  limits,
  notifications,
  jobs,
  importing,
  log,
  clock = systemClock,
}: EshopServiceDependencies) {
  const installers = new Map<StorePlatform, PlatformInstaller>();

  function installerOf(platform: StorePlatform): PlatformInstaller {
    const installer = installers.get(platform);
    if (!installer) throw new NotFoundError('This e-shop platform is not available.');
    return installer;
  }

  function importingService(): ImportingPort {
    const service = importing();
    if (!service) throw new Error('the importing module is not registered');
    return service;
  }

  function sealedGrant(platform: string, storeKey: string, tokens: StoreTokens) {
    const store = storeOf(platform, storeKey);
    return {
      accessTokenSealed: sealer.seal(tokens.accessToken, store),
      refreshTokenSealed: tokens.refreshToken ? sealer.seal(tokens.refreshToken, store) : null,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
      scopes: tokens.scopes,
    };
  }

  function tokensOf(row: {
    platform: string;
    storeKey: string;
    accessTokenSealed: string | null;
    refreshTokenSealed: string | null;
    accessTokenExpiresAt: Date | null;
    refreshTokenExpiresAt: Date | null;
    scopes: string[];
  }): StoreTokens {
    if (!row.accessTokenSealed) throw new Error('the connection has no grant');
    const store = storeOf(row.platform, row.storeKey);
    return {
      accessToken: sealer.open(row.accessTokenSealed, store),
      refreshToken: row.refreshTokenSealed ? sealer.open(row.refreshTokenSealed, store) : null,
      accessTokenExpiresAt: row.accessTokenExpiresAt,
      refreshTokenExpiresAt: row.refreshTokenExpiresAt,
      scopes: row.scopes,
    };
  }

  const identityOf = (row: EshopConnectionRow): StoreIdentity => ({
    storeKey: row.storeKey,
    storeName: row.storeName,
    storeUrl: row.storeUrl,
  });

  function toConnection(row: EshopConnectionRow, productsImported = 0): EshopConnection {
    return {
      id: row.id,
      platform: row.platform as StorePlatform,
      store_name: row.storeName,
      store_url: row.storeUrl,
      store_key: row.storeKey,
      state: row.state as EshopConnectionState,
      connected_at: row.connectedAt.toISOString(),
      last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
      products_imported: productsImported,
    };
  }

  /**
   * Attaches the store to the seller inside `queries`' transaction: the same seller's live
   * connection takes the new grant; another seller's is ALREADY_ADDED; a new one counts against
   * the plan's e-shop limit (a former connection of the store comes back with its id).
   */
  async function attach(
    queries: EshopQueries,
    sellerId: string,
    platform: StorePlatform,
    identity: StoreIdentity,
    grant: ReturnType<typeof sealedGrant>,
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

  /** `attach` in its own transaction; a concurrent attach of the store is ALREADY_ADDED. */
  async function attachNow(
    sellerId: string,
    platform: StorePlatform,
    identity: StoreIdentity,
    grant: ReturnType<typeof sealedGrant>,
  ): Promise<EshopConnectionRow> {
    // Asked before the transaction: subscriptions use the database themselves.
    const planLimit = await limits.eshopsLimitOf(sellerId);
    try {
      return await repository.transaction(async (queries) => {
        return attach(queries, sellerId, platform, identity, grant, planLimit);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyAdded();
      throw error;
    }
  }

  async function ownConnection(sellerId: string, id: string): Promise<EshopConnectionRow> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await repository.connection(id) : undefined;
    if (!row || row.sellerId !== sellerId)
      throw new NotFoundError('This e-shop connection does not exist.');
    return row;
  }

  async function liveOwnConnection(sellerId: string, id: string): Promise<EshopConnectionRow> {
    const row = await ownConnection(sellerId, id);
    if (row.state !== 'connected') {
      throw new AppError(
        409,
        'CONFLICT',
        'This e-shop is no longer connected. Connect it again first.',
      );
    }
    return row;
  }

  /**
   * The connection's grant, refreshed first when it expires soon. The refresh happens under the
   * row's lock: platforms that rotate refresh tokens take each one once.
   */
  async function grantOf(
    connectionId: string,
  ): Promise<{ row: EshopConnectionRow; tokens: StoreTokens }> {
    const row = await repository.connection(connectionId);
    if (!row || row.state !== 'connected') throw new NotFoundError('This e-shop is not connected.');
    const tokens = tokensOf(row);
    const client = installerOf(row.platform as StorePlatform).client;
    const expiresSoon =
      tokens.accessTokenExpiresAt !== null &&
      tokens.accessTokenExpiresAt.getTime() - clock.now().getTime() < REFRESH_MARGIN_MS;
    // A client with refreshTokens renews the grant itself (SHOPLINE needs no refresh token).
    if (!expiresSoon || !client.refreshTokens) return { row, tokens };
    return refreshGrant(connectionId);
  }

  async function refreshGrant(connectionId: string) {
    return repository.transaction(async (queries) => {
      const locked = await queries.connection(connectionId, true);
      if (!locked || locked.state !== 'connected')
        throw new NotFoundError('This e-shop is not connected.');
      const current = tokensOf(locked);
      const client = installerOf(locked.platform as StorePlatform).client;
      // Another worker may have refreshed it while this one waited for the lock.
      const stillExpiring =
        current.accessTokenExpiresAt !== null &&
        current.accessTokenExpiresAt.getTime() - clock.now().getTime() < REFRESH_AHEAD_MS;
      if (!stillExpiring || !client.refreshTokens) {
        return { row: locked, tokens: current };
      }
      const fresh = await client.refreshTokens(identityOf(locked), current);
      const row = await queries.updateConnection(
        locked.id,
        sealedGrant(locked.platform, locked.storeKey, fresh),
      );
      return { row, tokens: fresh };
    });
  }

  function clientOf(row: EshopConnectionRow): PlatformClient {
    return installerOf(row.platform as StorePlatform).client;
  }

  /** What importing reads of a platform's stores, per connection. */
  function storeSource(): StoreSource {
    return {
      async sellerOf(connectionId) {
        const row = /^[0-9a-f-]{36}$/i.test(connectionId)
          ? await repository.connection(connectionId)
          : undefined;
        return row && row.state === 'connected' ? row.sellerId : null;
      },
      async storeNameOf(connectionId) {
        const row = await repository.connection(connectionId);
        if (!row) throw new NotFoundError('This e-shop connection does not exist.');
        return row.storeName;
      },
      async fetchPage(connectionId, cursor) {
        const { row, tokens } = await grantOf(connectionId);
        return clientOf(row).fetchProducts(identityOf(row), tokens, cursor);
      },
      async fetchOne(connectionId, externalId) {
        const { row, tokens } = await grantOf(connectionId);
        return clientOf(row).fetchProduct(identityOf(row), tokens, externalId);
      },
      async catalogNodeFor(connectionId, product) {
        const mapping = await repository.mapping(connectionId);
        if (!mapping) return null;
        return catalogNodeByMapping(
          { rules: mapping.rules, default_catalog_node_id: mapping.defaultCatalogNodeId },
          product,
        );
      },
    };
  }

  return {
    registerPlatform(installer: PlatformInstaller): void {
      installers.set(installer.client.platform, installer);
    },

    /** Hands importing a store source per registered platform. */
    registerStoreSources(service: ImportingPort): void {
      for (const platform of installers.keys())
        service.registerStoreSource(platform, storeSource());
    },

    platforms(): StorePlatform[] {
      return [...installers.keys()];
    },

    storeSource,

    /** POST …/:platform/installs: where a signed-in seller's browser goes to connect `store`. */
    async startInstall(
      account: SignedInAccount | null,
      platform: StorePlatform,
      store: string,
    ): Promise<{ authorize_url: string; state: string; cookies: InstallCookies }> {
      const sellerId = installingSeller(account);
      const installer = installerOf(platform);
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
      const { state } = await this.beginInstall(platform, storeKey, sellerId);
      return { authorize_url: installer.startUrl(state), state, cookies: installer.cookies };
    },

    /** A state nonce for an install, bound to the seller when started from Bazaar. */
    async beginInstall(
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
    },

    /** The store a pending state was begun for (the start route opens its consent screen). */
    async pendingInstall(platform: StorePlatform, state: string): Promise<string | null> {
      const row = await repository.pendingState(hashOf(state), clock.now());
      return row && row.platform === platform ? row.storeKey : null;
    },

    /** Whether the state is pending for this store (checked before the code is exchanged). */
    async stateMatches(platform: StorePlatform, state: string, storeKey: string): Promise<boolean> {
      const row = await repository.pendingState(hashOf(state), clock.now());
      return !!row && row.platform === platform && row.storeKey === storeKey;
    },

    /**
     * After the code → token exchange: attaches the store to the seller the state is bound to,
     * or keeps the grant in a claim for /app/complete-account. Answers the web path the browser
     * goes to next. The state is used once.
     */
    async completeInstall(
      platform: StorePlatform,
      state: string,
      identity: StoreIdentity,
      tokens: StoreTokens,
    ): Promise<{ redirectTo: string }> {
      const used = await repository.useState(hashOf(state), clock.now());
      if (!used || used.platform !== platform || used.storeKey !== identity.storeKey) {
        throw installRefused();
      }
      const grant = sealedGrant(platform, identity.storeKey, tokens);
      const done = `/profile/e-shop-integration?connected=${platform}`;
      if (used.sellerId) {
        try {
          await attachNow(used.sellerId, platform, identity, grant);
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
        await attachNow(live.sellerId, platform, identity, grant);
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
    },

    /** POST /claims/:token: the signed-in seller takes the store the claim holds. */
    async attachClaim(account: SignedInAccount | null, token: string): Promise<EshopConnection> {
      const sellerId = installingSeller(account);
      const planLimit = await limits.eshopsLimitOf(sellerId);
      let row: EshopConnectionRow | undefined;
      try {
        row = await repository.transaction(async (queries) => {
          const claim = await queries.lockPendingClaim(hashOf(token), clock.now());
          if (!claim) return undefined;
          const attached = await attach(
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
    },

    async connections(sellerId: string): Promise<EshopConnection[]> {
      const rows = await repository.connectionsOf(sellerId);
      const counts =
        (await importing()?.countImportedByConnection(rows.map((row) => row.id))) ?? new Map();
      return rows.map((row) => toConnection(row, counts.get(row.id) ?? 0));
    },

    /** Records a webhook delivery; false when it was handled before. */
    async recordWebhook(platform: StorePlatform, deliveryId: string): Promise<boolean> {
      return repository.recordDelivery(platform, deliveryId, clock.now());
    },

    /** A delivery whose handling failed is forgotten, so the platform's retry is handled. */
    async forgetWebhook(platform: StorePlatform, deliveryId: string): Promise<void> {
      await repository.forgetDelivery(platform, deliveryId);
    },

    async productChanged(platform: StorePlatform, storeKey: string, externalId: string) {
      const live = await repository.liveConnection(platform, storeKey);
      if (!live) return;
      await jobs.send<SyncProductJobData>(SYNC_PRODUCT_JOB, {
        connectionId: live.id,
        externalId,
        deleted: false,
      });
    },

    async productDeleted(platform: StorePlatform, storeKey: string, externalId: string) {
      const live = await repository.liveConnection(platform, storeKey);
      if (!live) return;
      await jobs.send<SyncProductJobData>(SYNC_PRODUCT_JOB, {
        connectionId: live.id,
        externalId,
        deleted: true,
      });
    },

    /** The sync-product job: the product as the store has it now, or its removal. */
    async syncProduct({ connectionId, externalId, deleted }: SyncProductJobData): Promise<void> {
      const row = await repository.connection(connectionId);
      if (!row || row.state !== 'connected') return;
      const platform = row.platform as StorePlatform;
      const product = deleted ? null : await storeSource().fetchOne(connectionId, externalId);
      if (product) {
        await importingService().applyStoreProduct(row.sellerId, platform, connectionId, product);
      } else {
        await importingService().removeStoreProduct(
          row.sellerId,
          platform,
          connectionId,
          externalId,
        );
      }
    },

    /**
     * The app was removed on the platform: the store's imported listings are paused, the
     * connection is `removed_by_platform` and the seller is told once. A repeat does nothing.
     */
    async uninstalled(platform: StorePlatform, storeKey: string): Promise<void> {
      const live = await repository.liveConnection(platform, storeKey);
      if (!live) return;
      // Pausing is idempotent: done first, so a failure leaves the connection live for a retry.
      await importing()?.pauseImportedFrom(live.sellerId, platform, live.id);
      const ended = await repository.endLive(live.id, 'removed_by_platform', clock.now());
      if (!ended) return;
      await notifications.notifyOnce(
        `eshop-removed:${ended.id}:${ended.connectedAt.toISOString()}`,
        [ended.sellerId],
        removedNotice(ended),
      );
    },

    /** shop/redact: every grant and pending install of the store is erased. */
    async redactStore(platform: StorePlatform, storeKey: string): Promise<void> {
      await repository.wipeGrantsOf(platform, storeKey, clock.now());
      await repository.purgeInstallsOf(platform, storeKey);
    },

    /** POST /connections/:id/sync: a re-sync of the store's products is queued. */
    async syncNow(sellerId: string, id: string): Promise<void> {
      const row = await liveOwnConnection(sellerId, id);
      await jobs.send<ResyncJobData>(RESYNC_JOB, { connectionId: row.id });
    },

    /**
     * The re-sync job: every product of the store goes through importing, which updates those
     * imported (catching webhooks that never arrived) and leaves the others alone (ADR 0063).
     */
    async resync({ connectionId }: ResyncJobData): Promise<void> {
      const row = await repository.connection(connectionId);
      if (!row || row.state !== 'connected') return;
      const service = importing();
      if (!service) return;
      const source = storeSource();
      const platform = row.platform as StorePlatform;
      let cursor: string | null = null;
      do {
        const page = await source.fetchPage(connectionId, cursor);
        for (const product of page.products) {
          await service.applyStoreProduct(row.sellerId, platform, connectionId, product);
        }
        cursor = page.nextCursor;
      } while (cursor);
      await repository.updateConnection(connectionId, { lastSyncedAt: clock.now() });
    },

    /** The scheduled re-sync: one job per live connection. */
    async resyncAll(): Promise<number> {
      const ids = await repository.liveConnectionIds();
      for (const connectionId of ids) await jobs.send<ResyncJobData>(RESYNC_JOB, { connectionId });
      return ids.length;
    },

    /** The scheduled refresh: grants expiring within half an hour are renewed now. */
    async refreshExpiring(): Promise<{ refreshed: number; failed: number }> {
      const now = clock.now();
      const ids = await repository.expiringConnectionIds(
        new Date(now.getTime() + REFRESH_AHEAD_MS),
      );
      let refreshed = 0;
      let failed = 0;
      for (const id of ids) {
        try {
          await refreshGrant(id);
          refreshed += 1;
        } catch (error) {
          failed += 1;
          log.warn({ connectionId: id, err: error }, 'could not refresh an e-shop grant');
        }
      }
      await repository.purgeExpired(now, new Date(now.getTime() - 30 * 24 * 3600 * 1000));
      return { refreshed, failed };
    },

    /**
     * DELETE /connections/:id: the app's grant is revoked on the platform (a grant already gone
     * there is fine), the connection is `detached`, and its imported listings are paused.
     */
    async detach(
      sellerId: string,
      id: string,
    ): Promise<{ connection: EshopConnection; listings_paused: number }> {
      const row = await liveOwnConnection(sellerId, id);
      const platform = row.platform as StorePlatform;
      try {
        const { tokens } = await grantOf(row.id);
        await clientOf(row).revokeGrant(identityOf(row), tokens);
      } catch (error) {
        // The seller asked to detach: Bazaar forgets the grant even when the platform is away.
        log.warn({ connectionId: row.id, err: error }, 'could not revoke an e-shop grant');
      }
      const paused = (await importing()?.pauseImportedFrom(sellerId, platform, row.id)) ?? 0;
      const ended = await repository.endLive(row.id, 'detached', clock.now());
      return {
        connection: toConnection(ended ?? (await ownConnection(sellerId, id))),
        listings_paused: paused,
      };
    },

    /**
     * DELETE /connections/:id/listings: the listings imported from the store go, whatever the
     * connection's state; the connection stays (a live store's products are not imported again
     * until the seller imports them).
     */
    async deleteListings(sellerId: string, id: string): Promise<{ listings_deleted: number }> {
      const row = await ownConnection(sellerId, id);
      const service = importing();
      const deleted = service
        ? await service.deleteImportedFrom(sellerId, row.platform as StorePlatform, row.id)
        : 0;
      return { listings_deleted: deleted };
    },

    /** GET /connections/:id/products: a page of the store's products for the importing page. */
    async storeProducts(
      sellerId: string,
      id: string,
      cursor: string | null,
    ): Promise<EshopStoreProductsPage> {
      const row = await liveOwnConnection(sellerId, id);
      const page = await storeSource().fetchPage(row.id, cursor);
      return {
        products: page.products.map(toSummary),
        next_cursor: page.nextCursor,
        total: page.total,
      };
    },

    async catalogMapping(sellerId: string, id: string): Promise<EshopCatalogMapping> {
      const row = await ownConnection(sellerId, id);
      const mapping = await repository.mapping(row.id);
      return {
        rules: mapping?.rules ?? [],
        default_catalog_node_id: mapping?.defaultCatalogNodeId ?? null,
      };
    },

    async putCatalogMapping(
      sellerId: string,
      id: string,
      mapping: EshopCatalogMapping,
    ): Promise<EshopCatalogMapping> {
      const row = await ownConnection(sellerId, id);
      await repository.putMapping({
        connectionId: row.id,
        rules: mapping.rules,
        defaultCatalogNodeId: mapping.default_catalog_node_id,
        updatedAt: clock.now(),
      });
      return mapping;
    },

    /** The subscriptions' port: the platforms of the seller's live connections. */
    async providersOf(sellerId: string): Promise<readonly string[]> {
      return repository.livePlatformsOf(sellerId);
    },
  };
}

/** A product type rule first, then a collection rule, then the default. */
export function catalogNodeByMapping(
  mapping: EshopCatalogMapping,
  product: Pick<StoreProduct, 'product_type' | 'collections'>,
): string | null {
  const type = product.product_type?.trim().toLowerCase();
  const byType = type
    ? mapping.rules.find(
        (rule) => rule.source === 'product_type' && rule.value.trim().toLowerCase() === type,
      )
    : undefined;
  if (byType) return byType.catalog_node_id;
  const collectionIds = new Set(product.collections.map((collection) => collection.id));
  const byCollection = mapping.rules.find(
    (rule) => rule.source === 'collection' && collectionIds.has(rule.value),
  );
  return byCollection?.catalog_node_id ?? mapping.default_catalog_node_id;
}

function toSummary(product: StoreProduct) {
  const prices = product.variants.map((variant) => variant.price_minor);
  return {
    external_id: product.external_id,
    title: product.title,
    vendor: product.vendor,
    product_type: product.product_type,
    collections: product.collections,
    status: product.status,
    currency: product.currency,
    price_minor: Math.min(...prices),
    variants_count: product.variants.length,
    quantity: product.variants.reduce((sum, variant) => sum + variant.quantity, 0),
    image_url: product.image_urls[0] ?? null,
    updated_at: product.updated_at,
  };
}

export type EshopService = ReturnType<typeof createEshopService>;
