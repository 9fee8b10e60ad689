import { expect, type APIRequestContext } from '@playwright/test';
import { authSessionResponse, type ListingCardPage } from '@bazaar/contracts';
import { DEMO_PASSWORD } from './accounts';

/**
 * Signs a demo account in through the api: its access token and its id. Use the `request`
 * fixture, not the page's: the page's shares the browser's cookies, whose refresh cookie would
 * sign the browser in.
 */
export async function apiSession(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ token: string; userId: string }> {
  const response = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const session = authSessionResponse.parse(await response.json());
  return { token: session.token, userId: session.userId };
}

/** Signs a demo account in through the api and answers its access token. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  return (await apiSession(request, email, password)).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Public listings as the browse call answers them (newest first), for a query such as `section=food`. */
export async function browseListings(
  request: APIRequestContext,
  query: string,
): Promise<ListingCardPage> {
  const response = await request.get(`/api/listings?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ListingCardPage;
}
