import { createHash } from 'node:crypto';
import type { StorePlatform } from '@bazaar/contracts';
import type { EshopConnectionRow } from '../../db/schema/eshop-integrations';
import { NotFoundError } from '../../errors';
import type { EshopContext, PlatformInstaller } from './eshop-context';
import { platformUnavailable } from './install-errors';
import type { PlatformClient, StoreIdentity, StoreTokens } from './platform';
import type { TokenSealer } from './token-crypto';

/** A token this close to its expiry is refreshed before it is used. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** The scheduled refresh takes tokens that expire within this. */
export const REFRESH_AHEAD_MS = 30 * 60 * 1000;

export const hashOf = (value: string) =>
  createHash('sha256').update(value, 'utf8').digest('base64url');
const storeOf = (platform: string, storeKey: string) => `${platform}:${storeKey}`;

export function installerOf(
  installers: EshopContext['installers'],
  platform: StorePlatform,
): PlatformInstaller {
  const installer = installers.get(platform);
  if (!installer) throw platformUnavailable(platform);
  return installer;
}

export function clientOf(
  installers: EshopContext['installers'],
  row: EshopConnectionRow,
): PlatformClient {
  return installerOf(installers, row.platform as StorePlatform).client;
}

export function sealedGrant(
  sealer: TokenSealer,
  platform: string,
  storeKey: string,
  tokens: StoreTokens,
) {
  const store = storeOf(platform, storeKey);
  return {
    accessTokenSealed: sealer.seal(tokens.accessToken, store),
    refreshTokenSealed: tokens.refreshToken ? sealer.seal(tokens.refreshToken, store) : null,
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
    scopes: tokens.scopes,
  };
}

export type SealedGrant = ReturnType<typeof sealedGrant>;

function tokensOf(
  sealer: TokenSealer,
  row: {
    platform: string;
    storeKey: string;
    accessTokenSealed: string | null;
    refreshTokenSealed: string | null;
    accessTokenExpiresAt: Date | null;
    refreshTokenExpiresAt: Date | null;
    scopes: string[];
  },
): StoreTokens {
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

export const identityOf = (row: EshopConnectionRow): StoreIdentity => ({
  storeKey: row.storeKey,
  storeName: row.storeName,
  storeUrl: row.storeUrl,
});

type GrantDependencies = Pick<EshopContext, 'repository' | 'sealer' | 'clock' | 'installers'>;

/**
 * The connection's grant, refreshed first when it expires soon. The refresh happens under the
 * row's lock: platforms that rotate refresh tokens take each one once.
 */
export async function grantOf(
  deps: GrantDependencies,
  connectionId: string,
): Promise<{ row: EshopConnectionRow; tokens: StoreTokens }> {
  const row = await deps.repository.connection(connectionId);
  if (!row || row.state !== 'connected') throw new NotFoundError('This e-shop is not connected.');
  const tokens = tokensOf(deps.sealer, row);
  const client = clientOf(deps.installers, row);
  const expiresSoon =
    tokens.accessTokenExpiresAt !== null &&
    tokens.accessTokenExpiresAt.getTime() - deps.clock.now().getTime() < REFRESH_MARGIN_MS;
  // A client with refreshTokens renews the grant itself (SHOPLINE needs no refresh token).
  if (!expiresSoon || !client.refreshTokens) return { row, tokens };
  return refreshGrant(deps, connectionId);
}

export async function refreshGrant(deps: GrantDependencies, connectionId: string) {
  return deps.repository.transaction(async (queries) => {
    const locked = await queries.connection(connectionId, true);
    if (!locked || locked.state !== 'connected')
      throw new NotFoundError('This e-shop is not connected.');
    const current = tokensOf(deps.sealer, locked);
    const client = clientOf(deps.installers, locked);
    // Another worker may have refreshed it while this one waited for the lock.
    const stillExpiring =
      current.accessTokenExpiresAt !== null &&
      current.accessTokenExpiresAt.getTime() - deps.clock.now().getTime() < REFRESH_AHEAD_MS;
    if (!stillExpiring || !client.refreshTokens) {
      return { row: locked, tokens: current };
    }
    const fresh = await client.refreshTokens(identityOf(locked), current);
    const row = await queries.updateConnection(
      locked.id,
      sealedGrant(deps.sealer, locked.platform, locked.storeKey, fresh),
    );
    return { row, tokens: fresh };
  });
}
