import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import {
  ACCESS_TOKEN_COOKIE,
  authSessionResponse,
  type AccountType,
  type AuthSessionResponse,
} from '@bazaar/contracts';
import { openApp } from './pages';

export const DEMO_PASSWORD = 'bazaar-demo-2026';

/**
 * A demo account's credentials (`demo('admin')`). Journeys read the demo data and act as its
 * administrators; whatever a journey changes belongs to accounts of its own (ADR 0084).
 */
export function demo(name: string): { email: string; password: string } {
  return { email: `${name}@demo.bazaar.local`, password: DEMO_PASSWORD };
}

/** An email address no earlier run has used. */
export function uniqueEmail(label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `${label}-${stamp}@e2e.bazaar.local`;
}

/** The password of the accounts journeys sign up for themselves. */
export const NEW_ACCOUNT_PASSWORD = 'amber-harbour-lantern-42';

/** An account a journey signs in with: one of its own, or a demo account. */
export interface Account {
  email: string;
  password: string;
  userId: string;
  type: AccountType;
  /** An access token of the account, for the journey's own api calls. */
  token: string;
}

async function sessionOf(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
  status: number,
): Promise<AuthSessionResponse> {
  expect(response.status(), await response.text()).toBe(status);
  return authSessionResponse.parse(await response.json());
}

/**
 * A buyer of the journey's own, signed up through the api, so nothing it does meets another
 * journey running at the same time (ADR 0084). `label` names the journey in the address.
 */
export async function newBuyer(
  request: APIRequestContext,
  label: string,
  name: { first: string; last: string } = { first: 'Jana', last: 'Köhler' },
): Promise<Account> {
  const email = uniqueEmail(label);
  const session = await sessionOf(
    await request.post('/api/auth/sign-up/user', {
      data: { email, password: NEW_ACCOUNT_PASSWORD, first_name: name.first, last_name: name.last },
    }),
    201,
  );
  return {
    email,
    password: NEW_ACCOUNT_PASSWORD,
    userId: session.userId,
    type: 'BUYER',
    token: session.token,
  };
}

/**
 * A business seller of the journey's own, signed up through the api, shown by `businessName`
 * (ADR 0084). New sellers start on the free trial, as a real seller would.
 */
export async function newSeller(
  request: APIRequestContext,
  label: string,
  businessName = `${label[0]!.toUpperCase()}${label.slice(1)} Handel GmbH`,
): Promise<Account> {
  const email = uniqueEmail(label);
  const session = await sessionOf(
    await request.post('/api/auth/sign-up/business', {
      data: {
        email,
        password: NEW_ACCOUNT_PASSWORD,
        account_name: `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
        business_name: businessName,
        business_name_as_account_name: true,
      },
    }),
    201,
  );
  return {
    email,
    password: NEW_ACCOUNT_PASSWORD,
    userId: session.userId,
    type: 'SELLER',
    token: session.token,
  };
}

/** A demo account (README, "Demo accounts"), signed in through the api for its token. */
export async function demoAccount(request: APIRequestContext, email: string): Promise<Account> {
  const session = await sessionOf(
    await request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } }),
    200,
  );
  return {
    email,
    password: DEMO_PASSWORD,
    userId: session.userId,
    type: session.userType,
    token: session.token,
  };
}

/**
 * Signs a browser context in through the api, as the sign-in form would leave it: the api sets
 * its http-only refresh cookie on the context, and the access-token cookie the app writes beside
 * its store is written here, so the next page is rendered signed in (ADR 0084). Every journey
 * but those of the sign-in forms signs in so.
 */
export async function signInThroughApi(
  context: BrowserContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<AuthSessionResponse> {
  const response = await context.request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  const session = await sessionOf(response, 200);
  await context.addCookies([
    {
      name: ACCESS_TOKEN_COOKIE,
      value: encodeURIComponent(session.token),
      url: new URL(response.url()).origin,
      expires: Math.floor(Date.parse(session.tokenExpiration) / 1000),
      sameSite: 'Lax',
    },
  ]);
  return session;
}

/** Fills the sign-in form on the sign-in page and sends it (the page has hydrated). */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the sign-in form: only for the journeys that test the form itself. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await openApp(page, '/auth/sign-in');
  await submitSignIn(page, email, password);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
}

/** The labels of the account menu, opened from the header avatar. */
export async function accountMenuLabels(page: Page): Promise<string[]> {
  await page.getByTestId('account-menu-button').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const labels = await menu.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // A label's first line: a count beside it (the Slots badge) is not part of the label.
  return labels.map((label) => label.split('\n')[0]!.trim());
}

export async function signOutFromMenu(page: Page) {
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
}
