import type { StoreTokens } from '../../platform';

/**
 * How Bazaar talks to a shop (ADR 0064): OAuth's token endpoint, and the GraphQL Admin API with
 * its cost-based throttling. Every shop is reached at the configured base address
 * (`https://{shop}`, or the stand-in).
 */
export interface ShopifyClientOptions {
  clientId: string;
  clientSecret: string;
  /** `https://{shop}` or a stand-in's `http://127.0.0.1:<port>/{shop}`. */
  shopBaseUrl: string;
  apiVersion: string;
  scopes: readonly string[];
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

export class ShopifyApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ShopifyApiError';
  }
}

const MAX_THROTTLE_RETRIES = 5;

interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

/** What each shop's leaky bucket held at the last answer. */
type Bucket = ThrottleStatus & { at: number; lastCost: number };

interface GraphqlResponse<Data> {
  data?: Data;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: { cost?: { requestedQueryCost: number; throttleStatus: ThrottleStatus } };
}

interface TokenResponse {
  access_token: string;
  scope?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_token_expires_in?: number;
}

export interface ShopifyAdminApi {
  http: typeof fetch;
  /** The shop's base address. */
  base(shop: string): string;
  /** `POST /admin/oauth/access_token`: the grant for a code or a refresh token. */
  token(
    shop: string,
    body: Record<string, string | number>,
    previous?: StoreTokens,
  ): Promise<StoreTokens>;
  graphql<Data>(
    shop: string,
    tokens: StoreTokens,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Data>;
}

function tokensFrom(body: TokenResponse, now: Date, previous?: StoreTokens): StoreTokens {
  if (typeof body.access_token !== 'string' || body.access_token.length === 0) {
    throw new ShopifyApiError('Shopify answered no access token', 502);
  }
  const at = now.getTime();
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? null,
    accessTokenExpiresAt: body.expires_in ? new Date(at + body.expires_in * 1000) : null,
    refreshTokenExpiresAt: body.refresh_token_expires_in
      ? new Date(at + body.refresh_token_expires_in * 1000)
      : null,
    scopes: body.scope ? body.scope.split(',').filter(Boolean) : (previous?.scopes ?? []),
  };
}

/** How long to wait until the shop's bucket holds what the next query is likely to cost. */
function budgetWaitMs(bucket: Bucket | undefined): number {
  if (!bucket) return 0;
  const elapsed = (Date.now() - bucket.at) / 1000;
  const available = Math.min(
    bucket.maximumAvailable,
    bucket.currentlyAvailable + elapsed * bucket.restoreRate,
  );
  if (available >= bucket.lastCost || bucket.restoreRate <= 0) return 0;
  return Math.ceil(((bucket.lastCost - available) / bucket.restoreRate) * 1000);
}

export function createShopifyAdminApi(options: ShopifyClientOptions): ShopifyAdminApi {
  const http = options.fetch ?? fetch;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => new Date());
  const base = (shop: string) => options.shopBaseUrl.replace('{shop}', shop);
  /** Per shop, what its bucket held at the last answer. */
  const buckets = new Map<string, Bucket>();

  async function token(
    shop: string,
    body: Record<string, string | number>,
    previous?: StoreTokens,
  ): Promise<StoreTokens> {
    const response = await http(`${base(shop)}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      throw new ShopifyApiError(
        `Shopify refused the token request (${response.status})`,
        response.status,
      );
    }
    return tokensFrom((await response.json()) as TokenResponse, now(), previous);
  }

  async function graphql<Data>(
    shop: string,
    tokens: StoreTokens,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Data> {
    for (let attempt = 0; ; attempt += 1) {
      const wait = budgetWaitMs(buckets.get(shop));
      if (wait > 0) await sleep(wait);
      const response = await http(`${base(shop)}/admin/api/${options.apiVersion}/graphql.json`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-shopify-access-token': tokens.accessToken,
        },
        body: JSON.stringify({ query, variables }),
      });
      if (response.status === 429 && attempt < MAX_THROTTLE_RETRIES) {
        const retryAfter = Number(response.headers.get('retry-after') ?? '1');
        await sleep(Math.max(1, Number.isFinite(retryAfter) ? retryAfter : 1) * 1000);
        continue;
      }
      if (!response.ok) {
        throw new ShopifyApiError(
          `Shopify's Admin API answered ${response.status}`,
          response.status,
        );
      }
      const body = (await response.json()) as GraphqlResponse<Data>;
      const cost = body.extensions?.cost;
      if (cost) {
        buckets.set(shop, {
          ...cost.throttleStatus,
          at: Date.now(),
          lastCost: cost.requestedQueryCost,
        });
      }
      const throttled = body.errors?.some((error) => error.extensions?.code === 'THROTTLED');
      if (throttled && attempt < MAX_THROTTLE_RETRIES) {
        if (!cost) await sleep(1000);
        continue;
      }
      if (body.errors?.length || !body.data) {
        throw new ShopifyApiError(
          `Shopify's Admin API refused the query: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`,
          502,
        );
      }
      return body.data;
    }
  }

  return { http, base, token, graphql };
}
