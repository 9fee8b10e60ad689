import type { StorePlatform } from '@bazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UnauthorizedError } from '../../errors';
import { errorResponses } from '../../http/responses';
import { sameSecret } from '../../lib/secret-tokens';
import type { EshopIntegrationsService } from './eshop-integrations.service';
import type { InstallCookies } from './install-cookie';
import type { StoreIdentity, StoreTokens } from './platform';

/**
 * The browser's way through an install, the same on every platform (ADR 0064): the state
 * nonce kept in the platform's signed cookie, checked when the browser comes back, the grant
 * handed to the core, the cookie cleared. Each platform supplies what differs: its signature
 * checks, where its consent page is, and its code → token exchange.
 */

export const eshopTags = ['eshop-integrations'];

/** A platform's refusal (401) of a request it did not sign, or one that has expired. */
export const refusedBy = (platformName: string) => () =>
  new UnauthorizedError(`This request does not come from ${platformName}, or it has expired.`);

/** A browser route of the install flow: public, answered by a redirect or the error envelope. */
export const browserRoute = {
  config: { access: 'public' as const },
  schema: { tags: eshopTags, response: { 302: z.null().optional(), ...errorResponses } },
};

/** What a webhook or a platform's callback answers when it is handled (or was before). */
export const webhookReceived = z.object({ received: z.literal(true) });
export const RECEIVED = { received: true as const };

/** The store a grant is for, and the grant: what a platform's token exchange yields. */
export interface ExchangedGrant {
  identity: StoreIdentity;
  tokens: StoreTokens;
}

/** The platform's redirect back: the state it carries, the store, and how its code is traded. */
export interface InstallCallback {
  state: string;
  storeKey: string;
  exchange: () => Promise<ExchangedGrant>;
}

export interface PlatformInstallOptions {
  platform: StorePlatform;
  service: Pick<
    EshopIntegrationsService,
    'beginInstall' | 'pendingInstall' | 'stateMatches' | 'completeInstall'
  >;
  cookies: InstallCookies;
  /** Where the web is: the browser goes back there when the install is done. */
  publicUrl: string;
  /** The platform's 401 when the browser or its state does not hold. */
  refused: () => Error;
}

export type PlatformInstall = ReturnType<typeof platformInstall>;

export function platformInstall(options: PlatformInstallOptions) {
  const { platform, service, cookies, publicUrl, refused } = options;

  /** Whether this browser's signed cookie carries `state` (it began the install). */
  function startedHere(request: FastifyRequest, state: string): boolean {
    const started = cookies.read(request);
    return !!state && !!started && sameSecret(started, state);
  }

  /**
   * After the exchange: the core attaches the store or keeps it in a claim; the browser's
   * state cookie, when it has one, is cleared. Answers where the browser goes next.
   */
  async function complete(
    request: FastifyRequest,
    reply: FastifyReply,
    state: string,
    { identity, tokens }: ExchangedGrant,
  ): Promise<string> {
    const { redirectTo } = await service.completeInstall(platform, state, identity, tokens);
    if (cookies.read(request)) cookies.clear(request, reply);
    return `${publicUrl}${redirectTo}`;
  }

  return {
    /** Installed from the platform: a state for the store, kept in this browser's cookie. */
    async begin(request: FastifyRequest, reply: FastifyReply, storeKey: string): Promise<string> {
      const { state } = await service.beginInstall(platform, storeKey, null);
      cookies.set(request, reply, state);
      return state;
    },

    /**
     * An install begun in Bazaar (its POST …/installs set the cookie): only in the browser that
     * began it, and only while pending. Answers its store.
     */
    async resume(request: FastifyRequest, state: string): Promise<string> {
      if (!startedHere(request, state)) throw refused();
      const storeKey = await service.pendingInstall(platform, state);
      if (!storeKey) throw refused();
      return storeKey;
    },

    /**
     * The platform's redirect back with a code: the state must be this browser's and pending for
     * the store before the platform's `exchange` trades the code. Answers where the browser goes.
     */
    async callback(
      request: FastifyRequest,
      reply: FastifyReply,
      { state, storeKey, exchange }: InstallCallback,
    ): Promise<string> {
      if (!startedHere(request, state)) throw refused();
      if (!(await service.stateMatches(platform, state, storeKey))) throw refused();
      return complete(request, reply, state, await exchange());
    },

    complete,
  };
}
