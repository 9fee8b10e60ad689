import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/** Signs a demo account in through the api and answers its access token. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
